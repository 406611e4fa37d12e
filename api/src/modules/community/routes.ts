import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { rateLimited } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, list, nullData, obj, pageOf, responses, S } from '../../http/schemas.js';
import {
  blockStateSchema,
  blockedUserSchema,
  commentBody,
  commentEditBody,
  commentPageQuery,
  commentPageSchema,
  commentParams,
  communityCommentSchema,
  communityReplySchema,
  communityPostSchema,
  countsSchema,
  feedPageSchema,
  feedQuery,
  likeStateSchema,
  myCommentSchema,
  myPageQuery,
  postBody,
  postCreateBody,
  postParams,
  replyPageSchema,
  reportBody,
  searchPageSchema,
  searchQuery,
  threadPageQuery,
  userParams,
} from './schemas.js';

const auth = { config: { auth: 'required' as const } };
const optional = { config: { auth: 'optional' as const } };
const tags = ['community'];

export default async function communityRoutes(app: TypedApp) {
  const community = app.services.community;
  const viewer = (request: FastifyRequest) => request.auth?.userSeq ?? null;

  /** Per-account budgets for writing; each answers its own Korean message. */
  const budget = async (
    key: string,
    limit: number,
    windowSec: number,
    code: Parameters<typeof rateLimited>[1],
  ) => {
    const b = await app.rateLimit.repo.hit(key, windowSec);
    if (b.count > limit) throw rateLimited(b.retryAfterSec, code);
  };

  app.get(
    '/community',
    {
      ...optional,
      schema: {
        tags,
        summary: '커뮤니티 피드 (최신순/인기순, 커서 페이지)',
        description:
          'With a login, the posts the viewer reported and the posts of people the viewer blocked are left out.',
        querystring: feedQuery,
        response: responses(feedPageSchema),
      },
    },
    async (request) => ok(await community.feed(viewer(request), request.query)),
  );

  app.get(
    '/community/search',
    {
      ...optional,
      schema: {
        tags,
        summary: '커뮤니티 검색 (낱말 부분 일치, 품종; 최신순, 커서 페이지)',
        description:
          'Every word must appear in the text (partial words too). Pass `nextCursor` back as `cursor` for the next ' +
          'page: a match deleted, hidden or written between two pages neither skips nor repeats one. `page` is for ' +
          'apps from before the cursor. With a login, the posts the viewer reported and those of people the viewer ' +
          'blocked are left out (of `total` too). ' +
          '400 VALIDATION_ERROR: a cursor that is not a seq (1-10 digits), or a cursor with `page` > 0.',
        querystring: searchQuery,
        response: responses(searchPageSchema),
      },
    },
    async (request) => ok(await community.search(viewer(request), request.query)),
  );

  app.get(
    '/community/my/posts',
    {
      ...auth,
      schema: {
        tags,
        summary: '내가 쓴 글',
        security: bearer,
        querystring: myPageQuery,
        response: responses(pageOf(communityPostSchema)),
      },
    },
    async (request) =>
      ok(await community.myPosts(currentUser(request).userSeq, request.query.page, request.query.size)),
  );

  app.get(
    '/community/my/likes',
    {
      ...auth,
      schema: {
        tags,
        summary: '좋아요한 글',
        description:
          'The posts of people the viewer blocked are left out (of `total` too), as from the feed.',
        security: bearer,
        querystring: myPageQuery,
        response: responses(pageOf(communityPostSchema)),
      },
    },
    async (request) =>
      ok(await community.myLikes(currentUser(request).userSeq, request.query.page, request.query.size)),
  );

  app.get(
    '/community/my/comments',
    {
      ...auth,
      schema: {
        tags,
        summary: '내가 쓴 댓글',
        description:
          'Comments on posts by people the viewer blocked are kept (their own words; the post opens with `blocked`).',
        security: bearer,
        querystring: myPageQuery,
        response: responses(pageOf(myCommentSchema)),
      },
    },
    async (request) =>
      ok(await community.myComments(currentUser(request).userSeq, request.query.page, request.query.size)),
  );

  app.get(
    '/community/my/counts',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 글･좋아요･댓글 수',
        description: '`likes` counts what 좋아요한 글 lists (not the posts of people the viewer blocked).',
        security: bearer,
        response: responses(countsSchema),
      },
    },
    async (request) => ok(await community.counts(currentUser(request).userSeq)),
  );

  app.get(
    '/community/blocks',
    {
      ...auth,
      schema: {
        tags,
        summary: '차단한 사용자 (최근에 차단한 순)',
        security: bearer,
        querystring: myPageQuery,
        response: responses(pageOf(blockedUserSchema)),
      },
    },
    async (request) =>
      ok(await community.blockedUsers(currentUser(request).userSeq, request.query.page, request.query.size)),
  );

  app.post(
    '/community/blocks/:userSeq',
    {
      ...auth,
      schema: {
        tags,
        summary: '사용자 차단 (다시 보내도 그대로)',
        description:
          "From then on the blocker no longer gets the blocked person's posts in the feed (NEWEST and POPULAR), " +
          'search or 좋아요한 글, gets one of their posts read by itself (a link) with `blocked: true`, gets their ' +
          'comments as `blocked` (content null) in place, and is not told of their comments in ' +
          '소식. The blocked person is not told and sees everything as before. Blocking again answers the same. ' +
          '400 COMMUNITY_CANNOT_BLOCK_SELF: oneself. 404 COMMUNITY_USER_NOT_FOUND: no such (live) account.',
        security: bearer,
        params: userParams,
        response: responses(blockStateSchema),
      },
    },
    async (request) =>
      ok(await community.blockUser(currentUser(request).userSeq, request.params.userSeq, app.now())),
  );

  app.delete(
    '/community/blocks/:userSeq',
    {
      ...auth,
      schema: {
        tags,
        summary: '차단 해제 (차단하지 않은 사람이어도 그대로)',
        security: bearer,
        params: userParams,
        response: responses(blockStateSchema),
      },
    },
    async (request) => ok(await community.unblockUser(currentUser(request).userSeq, request.params.userSeq)),
  );

  app.post(
    '/community',
    {
      ...auth,
      schema: {
        tags,
        summary: '글쓰기 (clientId로 다시 보내도 한 번만 써요)',
        description:
          'With `clientId` (made by the app once per post), the same clientId again by the same person answers the post ' +
          'already written (200, the same body), also while the first is still being saved: nothing is written, ' +
          'claimed or counted twice (nor against the posting rate).',
        security: bearer,
        body: postCreateBody,
        response: responses(communityPostSchema),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      const { clientId } = request.body;
      const made = clientId ? await community.madePost(userSeq, clientId) : null;
      if (made) return ok(made);
      await budget(
        `community-post:${userSeq}`,
        app.config.rateLimits.communityPostsPerUser,
        10 * 60,
        'COMMUNITY_POSTING_TOO_FAST',
      );
      return ok(await community.create(userSeq, request.body, app.now()));
    },
  );

  app.get(
    '/community/:communitySeq',
    {
      ...optional,
      schema: {
        tags,
        summary: '게시글',
        description:
          'With a login, a post by someone the viewer blocked comes whole with `blocked: true` (not 404), so that a ' +
          'link to it (a share, 소식, history) can say why it is held back. 404 COMMUNITY_POST_NOT_FOUND: deleted, ' +
          'or hidden after reports (but to its author).',
        params: postParams,
        response: responses(communityPostSchema),
      },
    },
    async (request) => ok(await community.post(viewer(request), request.params.communitySeq)),
  );

  app.put(
    '/community/:communitySeq',
    {
      ...auth,
      schema: {
        tags,
        summary: '글 수정 (내 글만)',
        security: bearer,
        params: postParams,
        body: postBody,
        response: responses(communityPostSchema),
      },
    },
    async (request) =>
      ok(
        await community.update(
          currentUser(request).userSeq,
          request.params.communitySeq,
          request.body,
          app.now(),
        ),
      ),
  );

  app.delete(
    '/community/:communitySeq',
    {
      ...auth,
      schema: {
        tags,
        summary: '글 삭제 (내 글만)',
        security: bearer,
        params: postParams,
        response: responses(nullData),
      },
    },
    async (request) => {
      await community.remove(currentUser(request).userSeq, request.params.communitySeq, app.now());
      return ok(null);
    },
  );

  app.post(
    '/community/:communitySeq/like',
    {
      ...auth,
      schema: {
        tags,
        summary: '좋아요',
        security: bearer,
        params: postParams,
        response: responses(likeStateSchema),
      },
    },
    async (request) =>
      ok(await community.setLike(currentUser(request).userSeq, request.params.communitySeq, true)),
  );

  app.delete(
    '/community/:communitySeq/like',
    {
      ...auth,
      schema: {
        tags,
        summary: '좋아요 취소',
        security: bearer,
        params: postParams,
        response: responses(likeStateSchema),
      },
    },
    async (request) =>
      ok(await community.setLike(currentUser(request).userSeq, request.params.communitySeq, false)),
  );

  app.get(
    '/community/:communitySeq/comment-threads',
    {
      ...optional,
      schema: {
        tags,
        summary:
          '댓글 페이지 (최신 댓글부터; 이전 댓글은 cursor, 다음 댓글은 after, 댓글 하나로 가는 링크는 around; 댓글마다 최신 답글 3개와 답글 수)',
        description:
          "around: the page holding that comment's thread, with threads on both sides, and for a reply the replies around it in its thread; `anchor` names it and says whether it was deleted since. Read so with a login, the viewer's 소식 about that comment (COMMUNITY, link `/community/{communitySeq}?comment={commentSeq}`) are marked read. A comment of another post (or none): 404 COMMUNITY_COMMENT_NOT_FOUND. More than one of cursor, after, around: 400 VALIDATION_ERROR. A comment the viewer reported comes as `reported` with its content left out, in its place (its replies stay under it).",
        params: postParams,
        querystring: threadPageQuery,
        response: responses(commentPageSchema),
      },
    },
    async (request) =>
      ok(
        await community.threads(viewer(request), request.params.communitySeq, request.query, {
          now: app.now(),
        }),
      ),
  );

  app.get(
    '/community/comments/:commentSeq/replies',
    {
      ...optional,
      schema: {
        tags,
        summary: '답글 페이지 (최신 답글부터, 이전 답글은 cursor로, 다음 답글은 after로)',
        params: commentParams,
        querystring: commentPageQuery,
        response: responses(replyPageSchema),
      },
    },
    async (request) => ok(await community.replies(viewer(request), request.params.commentSeq, request.query)),
  );

  app.get(
    '/community/:communitySeq/comments',
    {
      ...optional,
      schema: {
        tags,
        summary: '최신 댓글 50개와 답글 (페이지 이전의 앱용: GET …/comment-threads를 쓰세요)',
        deprecated: true,
        params: postParams,
        response: responses(list(communityCommentSchema)),
      },
    },
    async (request) => ok(await community.comments(viewer(request), request.params.communitySeq)),
  );

  app.post(
    '/community/:communitySeq/comments',
    {
      ...auth,
      schema: {
        tags,
        summary: '댓글･답글 쓰기 (답글은 parentSeq, 답글에 답글은 replyToSeq); 쓴 댓글을 돌려 줘요',
        description:
          'With `clientId` (made by the app once per comment), the same clientId again by the same person answers the ' +
          'comment already written (200, the same body), also while the first is still being saved: the post’s ' +
          'commentCount moves once (nor is the repeat counted against the commenting rate). The post’s author and, ' +
          'for a reply, the replied-to comment’s author are told in 소식 (COMMUNITY: “OO님이 내 글에 댓글을 ' +
          '남겼어요” / “OO님이 내 댓글에 답글을 남겼어요”, the comment’s start, link ' +
          '`/community/{communitySeq}?comment={commentSeq}`), each once and never the writer. ' +
          'A reply to a reply (`replyToSeq`: 답글에 답글) goes in the same thread, under its top-level comment (one ' +
          'level of nesting stays), with `addressee` the answered reply’s author, who is told as of a reply to their ' +
          'comment (“OO님이 내 댓글에 답글을 남겼어요”); the thread’s comment’s author is told too unless that comment ' +
          'was deleted (the thread still takes replies while replies live in it). Nobody is told by someone they ' +
          'blocked, nor is a withdrawn addressee. One’s own reply continues the thread, addressed to no one. ' +
          '400 COMMUNITY_REPLY_DEPTH: a reply sent as `parentSeq` (kept for apps from before; send `replyToSeq`). ' +
          '404 COMMUNITY_REPLY_TARGET_NOT_FOUND: the reply answered was deleted meanwhile (its thread may still be ' +
          'answered). 400 COMMUNITY_REPLY_TO_BLOCKED: its author is someone the writer blocked. 404 ' +
          'COMMUNITY_COMMENT_NOT_FOUND: `replyToSeq` or `parentSeq` is not a comment of this post (or `parentSeq` ' +
          'was deleted). 400 VALIDATION_ERROR: `parentSeq` sent with `replyToSeq` but not its thread’s comment.',
        security: bearer,
        params: postParams,
        body: commentBody,
        response: responses(obj({ commentSeq: S.int, comment: communityReplySchema })),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      const { clientId } = request.body;
      const made = clientId ? await community.madeComment(userSeq, clientId) : null;
      if (made == null)
        await budget(
          `community-comment:${userSeq}`,
          app.config.rateLimits.communityCommentsPerUser,
          60,
          'COMMUNITY_COMMENTING_TOO_FAST',
        );
      const commentSeq =
        made ?? (await community.comment(userSeq, request.params.communitySeq, request.body, app.now()));
      return ok({ commentSeq, comment: await community.writtenComment(userSeq, commentSeq) });
    },
  );

  app.put(
    '/community/comments/:commentSeq',
    {
      ...auth,
      schema: {
        tags,
        summary: '댓글 수정 (내 댓글만)',
        security: bearer,
        params: commentParams,
        body: commentEditBody,
        response: responses(nullData),
      },
    },
    async (request) => {
      await community.editComment(
        currentUser(request).userSeq,
        request.params.commentSeq,
        request.body.content,
        app.now(),
      );
      return ok(null);
    },
  );

  app.delete(
    '/community/comments/:commentSeq',
    {
      ...auth,
      schema: {
        tags,
        summary: '댓글 삭제 (내 댓글만)',
        security: bearer,
        params: commentParams,
        response: responses(nullData),
      },
    },
    async (request) => {
      await community.removeComment(currentUser(request).userSeq, request.params.commentSeq, app.now());
      return ok(null);
    },
  );

  app.post(
    '/community/:communitySeq/report',
    {
      ...auth,
      schema: {
        tags,
        summary: '글 신고 (여러 명이 신고하면 검토 전까지 숨김)',
        description:
          'From then on the reporter no longer gets the post in the feed or search. The report that hides it ' +
          '(`hidden`) tells its author in 소식 (COMMUNITY, link `/my-info/community/feed`).',
        security: bearer,
        params: postParams,
        body: reportBody,
        response: responses(obj({ hidden: S.bool })),
      },
    },
    async (request) =>
      ok(
        await community.report(
          currentUser(request).userSeq,
          { type: 'POST', seq: request.params.communitySeq },
          request.body,
          app.now(),
        ),
      ),
  );

  app.post(
    '/community/comments/:commentSeq/report',
    {
      ...auth,
      schema: {
        tags,
        summary: '댓글 신고',
        description:
          'From then on the reporter gets the comment as `reported` (its content left out) in its thread.',
        security: bearer,
        params: commentParams,
        body: reportBody,
        response: responses(obj({ hidden: S.bool })),
      },
    },
    async (request) =>
      ok(
        await community.report(
          currentUser(request).userSeq,
          { type: 'COMMENT', seq: request.params.commentSeq },
          request.body,
          app.now(),
        ),
      ),
  );
}
