// Every route mf-mypage owns (spec §2, SCREENS.md), each string once, with the title its screen shows.
import { paths as app } from '@guardian/shared';

export const paths = {
  myInfo: { path: app.myInfo, title: '마이페이지' },
  setting: { path: app.myInfoSetting, title: '설정' },
  profile: { path: app.myInfoProfile, title: '프로필' },
  profileEdit: { path: app.myInfoProfileEdit, title: '프로필 수정' },
  settingSns: { path: app.myInfoSettingSns, title: '로그인 방식' },
  communityFeed: { path: `${app.myInfo}/community/feed`, title: '내가 쓴 글' },
  communityLike: { path: `${app.myInfo}/community/like`, title: '좋아요한 글' },
  communityComment: { path: `${app.myInfo}/community/comment`, title: '내가 쓴 댓글' },
  news: { path: app.news, title: '알림' },
  newsSetting: { path: app.newsSetting, title: '알림 설정' },
} as const;
