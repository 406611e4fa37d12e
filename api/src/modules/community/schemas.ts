/** Schemas of the community domain (posts, comments, likes, reports, search). */
import { type Static, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { defaulted, enumOf, obj, S, VISIBLE_TEXT } from '../../http/schemas.js';
import { mediaSchema } from '../media/schemas.js';
import { WALK_CURSOR_MAX_LENGTH } from './popular-walk.js';

const { str, int, bool, dateTime, nullable } = S;

/**
 * How a post's comments are paged: threads (a top-level comment with its replies) newest first, each with its
 * newest `replyPreview` replies; an app from before paging (`GET …/comments`, no parameters) gets the newest
 * `oldAppThreads` threads with up to `oldAppReplies` replies each.
 */
export const COMMENT_PAGING = { replyPreview: 3, oldAppThreads: 50, oldAppReplies: 20 } as const;

/** A page's cursor: a comment's (or, in search, a post's) seq, as text. */
const seqString = (description: string) =>
  Type.String({ maxLength: 10, pattern: '^[1-9]\\d{0,9}$', description });

/** Text and photo limits; the front shows the same numbers in its counters. */
export const COMMUNITY_LIMITS = {
  postMaxLength: 2000,
  commentMaxLength: 500,
  photosMax: 10,
  keywordMaxLength: 50,
} as const;

/** Search matches are counted up to this many (the screen then says "1,000개 이상"). */
export const SEARCH_COUNT_CAP = 1000;

export const reportTargetEnum = enumOf(['POST', 'COMMENT']);
export type ReportTarget = Static<typeof reportTargetEnum>;
export const reportReasonEnum = enumOf(['SPAM', 'ABUSE', 'ADULT', 'ILLEGAL', 'PRIVACY', 'ETC'], {
  description:
    'SPAM 광고·도배, ABUSE 욕설·비방, ADULT 음란물, ILLEGAL 불법 정보, PRIVACY 개인정보 노출, ETC 기타',
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
  blocked: Type.Boolean({
    description:
      'the viewer blocked its author (차단한 사용자). Only a post read by itself (GET /v2/community/{communitySeq}, as ' +
      'a link opens it) can be: the lists leave such posts out. Its content and photos still come; the screen holds ' +
      'them back (차단한 사용자의 글이에요) until the viewer asks to see it or unblocks',
  }),
  edited: bool,
  createdAt: dateTime,
});
export type CommunityPost = Static<typeof communityPostSchema>;

export const feedPageSchema = obj({
  items: Type.Array(communityPostSchema),
  nextCursor: nullable(str, {
    description:
      'pass as `cursor` for the next page; null at the end. POPULAR: it carries the posts shown so far (about 1.5 ' +
      'characters a post), so each post comes once in a walk however likes change meanwhile',
  }),
});

const commentFields = {
  commentSeq: int,
  parentSeq: nullable(int),
  content: nullable(str, {
    description:
      'null when deleted, hidden after reports, reported by the viewer, or by someone the viewer blocked',
  }),
  deleted: bool,
  hidden: bool,
  reported: Type.Boolean({
    description:
      'the viewer reported it: shown to them as 신고한 댓글 in its place (its replies stay under it), content null',
  }),
  blocked: Type.Boolean({
    description:
      'written by someone the viewer blocked: shown to them as 차단한 사용자의 댓글 in its place (its replies stay under it), content null',
  }),
  byPostAuthor: Type.Boolean({ description: "written by the post's author (작성자); false when deleted" }),
  author: nullable(communityAuthorSchema),
  addressee: nullable(obj({ userSeq: int, nickname: str }), {
    description:
      "a reply written to another reply of its thread (`replyToSeq`): that reply's author, whom it answers (the screen " +
      'shows `@nickname` before the text), with their nickname as it is now (탈퇴회원#N once they withdrew). Null for ' +
      "a comment, a reply to the thread's comment itself or to one's own reply, and whenever `content` is null",
  }),
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
    description: `its newest live replies, oldest first (${COMMENT_PAGING.replyPreview} in a page of threads); the older ones: GET /v2/community/comments/{commentSeq}/replies. In the thread of a page read \`around\` a reply: the replies around that one`,
  }),
  replyCount: S.int,
  newerReplyCount: Type.Integer({
    minimum: 0,
    description:
      'live replies after the ones in `replies` (0 but in the thread of a page read `around` a reply): GET /v2/community/comments/{commentSeq}/replies?after=…',
  }),
});
export type CommunityComment = Static<typeof communityCommentSchema>;

const pageOfComments = <I extends TSchema, P extends TProperties>(item: I, more: P) =>
  obj({
    items: Type.Array(item, { description: 'oldest first' }),
    nextCursor: nullable(str, {
      description: 'pass as `cursor` for the page before this one (older); null when there is none',
    }),
    nextCount: Type.Integer({
      minimum: 0,
      description: 'how many that page holds at the same `size` (0 at the oldest)',
    }),
    newerCursor: nullable(str, {
      description:
        'pass as `after` for the page after this one (newer); null when there is none (the first page, read without `cursor`, `after` or `around`, is the newest)',
    }),
    newerCount: Type.Integer({
      minimum: 0,
      description: 'how many that page holds at the same `size` (0 at the newest)',
    }),
    ...more,
  });
export const commentPageSchema = pageOfComments(communityCommentSchema, {
  anchor: nullable(
    obj({
      commentSeq: int,
      threadSeq: int,
      deleted: bool,
    }),
    {
      description:
        'read `around` a comment: that comment, the top-level comment of its thread (itself, or the one it replies to), and whether it was deleted (then it is not in the page, or shows as deleted while replies remain under it); null otherwise',
    },
  ),
});
export const replyPageSchema = pageOfComments(communityReplySchema, {});

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

/** Someone I blocked (차단한 사용자), as 설정 lists them. */
export const blockedUserSchema = obj({
  userSeq: int,
  nickname: str,
  profileImageUrl: nullable(str),
  blockedAt: dateTime,
});
export const blockStateSchema = obj({ userSeq: int, blocked: bool });
export const userParams = obj({ userSeq: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const postParams = obj({ communitySeq: Type.Integer({ minimum: 1 }) });
export const commentParams = obj({ commentSeq: Type.Integer({ minimum: 1 }) });

const text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: VISIBLE_TEXT });

/** The same format as a chat message's clientId (chatting/schemas.ts) and a reservation's. */
const clientId = (what: string) =>
  Type.String({
    minLength: 8,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description:
      `Made by the app once per ${what} (kept while the same ${what} is retried): the same id again by the same ` +
      `person answers the ${what} already written instead of writing another`,
  });

const postFields = {
  content: text(COMMUNITY_LIMITS.postMaxLength),
  breedSeq: Type.Optional(nullable(Type.Integer({ minimum: 1 }))),
  mediaSeqs: defaulted(
    Type.Array(Type.Integer({ minimum: 1 }), { maxItems: COMMUNITY_LIMITS.photosMax, uniqueItems: true }),
    [],
  ),
};
export const postBody = obj(postFields);
export type PostInput = Static<typeof postBody>;
/** A new post: its fields, and the app's clientId for a repeat. */
export const postCreateBody = obj({ ...postFields, clientId: Type.Optional(clientId('post')) });
export type PostCreateInput = Static<typeof postCreateBody>;

export const commentBody = obj({
  content: text(COMMUNITY_LIMITS.commentMaxLength),
  parentSeq: Type.Optional(
    nullable(
      Type.Integer({
        minimum: 1,
        description:
          'a reply: the top-level comment it goes under. A reply named here is refused (400 COMMUNITY_REPLY_DEPTH): ' +
          'to answer a reply, send it as `replyToSeq`',
      }),
    ),
  ),
  replyToSeq: Type.Optional(
    nullable(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description:
          'a reply to a reply (답글에 답글): the reply answered, a live one of this post. The new reply goes in the same ' +
          "thread (its `parentSeq` is the thread's top-level comment: no deeper nesting; `parentSeq` may be sent too, " +
          "as that comment) and is addressed to that reply's author (`addressee`), who is told in 소식 as of a reply " +
          "to their comment. Naming the top-level comment itself is the same as `parentSeq`. One's own reply: the " +
          'reply goes in the thread addressed to no one',
      }),
    ),
  ),
  clientId: Type.Optional(clientId('comment')),
});
export const commentEditBody = obj({ content: text(COMMUNITY_LIMITS.commentMaxLength) });

export const reportBody = obj({
  reason: reportReasonEnum,
  detail: Type.Optional(Type.String({ maxLength: 300 })),
});

const pageSize = defaulted(Type.Integer({ minimum: 1, maximum: 50 }), 20);

/**
 * A page of one comment's replies: the newest first, older ones by `cursor`, newer ones by `after` (at most one of
 * the two).
 */
export const commentPageQuery = obj({
  cursor: Type.Optional(seqString("a page's `nextCursor`: the page before it (older)")),
  after: Type.Optional(seqString("a page's `newerCursor`: the page after it (newer)")),
  size: pageSize,
});

/**
 * A page of a post's threads: as a comment's replies, or `around` one comment (a link to it, as from 내가 쓴 댓글): the
 * page holding its thread, with threads on both sides, and for a reply the replies around it in its thread.
 */
export const threadPageQuery = obj({
  cursor: commentPageQuery.properties.cursor,
  after: commentPageQuery.properties.after,
  around: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description:
        'a commentSeq of this post (a comment or a reply): the page around it (at most one of cursor, after, around)',
    }),
  ),
  size: pageSize,
});

export const feedQuery = obj({
  sort: defaulted(feedSortEnum, 'NEWEST'),
  breedSeq: Type.Optional(Type.Integer({ minimum: 1 })),
  cursor: Type.Optional(
    Type.String({
      maxLength: WALK_CURSOR_MAX_LENGTH,
      pattern: '^(\\d{1,10}(_\\d{1,10})?|p[A-Za-z0-9_-]+)$',
      description:
        "a page's `nextCursor`, as it came. NEWEST: the last post's seq. POPULAR: `p` and the posts this walk has " +
        'shown (their seqs, opaque); the next page is the most liked of those it has not, so a post liked or unliked ' +
        'between two pages is neither skipped nor shown twice. Past 1,000 posts, and from apps before it, POPULAR ' +
        'pages by `{likeCount}_{communitySeq}` of the last post (a post liked meanwhile can cross it). A `p` cursor ' +
        'that is not one this API wrote, or on NEWEST: 400 VALIDATION_ERROR.',
    }),
  ),
  size: pageSize,
});

export const searchQuery = obj({
  keyword: Type.Optional(Type.String({ maxLength: COMMUNITY_LIMITS.keywordMaxLength })),
  breedSeq: Type.Optional(Type.Integer({ minimum: 1 })),
  cursor: Type.Optional(
    seqString(
      "a page's `nextCursor`, as it came (the last post's seq): the matches after it, newest first, so a post " +
        'deleted, hidden or written between two pages neither skips nor repeats one. Not with `page` > 0.',
    ),
  ),
  page: defaulted(
    Type.Integer({
      minimum: 0,
      maximum: 10000,
      description:
        'apps from before `cursor`: 0-based page by offset (a post deleted or written meanwhile shifts it)',
    }),
    0,
  ),
  size: pageSize,
});

export const searchPageSchema = obj({
  items: Type.Array(communityPostSchema),
  page: Type.Integer({ description: 'the `page` asked for (0 when read by `cursor`)' }),
  size: int,
  total: Type.Integer({
    description: `every match, the pages before this one too, counted up to ${SEARCH_COUNT_CAP}`,
  }),
  hasNext: bool,
  nextCursor: nullable(str, {
    description: "pass as `cursor` for the next page (the last post's seq); null at the end",
  }),
});

export const myPageQuery = obj({
  page: defaulted(Type.Integer({ minimum: 0, maximum: 10000 }), 0),
  size: pageSize,
});
