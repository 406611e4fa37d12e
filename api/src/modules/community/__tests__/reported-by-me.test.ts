/**
 * What I reported leaves my screens at once, before enough people's reports hide it from everyone: a post leaves my
 * feed and search, a comment stays in its place as reported (its replies under it). Others still see both. And a
 * comment by the post's author says so (작성자).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

type User = Awaited<ReturnType<TestContext['user']>>;
type Reply = {
  commentSeq: number;
  content: string | null;
  reported: boolean;
  hidden: boolean;
  byPostAuthor: boolean;
};
type Thread = Reply & { replies: Reply[]; replyCount: number };
let t: TestContext;
let alice: User;
let bob: User;
let carol: User;

beforeAll(async () => {
  t = await createTestContext({
    shops: 1,
    config: { rateLimits: { communityPostsPerUser: 100, communityCommentsPerUser: 100 } },
  });
  alice = await t.user('alice@guardian.kr', '초코맘');
  bob = await t.user('bob@guardian.kr', '보리아빠');
  carol = await t.user('carol@guardian.kr', '콩이누나');
});
afterAll(() => t.close());

const get = (url: string, who?: User) => t.inject({ method: 'GET', url, headers: who?.auth });
const post = async (who: User, content: string) => {
  const res = await t.inject({
    method: 'POST',
    url: '/v2/community',
    headers: who.auth,
    payload: { content },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.communitySeq as number;
};
const comment = async (who: User, communitySeq: number, content: string, parentSeq: number | null = null) => {
  const res = await t.inject({
    method: 'POST',
    url: `/v2/community/${communitySeq}/comments`,
    headers: who.auth,
    payload: { content, parentSeq },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { commentSeq: number; comment: Reply };
};
const report = async (who: User, url: string) => {
  const res = await t.inject({ method: 'POST', url, headers: who.auth, payload: { reason: 'SPAM' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { hidden: boolean };
};
const seqs = (res: { json(): { data: { items: { communitySeq: number }[] } } }) =>
  res.json().data.items.map((p) => p.communitySeq);
const threads = async (communitySeq: number, who?: User) => {
  const res = await get(`/v2/community/${communitySeq}/comment-threads`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as Thread[];
};

describe('a post I reported', () => {
  it('leaves my feed and my search at once; others still get it; its page still opens by a link', async () => {
    const word = '신고후사라짐';
    const spam = await post(carol, `${word} 광고 글 싸게 팔아요`);
    const kept = await post(carol, `${word} 평범한 글`);
    expect(await report(bob, `/v2/community/${spam}/report`)).toEqual({ hidden: false });

    expect(seqs(await get('/v2/community?size=50', bob))).not.toContain(spam);
    expect(seqs(await get('/v2/community?size=50', bob))).toContain(kept);
    expect(seqs(await get('/v2/community?sort=POPULAR&size=50', bob))).not.toContain(spam);
    const search = await get(`/v2/community/search?keyword=${encodeURIComponent(word)}`, bob);
    expect(seqs(search)).toEqual([kept]);
    expect(search.json().data.total).toBe(1);

    for (const who of [alice, undefined]) {
      expect(seqs(await get('/v2/community?size=50', who))).toContain(spam);
      expect(seqs(await get(`/v2/community/search?keyword=${encodeURIComponent(word)}`, who))).toEqual([
        kept,
        spam,
      ]);
    }
    expect((await get(`/v2/community/${spam}`, bob)).statusCode).toBe(200);
  });
});

describe('a comment I reported', () => {
  it('shows to me as reported in its place, without its text, its replies still under it; others see it', async () => {
    const seq = await post(alice, '댓글 신고 글');
    const bad = (await comment(carol, seq, '나쁜 댓글')).commentSeq;
    const reply = (await comment(alice, seq, '답글은 그대로', bad)).commentSeq;
    const other = (await comment(carol, seq, '다른 댓글')).commentSeq;
    expect(await report(bob, `/v2/community/comments/${bad}/report`)).toEqual({ hidden: false });

    const mine = await threads(seq, bob);
    expect(mine.map((c) => c.commentSeq)).toEqual([bad, other]);
    expect(mine[0]).toMatchObject({ content: null, reported: true, hidden: false, replyCount: 1 });
    expect(mine[0].replies).toMatchObject([{ commentSeq: reply, content: '답글은 그대로', reported: false }]);
    expect(mine[1]).toMatchObject({ content: '다른 댓글', reported: false });

    for (const who of [alice, undefined])
      expect((await threads(seq, who))[0]).toMatchObject({ content: '나쁜 댓글', reported: false });
  });

  it('a reply I reported reads as reported in the thread and in the page of its replies', async () => {
    const seq = await post(alice, '답글 신고 글');
    const c = (await comment(alice, seq, '댓글')).commentSeq;
    const bad = (await comment(carol, seq, '나쁜 답글', c)).commentSeq;
    await report(bob, `/v2/community/comments/${bad}/report`);
    expect((await threads(seq, bob))[0].replies).toMatchObject([
      { commentSeq: bad, content: null, reported: true },
    ]);
    const page = await get(`/v2/community/comments/${c}/replies`, bob);
    expect(page.json().data.items).toMatchObject([{ commentSeq: bad, content: null, reported: true }]);
    const around = await get(`/v2/community/${seq}/comment-threads?around=${bad}`, bob);
    expect(around.json().data.items[0].replies).toMatchObject([{ commentSeq: bad, reported: true }]);
  });
});

describe("the post author's comments (작성자)", () => {
  it('are marked in the thread, in a page of replies and in the comment just written; no one else is', async () => {
    const seq = await post(alice, '작성자 표시 글');
    const fromAuthor = await comment(alice, seq, '작성자의 댓글');
    expect(fromAuthor.comment.byPostAuthor).toBe(true);
    const fromBob = await comment(bob, seq, '보리아빠의 댓글');
    expect(fromBob.comment.byPostAuthor).toBe(false);
    const reply = await comment(alice, seq, '작성자의 답글', fromBob.commentSeq);
    expect(reply.comment.byPostAuthor).toBe(true);
    await comment(carol, seq, '콩이누나의 답글', fromBob.commentSeq);

    const list = await threads(seq, carol);
    expect(list.map((c) => [c.byPostAuthor, c.replies.map((r) => r.byPostAuthor)])).toEqual([
      [true, []],
      [false, [true, false]],
    ]);
    const replies = await get(`/v2/community/comments/${fromBob.commentSeq}/replies`);
    expect(replies.json().data.items.map((r: Reply) => r.byPostAuthor)).toEqual([true, false]);
    // Deleted, it names no one.
    await t.inject({
      method: 'DELETE',
      url: `/v2/community/comments/${reply.commentSeq}`,
      headers: alice.auth,
    });
    await t.inject({
      method: 'DELETE',
      url: `/v2/community/comments/${fromAuthor.commentSeq}`,
      headers: alice.auth,
    });
    expect((await threads(seq)).map((c) => c.byPostAuthor)).toEqual([false]);
  });
});
