import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

/**
 * A popular post (a lost dog, a giveaway) with more than a thousand comments, all written in one instant (a seed,
 * a burst), with replies, deleted and hidden ones: read page by page as the post's screen reads it, and by an app
 * from before paging.
 */
type User = Awaited<ReturnType<TestContext['user']>>;
type Comment = {
  commentSeq: number;
  parentSeq: number | null;
  content: string | null;
  deleted: boolean;
  hidden: boolean;
  mine: boolean;
};
type Thread = Comment & { replies: Comment[]; replyCount: number; newerReplyCount: number };
type Page<T> = {
  items: T[];
  nextCursor: string | null;
  nextCount: number;
  newerCursor: string | null;
  newerCount: number;
};
type ThreadPage = Page<Thread> & {
  anchor: { commentSeq: number; threadSeq: number; deleted: boolean } | null;
};

const TOP = 1100;
const SAME_INSTANT = '2026-03-01T03:00:00Z';

let t: TestContext;
let alice: User;
let bob: User;
let communitySeq: number;
/** Seqs of the top-level comments, oldest first. */
let tops: number[];
/** The comment with many replies, its replies (oldest first), and the special ones. */
let busy: number;
let busyReplies: number[];
let deletedWithReply: number;
let deletedAlone: number;
let hidden: number;

beforeAll(async () => {
  t = await createTestContext({
    shops: 1,
    config: { rateLimits: { communityPostsPerUser: 100, communityCommentsPerUser: 100 } },
  });
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  const post = await t.inject({
    method: 'POST',
    url: '/v2/community',
    headers: alice.auth,
    payload: { content: '강아지를 찾아요' },
  });
  communitySeq = post.json().data.communitySeq;
  const at = sql`${SAME_INSTANT}::timestamptz`;
  await t.db
    .execute(sql`insert into community_comments (community_seq, user_seq, content, created_at, updated_at)
    select ${communitySeq}, ${bob.userSeq}, '댓글 ' || i, ${at}, ${at} from generate_series(1, ${TOP}) i`);
  const rows = await t.db.execute(
    sql`select comment_seq from community_comments where community_seq = ${communitySeq} order by comment_seq`,
  );
  tops = (Array.isArray(rows) ? rows : (rows as unknown as { rows: unknown[] }).rows).map((r) =>
    Number((r as { comment_seq: number }).comment_seq),
  );
  // Near the newest end (the first pages), so the pages below hold them.
  busy = tops[TOP - 5];
  deletedWithReply = tops[TOP - 8];
  deletedAlone = tops[TOP - 9];
  hidden = tops[TOP - 30];
  await t.db
    .execute(sql`insert into community_comments (community_seq, user_seq, parent_seq, content, created_at, updated_at)
    select ${communitySeq}, ${alice.userSeq}, ${busy}, '답글 ' || i, ${at}, ${at} from generate_series(1, 30) i`);
  await t.db
    .execute(sql`insert into community_comments (community_seq, user_seq, parent_seq, content, created_at, updated_at)
    values (${communitySeq}, ${alice.userSeq}, ${deletedWithReply}, '남은 답글', ${at}, ${at}),
           (${communitySeq}, ${alice.userSeq}, ${busy}, '지운 답글', ${at}, ${at})`);
  const replyRows = await t.db.execute(
    sql`select comment_seq from community_comments where parent_seq = ${busy} and content <> '지운 답글' order by comment_seq`,
  );
  busyReplies = (
    Array.isArray(replyRows) ? replyRows : (replyRows as unknown as { rows: unknown[] }).rows
  ).map((r) => Number((r as { comment_seq: number }).comment_seq));
  await t.db.execute(sql`update community_comments set deleted_at = now()
    where comment_seq in (${deletedWithReply}, ${deletedAlone}) or content = '지운 답글'`);
  await t.db.execute(sql`update community_comments set hidden_at = now() where comment_seq = ${hidden}`);
  await t.db.execute(sql`update community_posts set comment_count = ${TOP - 2 + 31}
    where community_seq = ${communitySeq}`);
});
afterAll(() => t.close());

const get = async <T>(url: string, who?: User) => {
  const res = await t.inject({ method: 'GET', url, headers: who?.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const threadPage = (size: number, cursor?: string | null, who?: User) =>
  get<ThreadPage>(
    `/v2/community/${communitySeq}/comment-threads?size=${size}${cursor ? `&cursor=${cursor}` : ''}`,
    who,
  );
const seqs = (items: { commentSeq: number }[]) => items.map((c) => c.commentSeq);
/** What the thread list shows: every top-level comment but the one deleted with nothing under it. */
const shown = () => tops.filter((s) => s !== deletedAlone);

describe('a post with more than a thousand comments, read page by page', () => {
  it('the first page is the newest comments, oldest first, and says how many the next page holds', async () => {
    const page = await threadPage(20);
    expect(seqs(page.items)).toEqual(shown().slice(-20));
    expect(page.nextCount).toBe(20);
    expect(page.nextCursor).toBe(String(page.items[0].commentSeq));
    expect(page).toMatchObject({ newerCursor: null, newerCount: 0, anchor: null });
  });

  it.each([37, 50])(
    'walking back by cursor (size %i) gives every comment once, in order, and ends with nothing more',
    async (size) => {
      const walked: number[] = [];
      let cursor: string | null = null;
      for (;;) {
        const page: Page<Thread> = await threadPage(size, cursor);
        const left = shown().length - walked.length - page.items.length;
        expect(page.items.length).toBe(Math.min(size, shown().length - walked.length));
        expect(page.nextCount).toBe(Math.min(size, left));
        // What lies after it: the pages already walked (none after the newest).
        expect(page.newerCount).toBe(Math.min(size, walked.length));
        expect(page.newerCursor).toBe(walked.length ? String(page.items.at(-1)!.commentSeq) : null);
        walked.unshift(...seqs(page.items));
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      expect(walked).toEqual(shown());
    },
  );

  it('threads come whole: the newest 3 replies and how many there are; deleted and hidden ones say so', async () => {
    const page = await threadPage(20);
    const byseq = new Map(page.items.map((c) => [c.commentSeq, c]));
    expect(byseq.get(busy)).toMatchObject({ replyCount: 30, content: `댓글 ${TOP - 4}` });
    expect(seqs(byseq.get(busy)!.replies)).toEqual(busyReplies.slice(-3));
    expect(byseq.get(deletedWithReply)).toMatchObject({
      deleted: true,
      content: null,
      replyCount: 1,
      replies: [{ content: '남은 답글' }],
    });
    expect(byseq.has(deletedAlone)).toBe(false);
    const older = await threadPage(20, page.nextCursor);
    expect(older.items.find((c) => c.commentSeq === hidden)).toMatchObject({ hidden: true, content: null });
  });

  it("a comment's replies page back from the ones the thread shows, each once, and end", async () => {
    const thread = (await threadPage(20)).items.find((c) => c.commentSeq === busy)!;
    const walked = seqs(thread.replies);
    let cursor: string | null = String(walked[0]);
    const counts: number[] = [];
    while (cursor) {
      const page: Page<Comment> = await get(
        `/v2/community/comments/${busy}/replies?size=20&cursor=${cursor}`,
      );
      counts.push(page.items.length, page.nextCount);
      walked.unshift(...seqs(page.items));
      cursor = page.nextCursor;
    }
    expect(counts).toEqual([20, 7, 7, 0]);
    expect(walked).toEqual(busyReplies);
  });

  it('comments written and deleted mid-walk neither repeat nor skip one on the next page', async () => {
    const first = await threadPage(20);
    const written = await t.inject({
      method: 'POST',
      url: `/v2/community/${communitySeq}/comments`,
      headers: alice.auth,
      payload: { content: '방금 본 것 같아요' },
    });
    expect(written.statusCode, written.body).toBe(200);
    const gone = first.items[5].commentSeq;
    await t.db.execute(sql`update community_comments set deleted_at = now() where comment_seq = ${gone}`);
    const next = await threadPage(20, first.nextCursor);
    const before = shown().filter((s) => s < first.items[0].commentSeq);
    expect(seqs(next.items)).toEqual(before.slice(-20));
    const newest = await threadPage(20);
    expect(newest.items.at(-1)).toMatchObject({ content: '방금 본 것 같아요', mine: false });
    expect(seqs(newest.items)).not.toContain(gone);
    await t.db.execute(sql`update community_comments set deleted_at = null where comment_seq = ${gone}`);
    tops.push(written.json().data.commentSeq);
  });

  it('writing answers the comment as the thread shows it, not the whole list again', async () => {
    const countBefore = (await get<{ commentCount: number }>(`/v2/community/${communitySeq}`)).commentCount;
    const res = await t.inject({
      method: 'POST',
      url: `/v2/community/${communitySeq}/comments`,
      headers: alice.auth,
      payload: { content: '  저도 찾아볼게요 ', parentSeq: busy },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['comment', 'commentSeq']);
    expect(data.comment).toMatchObject({
      commentSeq: data.commentSeq,
      parentSeq: busy,
      content: '저도 찾아볼게요',
      mine: true,
      deleted: false,
      author: { nickname: '앨리스' },
    });
    expect((await get<{ commentCount: number }>(`/v2/community/${communitySeq}`)).commentCount).toBe(
      countBefore + 1,
    );
    const thread = (await threadPage(20)).items.find((c) => c.commentSeq === busy)!;
    expect(thread.replyCount).toBe(31);
    expect(thread.replies.at(-1)).toMatchObject({ commentSeq: data.commentSeq });
    busyReplies.push(data.commentSeq);
  });

  it('an app from before paging (no parameters) gets the newest 50 threads, the one just written among them', async () => {
    const list = await get<Thread[]>(`/v2/community/${communitySeq}/comments`, alice);
    expect(seqs(list)).toEqual(shown().slice(-50));
    expect(list.at(-1)).toMatchObject({ content: '방금 본 것 같아요', mine: true });
    const thread = list.find((c) => c.commentSeq === busy)!;
    expect(seqs(thread.replies)).toEqual(busyReplies.slice(-20));
    expect(thread.replyCount).toBe(31);
  });
});

describe('a link to one comment (내가 쓴 댓글): the page around it', () => {
  const around = (commentSeq: number, size = 20, who?: User) =>
    get<ThreadPage>(`/v2/community/${communitySeq}/comment-threads?size=${size}&around=${commentSeq}`, who);
  /** Every thread from a page on, by `cursor` (older) and `after` (newer) until each says there is no more. */
  const walkBothWays = async (first: ThreadPage, size: number) => {
    const walked = seqs(first.items);
    for (let cursor = first.nextCursor; cursor;) {
      const page = await threadPage(size, cursor);
      expect(page.newerCursor).toBe(String(page.items.at(-1)!.commentSeq));
      walked.unshift(...seqs(page.items));
      cursor = page.nextCursor;
    }
    for (let after = first.newerCursor; after;) {
      const page = await get<ThreadPage>(
        `/v2/community/${communitySeq}/comment-threads?size=${size}&after=${after}`,
      );
      expect(page.nextCursor).toBe(String(page.items[0].commentSeq));
      walked.push(...seqs(page.items));
      after = page.newerCursor;
    }
    return walked;
  };

  it('an old comment opens in the middle of its page, and paging on both ways gives every comment once', async () => {
    const target = shown()[200];
    const page = await around(target);
    const at = shown().indexOf(target);
    expect(seqs(page.items)).toEqual(shown().slice(at - 9, at + 11));
    expect(page.anchor).toEqual({ commentSeq: target, threadSeq: target, deleted: false });
    expect(page).toMatchObject({
      nextCursor: String(shown()[at - 9]),
      nextCount: 20,
      newerCursor: String(shown()[at + 10]),
      newerCount: 20,
    });
    expect(await walkBothWays(page, 20)).toEqual(shown());
  });

  it('near either end the page fills from the other side, and says nothing lies beyond that end', async () => {
    const newest = await around(shown().at(-2)!);
    expect(seqs(newest.items)).toEqual(shown().slice(-20));
    expect(newest).toMatchObject({ newerCursor: null, newerCount: 0, nextCount: 20 });
    const oldest = await around(shown()[1], 7);
    expect(seqs(oldest.items)).toEqual(shown().slice(0, 7));
    expect(oldest).toMatchObject({ nextCursor: null, nextCount: 0, newerCount: 7 });
    expect(await walkBothWays(oldest, 7)).toEqual(shown());
  });

  it('a reply deep in a busy thread opens that thread at it; its older and newer replies page on from there', async () => {
    const target = busyReplies[10];
    const page = await around(target);
    expect(page.anchor).toEqual({ commentSeq: target, threadSeq: busy, deleted: false });
    const thread = page.items.find((c) => c.commentSeq === busy)!;
    expect(seqs(thread.replies)).toEqual(busyReplies.slice(9, 12));
    expect(thread).toMatchObject({
      replyCount: busyReplies.length,
      newerReplyCount: busyReplies.length - 12,
    });
    // The other threads keep their newest replies.
    const other = page.items.find((c) => c.commentSeq === deletedWithReply);
    expect(other).toMatchObject({ replyCount: 1, newerReplyCount: 0, replies: [{ content: '남은 답글' }] });

    const walked = seqs(thread.replies);
    for (let cursor: string | null = String(walked[0]); cursor;) {
      const older: Page<Comment> = await get(
        `/v2/community/comments/${busy}/replies?size=4&cursor=${cursor}`,
      );
      walked.unshift(...seqs(older.items));
      cursor = older.nextCursor;
    }
    for (let after: string | null = String(walked.at(-1)); after;) {
      const newer: Page<Comment> = await get(`/v2/community/comments/${busy}/replies?size=4&after=${after}`);
      expect(newer.nextCursor).toBe(String(newer.items[0].commentSeq));
      walked.push(...seqs(newer.items));
      after = newer.newerCursor;
    }
    expect(walked).toEqual(busyReplies);
  });

  it('the newest reply opens its thread as the thread shows it anyway, with nothing newer', async () => {
    const page = await around(busyReplies.at(-1)!);
    const thread = page.items.find((c) => c.commentSeq === busy)!;
    expect(seqs(thread.replies)).toEqual(busyReplies.slice(-3));
    expect(thread.newerReplyCount).toBe(0);
  });

  it('a comment or a reply deleted since opens where it was and says it was deleted', async () => {
    const alone = await around(deletedAlone);
    expect(alone.anchor).toEqual({ commentSeq: deletedAlone, threadSeq: deletedAlone, deleted: true });
    expect(seqs(alone.items)).not.toContain(deletedAlone);
    const at = shown().findIndex((s) => s > deletedAlone);
    expect(seqs(alone.items)).toContain(shown()[at - 1]);
    expect(seqs(alone.items)).toContain(shown()[at]);

    const rows = await t.db.execute(
      sql`select comment_seq from community_comments where content = '지운 답글' and parent_seq = ${busy}`,
    );
    const gone = Number(
      (
        (Array.isArray(rows) ? rows : (rows as unknown as { rows: unknown[] }).rows)[0] as {
          comment_seq: number;
        }
      ).comment_seq,
    );
    const reply = await around(gone);
    expect(reply.anchor).toEqual({ commentSeq: gone, threadSeq: busy, deleted: true });
    const thread = reply.items.find((c) => c.commentSeq === busy)!;
    expect(seqs(thread.replies)).not.toContain(gone);
    expect(thread.replies.length).toBeGreaterThan(0);
  });

  it("a comment of another post, or of none, is not found; the post's own still opens", async () => {
    const other = await t.inject({
      method: 'POST',
      url: '/v2/community',
      headers: bob.auth,
      payload: { content: '다른 글' },
    });
    const otherSeq = other.json().data.communitySeq;
    for (const url of [
      `/v2/community/${otherSeq}/comment-threads?around=${busy}`,
      `/v2/community/${communitySeq}/comment-threads?around=2147483647`,
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({
        resultCode: 'COMMUNITY_COMMENT_NOT_FOUND',
        message: '댓글을 찾을 수 없어요.',
      });
    }
  });

  it('a comment on a post deleted since answers that the post is gone', async () => {
    const gone = await t.inject({
      method: 'POST',
      url: '/v2/community',
      headers: bob.auth,
      payload: { content: '곧 지울 글' },
    });
    const goneSeq = gone.json().data.communitySeq;
    const c = await t.inject({
      method: 'POST',
      url: `/v2/community/${goneSeq}/comments`,
      headers: alice.auth,
      payload: { content: '남긴 댓글' },
    });
    await t.inject({ method: 'DELETE', url: `/v2/community/${goneSeq}`, headers: bob.auth });
    const res = await t.inject({
      method: 'GET',
      url: `/v2/community/${goneSeq}/comment-threads?around=${c.json().data.commentSeq}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().resultCode).toBe('COMMUNITY_POST_NOT_FOUND');
  });
});

describe('bad paging input and what is not there', () => {
  it.each([
    'cursor=abc',
    'cursor=0',
    'cursor=-1',
    'cursor=1.5',
    'cursor=12345678901',
    'after=abc',
    'after=0',
    'size=0',
    'size=51',
    'size=x',
  ])('%s is 400 VALIDATION_ERROR naming the field', async (q) => {
    for (const url of [
      `/v2/community/${communitySeq}/comment-threads?${q}`,
      `/v2/community/comments/${busy}/replies?${q}`,
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        resultCode: 'VALIDATION_ERROR',
        data: { fields: [{ field: q.split('=')[0] }] },
      });
    }
  });

  it.each(['around=0', 'around=x', 'around=2147483648'])(
    '%s is 400 VALIDATION_ERROR naming the field',
    async (q) => {
      const res = await t.inject({
        method: 'GET',
        url: `/v2/community/${communitySeq}/comment-threads?${q}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        resultCode: 'VALIDATION_ERROR',
        data: { fields: [{ field: 'around' }] },
      });
    },
  );

  it('more than one way to page at once is 400 VALIDATION_ERROR naming the extra one', async () => {
    for (const [url, field] of [
      [`/v2/community/${communitySeq}/comment-threads?cursor=9&around=${busy}`, 'around'],
      [`/v2/community/${communitySeq}/comment-threads?cursor=9&after=5`, 'after'],
      [`/v2/community/comments/${busy}/replies?cursor=9&after=5`, 'after'],
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ resultCode: 'VALIDATION_ERROR', data: { fields: [{ field }] } });
    }
  });

  it('a cursor past every comment reads from the newest', async () => {
    const page = await threadPage(5, '2147483647');
    expect(seqs(page.items)).toEqual(shown().slice(-5));
    expect(seqs((await threadPage(5, '9999999999')).items)).toEqual(shown().slice(-5));
  });

  it('replies of a reply, of no comment, or of a comment on a hidden post are not found', async () => {
    for (const url of [
      `/v2/community/comments/${busyReplies[0]}/replies`,
      '/v2/community/comments/2147483647/replies',
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().resultCode).toBe('COMMUNITY_COMMENT_NOT_FOUND');
    }
    await t.db.execute(
      sql`update community_posts set hidden_at = now() where community_seq = ${communitySeq}`,
    );
    try {
      for (const url of [
        `/v2/community/comments/${busy}/replies`,
        `/v2/community/${communitySeq}/comment-threads`,
      ])
        expect((await t.inject({ method: 'GET', url, headers: bob.auth })).statusCode).toBe(404);
      // Its author still reads them.
      expect((await threadPage(5, null, alice)).items).toHaveLength(5);
    } finally {
      await t.db.execute(
        sql`update community_posts set hidden_at = null where community_seq = ${communitySeq}`,
      );
    }
  });
});

describe("the post's comment count", () => {
  it('a comment removed by moderation leaves the count once, as a delete by its author does', async () => {
    const count = async () =>
      (await get<{ commentCount: number }>(`/v2/community/${communitySeq}`)).commentCount;
    const before = await count();
    const review = t.app.services.community.review;
    await review.call(t.app.services.community, { type: 'COMMENT', seq: tops[3] }, false, new Date());
    expect(await count()).toBe(before - 1);
    await review.call(t.app.services.community, { type: 'COMMENT', seq: tops[3] }, false, new Date());
    expect(await count()).toBe(before - 1);
  });
});
