// The routes mf-mypage owns, from the route manifest, under the short names its screens use.
import { ROUTES } from '@guardian/shared';

export const paths = {
  myInfo: ROUTES.myInfo,
  setting: ROUTES.myInfoSetting,
  profile: ROUTES.myInfoProfile,
  profileEdit: ROUTES.myInfoProfileEdit,
  settingSns: ROUTES.myInfoSettingSns,
  communityFeed: ROUTES.myInfoCommunityFeed,
  communityLike: ROUTES.myInfoCommunityLike,
  communityComment: ROUTES.myInfoCommunityComment,
  news: ROUTES.news,
  newsSetting: ROUTES.newsSetting,
} as const;
