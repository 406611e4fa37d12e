/** Schemas of the community domain (posts, comments, likes, reports, search). */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { defaulted, enumOf, obj, S, VISIBLE_TEXT } from '../../http/schemas.js';
import { mediaSchema } from '../media/schemas.js';

const { str, int, bool, dateTime, nullable } = S;

/**
 * How a post's comments are paged: threads (a top-level comment with its replies) newest first, each with its
 * newest `replyPreview` replies; an app from before paging (`GET …/comments`, no parameters) gets the newest
 * `oldAppThreads` threads with up to `oldAppReplies` replies each.
 */
export const COMMENT_PAGING = { replyPreview: 3, oldAppThreads: 50, oldAppReplies: 20 } as const;

/** Text and photo limits; the front shows the same numbers in its counters. */
export const COMMUNITY_LIMITS = {
  postMaxLength: 2000,
  commentMaxLength: 500,
  photosMax: 10,
  keywordMaxLength: 50,
} as const;

export const reportTargetEnum = enumOf(['POST', 'COMMENT']);
export type ReportTarget = Static<typeof reportTargetEnum>;
export const reportReasonEnum = enumOf(['SPAM', 'ABUSE', 'ADULT', 'ILLEGAL', 'PRIVACY', 'ETC'], {
  description:
    'SPAM 광고･도배, ABUSE 욕설･비방, ADULT 음란물, ILLEGAL 불법 정보, PRIVACY 개인정보 노출, ETC 기타',
});
export type ReportReason = Static<typeof reportReasonEnum>;
export const feedSortEnum = enumOf(['NEWEST', 'POPULAR']);
export type FeedSort = Static<typeof feedSortEnum>;

export const communityAuthorSchema = obj({
  userSeq: int,
  nickname: str,
  profileImageUrl: nullable(str),
  petName: nullable(str, { description: "the author's first pet" }),
  petBreedName: nullable(str),
});

/** A post's photo: the media module's view of it. */
export const communityPhotoSchema = mediaSchema;

export const communityPostSchema = obj({
  communitySeq: int,
  content: str,
  breedSeq: nullable(int),
  breedName: nullable(str),
  author: communityAuthorSchema,
  photos: Type.Array(communityPhotoSchema),
  likeCount: int,
  commentCount: int,
  liked: bool,
  mine: bool,
  hidden: bool,
  edited: bool,
  createdAt: dateTime,
});
export type CommunityPost = Static<typeof communityPostSchema>;

export const feedPageSchema = obj({
  items: Type.Array(communityPostSchema),
  nextCursor: nullable(str, { description: 'pass as `cursor` for the next page; null at the end' }),
});

const commentFields = {
  commentSeq: int,
  parentSeq: nullable(int),
  content: nullable(str, { description: 'null when deleted or hidden after reports' }),
  deleted: bool,
  hidden: bool,
  author: nullable(communityAuthorSchema),
  mine: bool,
  edited: bool,
  createdAt: dateTime,
};
/** A reply, or a comment as written (`POST …/comments` answers it). */
export const communityReplySchema = obj(commentFields);
export type CommunityReply = Static<typeof communityReplySchema>;
export const communityCommentSchema = obj({
  ...commentFields,
  replies: Type.Array(communityReplySchema, {
    description: `its newest live replies, oldest first (${COMMENT_PAGING.replyPreview} in a page of threads); the older ones: GET /v2/community/comments/{commentSeq}/replies`,
  }),
  replyCount: S.int,
});
export type CommunityComment = Static<typeof communityCommentSchema>;

const pageOfComments = <I extends TSchema>(item: I) =>
  obj({
    items: Type.Array(item, { description: 'oldest first' }),
    nextCursor: nullable(str, {
      description: 'pass as `cursor` for the page before this one (older); null when there is none',
    }),
    nextCount: Type.Integer({
      minimum: 0,
      description: 'how many that page holds at the same `size` (0 at the oldest)',
    }),
  });
export const commentPageSchema = pageOfComments(communityCommentSchema);
export const replyPageSchema = pageOfComments(communityReplySchema);

export const myCommentSchema = obj({
  commentSeq: int,
  communitySeq: int,
  content: str,
  postExcerpt: str,
  isReply: bool,
  createdAt: dateTime,
});

export const likeStateSchema = obj({ liked: bool, likeCount: int });
export const countsSchema = obj({ posts: int, likes: int, comments: int });

export const postParams = obj({ communitySeq: Type.Integer({ minimum: 1 }) });
export const commentParams = obj({ commentSeq: Type.Integer({ minimum: 1 }) });

const text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: VISIBLE_TEXT });

export const postBody = obj({
  content: text(COMMUNITY_LIMITS.postMaxLength),
  breedSeq: Type.Optional(nullable(Type.Integer({ minimum: 1 }))),
  mediaSeqs: defaulted(
    Type.Array(Type.Integer({ minimum: 1 }), { maxItems: COMMUNITY_LIMITS.photosMax, uniqueItems: true }),
    [],
  ),
});
export type PostInput = Static<typeof postBody>;

export const commentBody = obj({
  content: text(COMMUNITY_LIMITS.commentMaxLength),
  parentSeq: Type.Optional(nullable(Type.Integer({ minimum: 1 }))),
});
export const commentEditBody = obj({ content: text(COMMUNITY_LIMITS.commentMaxLength) });

export const reportBody = obj({
  reason: reportReasonEnum,
  detail: Type.Optional(Type.String({ maxLength: 300 })),
});

const pageSize = defaulted(Type.Integer({ minimum: 1, maximum: 50 }), 20);

/** A page of threads (or of one comment's replies): the newest first, older ones by cursor. */
export const commentPageQuery = obj({
  cursor: Type.Optional(
    Type.String({
      maxLength: 10,
      pattern: '^[1-9]\\d{0,9}$',
      description: "the previous page's `nextCursor`",
    }),
  ),
  size: pageSize,
});

export const feedQuery = obj({
  sort: defaulted(feedSortEnum, 'NEWEST'),
  breedSeq: Type.Optional(Type.Integer({ minimum: 1 })),
  cursor: Type.Optional(Type.String({ maxLength: 64, pattern: '^\\d+(_\\d+)?$' })),
  size: pageSize,
});

export const searchQuery = obj({
  keyword: Type.Optional(Type.String({ maxLength: COMMUNITY_LIMITS.keywordMaxLength })),
  breedSeq: Type.Optional(Type.Integer({ minimum: 1 })),
  page: defaulted(Type.Integer({ minimum: 0, maximum: 10000 }), 0),
  size: pageSize,
});

export const myPageQuery = obj({
  page: defaulted(Type.Integer({ minimum: 0, maximum: 10000 }), 0),
  size: pageSize,
});
