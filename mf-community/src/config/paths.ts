// Every route mf-community owns (spec §2, SCREENS.md), each string once, with the title its screen shows.
import { paths as app } from '@guardian/shared';

export const paths = {
  community: { path: app.community, title: '커뮤니티' },
  communityPost: { path: app.communityPost(':communitySeq'), title: '게시글' },
  communityEdit: { path: app.communityEdit, title: '글쓰기' },
  communityEditPost: { path: `${app.communityEdit}/:communitySeq`, title: '글 수정' },
  communitySearch: { path: app.communitySearch, title: '커뮤니티 검색' },
  communityResult: { path: app.communityResult, title: '검색 결과' },
} as const;
