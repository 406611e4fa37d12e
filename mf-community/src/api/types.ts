// The community's API shapes, derived from the generated OpenAPI types (never written by hand).
import type { ApiBody, ApiGet } from '@guardian/shared';

export type CommunityPost = ApiGet<'/v2/community/{communitySeq}'>;
export type FeedPage = ApiGet<'/v2/community'>;
export type SearchPage = ApiGet<'/v2/community/search'>;
export type CommunityComment = ApiGet<'/v2/community/{communitySeq}/comments'>[number];
export type CommunityReply = CommunityComment['replies'][number];
export type PostBody = ApiBody<'/v2/community'>;
export type ReportBody = ApiBody<'/v2/community/{communitySeq}/report'>;
export type ReportReason = ReportBody['reason'];

/** The same numbers as the API's COMMUNITY_LIMITS (the counters show them). */
export const LIMITS = { post: 2000, comment: 500, photos: 10, keyword: 50 } as const;
