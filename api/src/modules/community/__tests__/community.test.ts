import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { REPORT_HIDE_THRESHOLD } from '../service.js';

type User = Awaited<ReturnType<TestContext['user']>>;
let t: TestContext;
let alice: User;
let bob: User;
let carol: User;
let dave: User;

beforeAll(async () => {
  t = await createTestContext({
    shops: 1,
    config: { rateLimits: { communityPostsPerUser: 100, communityCommentsPerUser: 100 } },
  });
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  carol = await t.user('carol@guardian.kr', '캐롤');
  dave = await t.user('dave@guardian.kr', '데이브');
});
afterAll(() => t.close());

const write = async (who: User, content: string, breedSeq: number | null = null) => {
  const res = await t.inject({
    method: 'POST',
    url: '/v2/community',
    headers: who.auth,
    payload: { content, breedSeq },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { communitySeq: number; [k: string]: unknown };
};
const get = (url: string, who?: User) => t.inject({ method: 'GET', url, headers: who?.auth });

describe('posts', () => {
  it('a written post is first in the public feed, with author, breed tag and counts', async () => {
    const post = await write(alice, '  오늘 한강에서 산책했어요 🐶  ', 2);
    expect(post).toMatchObject({
      content: '오늘 한강에서 산책했어요 🐶',
      breedSeq: 2,
      breedName: '푸들',
      author: { nickname: '앨리스' },
      likeCount: 0,
      commentCount: 0,
      liked: false,
      mine: true,
      photos: [],
    });
    const feed = await get('/v2/community');
    expect(feed.statusCode).toBe(200);
    expect(feed.json().data.items[0]).toMatchObject({ communitySeq: post.communitySeq, mine: false });
    const detail = await get(`/v2/community/${post.communitySeq}`);
    expect(detail.json().data.content).toBe('오늘 한강에서 산책했어요 🐶');
  });

  it('refuses bad input with Korean messages: empty, too long, unknown breed, logged out', async () => {
    const post = (payload: object, headers = alice.auth) =>
      t.inject({ method: 'POST', url: '/v2/community', headers, payload });
    expect((await post({ content: '   ' })).json().resultCode).toBe('VALIDATION_ERROR');
    expect((await post({ content: '가'.repeat(2001) })).json().resultCode).toBe('VALIDATION_ERROR');
    const breed = await post({ content: '품종이 이상해요', breedSeq: 99999 });
    expect(breed.statusCode).toBe(400);
    expect(breed.json()).toMatchObject({
      resultCode: 'COMMUNITY_INVALID_BREED',
      message: '품종 태그를 다시 선택해 주세요.',
    });
    const anonymous = await t.inject({ method: 'POST', url: '/v2/community', payload: { content: '익명' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('pages the feed newest first with a cursor, and by likes when popular', async () => {
    const seqs: number[] = [];
    for (let i = 0; i < 5; i++) seqs.push((await write(bob, `페이지 글 ${i}`, 5)).communitySeq);
    const first = (await get('/v2/community?size=2&breedSeq=5')).json().data;
    expect(first.items.map((p: { communitySeq: number }) => p.communitySeq)).toEqual([seqs[4], seqs[3]]);
    const second = (await get(`/v2/community?size=2&breedSeq=5&cursor=${first.nextCursor}`)).json().data;
    expect(second.items.map((p: { communitySeq: number }) => p.communitySeq)).toEqual([seqs[2], seqs[1]]);
    const last = (await get(`/v2/community?size=2&breedSeq=5&cursor=${second.nextCursor}`)).json().data;
    expect(last).toMatchObject({ nextCursor: null });
    expect(last.items).toHaveLength(1);

    for (const who of [alice, carol])
      await t.inject({ method: 'POST', url: `/v2/community/${seqs[1]}/like`, headers: who.auth });
    await t.inject({ method: 'POST', url: `/v2/community/${seqs[3]}/like`, headers: alice.auth });
    const popular = (await get('/v2/community?sort=POPULAR&size=2&breedSeq=5')).json().data;
    expect(popular.items.map((p: { communitySeq: number }) => p.communitySeq)).toEqual([seqs[1], seqs[3]]);
    const rest = (
      await get(`/v2/community?sort=POPULAR&size=10&breedSeq=5&cursor=${popular.nextCursor}`)
    ).json().data;
    expect(rest.items.map((p: { communitySeq: number }) => p.communitySeq)).toEqual([
      seqs[4],
      seqs[2],
      seqs[0],
    ]);
  });

  describe('the popular feed read while neighbours like and unlike', () => {
    const BREED = 11;
    const like = (who: User, seq: number, on = true) =>
      t.inject({ method: on ? 'POST' : 'DELETE', url: `/v2/community/${seq}/like`, headers: who.auth });
    const page = async (cursor: string | null, size = 2) => {
      const res = await get(
        `/v2/community?sort=POPULAR&size=${size}&breedSeq=${BREED}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { items: { communitySeq: number }[]; nextCursor: string | null };
      return { seqs: data.items.map((p) => p.communitySeq), next: data.nextCursor };
    };
    /** Five posts: [0] liked by three, [1] by two, [2] by one, [3] and [4] by none. */
    const fivePosts = async () => {
      const seqs: number[] = [];
      for (let i = 0; i < 5; i++) seqs.push((await write(bob, `인기 산책 ${i}`, BREED)).communitySeq);
      for (const [i, who] of [
        [0, alice],
        [0, carol],
        [0, dave],
        [1, alice],
        [1, carol],
        [2, alice],
      ] as const)
        await like(who, seqs[i]);
      return seqs;
    };
    const clear = async (seqs: number[]) => {
      for (const seq of seqs)
        await t.inject({ method: 'DELETE', url: `/v2/community/${seq}`, headers: bob.auth });
    };

    it('a post liked between two pages past the cursor still comes, on the next page, and none comes twice', async () => {
      const seqs = await fivePosts();
      const first = await page(null);
      expect(first.seqs).toEqual([seqs[0], seqs[1]]);
      // [4] was under the cursor (no likes); three likes take it over where the first page ended.
      for (const who of [alice, carol, dave]) await like(who, seqs[4]);
      const second = await page(first.next);
      expect(second.seqs).toEqual([seqs[4], seqs[2]]);
      const third = await page(second.next);
      expect(third).toEqual({ seqs: [seqs[3]], next: null });
      await clear(seqs);
    });

    it('a post shown on the first page and unliked before the second is not shown again', async () => {
      const seqs = await fivePosts();
      const first = await page(null);
      expect(first.seqs).toEqual([seqs[0], seqs[1]]);
      // [1] drops to no likes: by like count it now sorts after [2], under where the first page ended.
      for (const who of [alice, carol]) await like(who, seqs[1], false);
      const rest = await page(first.next, 10);
      expect(rest).toEqual({ seqs: [seqs[2], seqs[4], seqs[3]], next: null });
      await clear(seqs);
    });

    it('walks every post exactly once while likes keep changing between its pages', async () => {
      const seqs = await fivePosts();
      const people = [alice, carol, dave];
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let turn = 0; turn < 10; turn++) {
        const p = await page(cursor, 1);
        seen.push(...p.seqs);
        cursor = p.next;
        if (!cursor) break;
        // Someone likes a post not shown yet, someone unlikes one shown.
        const unseen = seqs.filter((s) => !seen.includes(s));
        if (unseen.length) await like(people[turn % 3], unseen[unseen.length - 1]);
        await like(people[(turn + 1) % 3], seen[0], false);
      }
      expect(seen).toHaveLength(seqs.length);
      expect([...seen].sort((a, b) => a - b)).toEqual(seqs);
      await clear(seqs);
    });

    it('a cursor from before (like count and seq) still pages by keyset; a forged walk cursor is refused', async () => {
      const seqs = await fivePosts();
      expect((await page('2_' + seqs[1], 10)).seqs).toEqual([seqs[2], seqs[4], seqs[3]]);
      for (const bad of ['p', 'p!!', 'pAA', `p${'_'.repeat(8)}`]) {
        const res = await get(`/v2/community?sort=POPULAR&breedSeq=${BREED}&cursor=${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().resultCode).toBe('VALIDATION_ERROR');
      }
      const walk = (await page(null)).next!;
      const newest = await get(`/v2/community?sort=NEWEST&breedSeq=${BREED}&cursor=${walk}`);
      expect(newest.json()).toMatchObject({ resultCode: 'VALIDATION_ERROR', message: expect.any(String) });
      await clear(seqs);
    });
  });

  it("editing or deleting someone else's post is refused and changes nothing", async () => {
    const post = await write(alice, '앨리스의 글', 2);
    const put = await t.inject({
      method: 'PUT',
      url: `/v2/community/${post.communitySeq}`,
      headers: bob.auth,
      payload: { content: '밥이 고친 글' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().resultCode).toBe('COMMUNITY_POST_NOT_FOUND');
    const del = await t.inject({
      method: 'DELETE',
      url: `/v2/community/${post.communitySeq}`,
      headers: bob.auth,
    });
    expect(del.statusCode).toBe(404);
    expect((await get(`/v2/community/${post.communitySeq}`)).json().data).toMatchObject({
      content: '앨리스의 글',
      breedSeq: 2,
    });

    const mine = await t.inject({
      method: 'PUT',
      url: `/v2/community/${post.communitySeq}`,
      headers: alice.auth,
      payload: { content: '앨리스가 고친 글', breedSeq: null },
    });
    expect(mine.json().data).toMatchObject({ content: '앨리스가 고친 글', breedSeq: null });
    expect(
      (await t.inject({ method: 'DELETE', url: `/v2/community/${post.communitySeq}`, headers: alice.auth }))
        .statusCode,
    ).toBe(200);
    expect((await get(`/v2/community/${post.communitySeq}`)).statusCode).toBe(404);
  });
});

describe('likes', () => {
  it('one like per person; liking twice or concurrently counts once; unlike takes it back', async () => {
    const post = await write(alice, '좋아요 눌러 주세요');
    const like = (who: User) =>
      t.inject({ method: 'POST', url: `/v2/community/${post.communitySeq}/like`, headers: who.auth });
    const results = await Promise.all(Array.from({ length: 8 }, () => like(bob)));
    for (const r of results) expect(r.statusCode).toBe(200);
    expect((await like(bob)).json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await like(carol)).json().data).toEqual({ liked: true, likeCount: 2 });
    expect((await get(`/v2/community/${post.communitySeq}`, bob)).json().data).toMatchObject({
      liked: true,
      likeCount: 2,
    });
    const unlike = await t.inject({
      method: 'DELETE',
      url: `/v2/community/${post.communitySeq}/like`,
      headers: bob.auth,
    });
    expect(unlike.json().data).toEqual({ liked: false, likeCount: 1 });
    const again = await t.inject({
      method: 'DELETE',
      url: `/v2/community/${post.communitySeq}/like`,
      headers: bob.auth,
    });
    expect(again.json().data).toEqual({ liked: false, likeCount: 1 });
    const [row] = await t.db
      .select()
      .from(communityPosts)
      .where(eq(communityPosts.communitySeq, post.communitySeq));
    expect(row.likeCount).toBe(1);
  });

  it('unliking one post answers not liked, though the person likes other posts', async () => {
    const liked = await write(alice, '이 글은 계속 좋아요');
    const post = await write(alice, '이 글은 좋아요를 취소해요');
    const url = (p: { communitySeq: number }) => `/v2/community/${p.communitySeq}/like`;
    await t.inject({ method: 'POST', url: url(liked), headers: bob.auth });
    await t.inject({ method: 'POST', url: url(post), headers: bob.auth });
    const unlike = await t.inject({ method: 'DELETE', url: url(post), headers: bob.auth });
    expect(unlike.json().data).toEqual({ liked: false, likeCount: 0 });
    expect((await get(`/v2/community/${post.communitySeq}`, bob)).json().data).toMatchObject({
      liked: false,
    });
  });

  it('liking needs a login', async () => {
    const post = await write(alice, '로그인 없이 좋아요?');
    expect(
      (await t.inject({ method: 'POST', url: `/v2/community/${post.communitySeq}/like` })).statusCode,
    ).toBe(401);
  });
});

describe('comments', () => {
  it('comments and one level of replies, shown as a thread; a deleted comment with replies says so', async () => {
    const post = await write(alice, '댓글 달아 주세요');
    const comment = (who: User, content: string, parentSeq?: number) =>
      t.inject({
        method: 'POST',
        url: `/v2/community/${post.communitySeq}/comments`,
        headers: who.auth,
        payload: { content, parentSeq },
      });
    const first = (await comment(bob, '귀여워요!')).json().data.commentSeq as number;
    const second = (await comment(carol, '어디 한강인가요?')).json().data.commentSeq as number;
    const reply = await comment(alice, '반포 한강공원이에요', second);
    expect(reply.statusCode).toBe(200);
    const replySeq = reply.json().data.commentSeq as number;
    const deeper = await comment(bob, '답글의 답글', replySeq);
    expect(deeper.json()).toMatchObject({ resultCode: 'COMMUNITY_REPLY_DEPTH' });

    const thread = (await get(`/v2/community/${post.communitySeq}/comments`, carol)).json().data;
    expect(thread).toMatchObject([
      { commentSeq: first, content: '귀여워요!', author: { nickname: '밥아저씨' }, mine: false, replies: [] },
      {
        commentSeq: second,
        mine: true,
        replies: [
          {
            commentSeq: replySeq,
            parentSeq: second,
            content: '반포 한강공원이에요',
            author: { nickname: '앨리스' },
          },
        ],
      },
    ]);
    expect((await get(`/v2/community/${post.communitySeq}`)).json().data.commentCount).toBe(3);

    // Someone else's comment: not found, nothing changes.
    const steal = await t.inject({
      method: 'PUT',
      url: `/v2/community/comments/${second}`,
      headers: bob.auth,
      payload: { content: '바꿈' },
    });
    expect(steal.statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'DELETE', url: `/v2/community/comments/${second}`, headers: bob.auth }))
        .statusCode,
    ).toBe(404);

    await t.inject({
      method: 'PUT',
      url: `/v2/community/comments/${first}`,
      headers: bob.auth,
      payload: { content: '정말 귀여워요!' },
    });
    await t.inject({ method: 'DELETE', url: `/v2/community/comments/${second}`, headers: carol.auth });
    const after = (await get(`/v2/community/${post.communitySeq}/comments`)).json().data;
    expect(after).toMatchObject([
      { commentSeq: first, content: '정말 귀여워요!', edited: expect.any(Boolean) },
      { commentSeq: second, deleted: true, content: null, author: null, replies: [{ commentSeq: replySeq }] },
    ]);
    // The reply goes too: the deleted comment has nothing left under it and disappears.
    await t.inject({ method: 'DELETE', url: `/v2/community/comments/${replySeq}`, headers: alice.auth });
    const end = (await get(`/v2/community/${post.communitySeq}/comments`)).json().data;
    expect(end.map((c: { commentSeq: number }) => c.commentSeq)).toEqual([first]);
    expect((await get(`/v2/community/${post.communitySeq}`)).json().data.commentCount).toBe(1);
  });

  it('a reply must answer a comment of the same post', async () => {
    const a = await write(alice, '글 A');
    const b = await write(alice, '글 B');
    const onA = (
      await t.inject({
        method: 'POST',
        url: `/v2/community/${a.communitySeq}/comments`,
        headers: bob.auth,
        payload: { content: 'A 댓글' },
      })
    ).json().data.commentSeq;
    const cross = await t.inject({
      method: 'POST',
      url: `/v2/community/${b.communitySeq}/comments`,
      headers: bob.auth,
      payload: { content: '엉뚱한 답글', parentSeq: onA },
    });
    expect(cross.json().resultCode).toBe('COMMUNITY_COMMENT_NOT_FOUND');
  });
});

describe('reports', () => {
  it(`a post reported by ${REPORT_HIDE_THRESHOLD} different people is hidden until reviewed`, async () => {
    const post = await write(alice, '광고 글입니다 싸게 팝니다');
    const report = (who: User) =>
      t.inject({
        method: 'POST',
        url: `/v2/community/${post.communitySeq}/report`,
        headers: who.auth,
        payload: { reason: 'SPAM' },
      });
    expect((await report(alice)).json().resultCode).toBe('COMMUNITY_CANNOT_REPORT_OWN');
    expect((await report(bob)).json().data).toEqual({ hidden: false });
    const twice = await report(bob);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().resultCode).toBe('COMMUNITY_ALREADY_REPORTED');
    expect((await report(carol)).json().data).toEqual({ hidden: false });
    expect((await report(dave)).json().data).toEqual({ hidden: true });

    expect((await get(`/v2/community/${post.communitySeq}`)).statusCode).toBe(404);
    const feed = (await get('/v2/community?size=50')).json().data.items;
    expect(feed.some((p: { communitySeq: number }) => p.communitySeq === post.communitySeq)).toBe(false);
    // The author still sees it, marked hidden.
    expect((await get(`/v2/community/${post.communitySeq}`, alice)).json().data).toMatchObject({
      hidden: true,
    });

    await t.app.services.community.review({ type: 'POST', seq: post.communitySeq }, true, new Date());
    expect((await get(`/v2/community/${post.communitySeq}`)).statusCode).toBe(200);
  });

  it('a reported comment is hidden in the thread', async () => {
    const post = await write(alice, '댓글 신고 테스트');
    const c = (
      await t.inject({
        method: 'POST',
        url: `/v2/community/${post.communitySeq}/comments`,
        headers: bob.auth,
        payload: { content: '나쁜 말' },
      })
    ).json().data.commentSeq;
    for (const who of [alice, carol, dave])
      await t.inject({
        method: 'POST',
        url: `/v2/community/comments/${c}/report`,
        headers: who.auth,
        payload: { reason: 'ABUSE' },
      });
    const thread = (await get(`/v2/community/${post.communitySeq}/comments`)).json().data;
    expect(thread).toMatchObject([{ commentSeq: c, hidden: true, content: null }]);
  });
});

describe('search', () => {
  it('finds Korean partial words anywhere in the text, every word, and by breed', async () => {
    const walk = await write(carol, '주말마다 올림픽공원 산책로를 걸어요', 7);
    const food = await write(carol, '사료를 바꿨더니 잘 먹어요', 7);
    const other = await write(dave, '올림픽공원 근처 동물병원 추천', 8);
    const seqs = async (q: string) =>
      ((await get(`/v2/community/search?${q}`)).json().data.items as { communitySeq: number }[]).map(
        (p) => p.communitySeq,
      );
    expect(await seqs(`keyword=${encodeURIComponent('산책')}`)).toContain(walk.communitySeq);
    expect(await seqs(`keyword=${encodeURIComponent('림픽공')}`)).toEqual([
      other.communitySeq,
      walk.communitySeq,
    ]);
    expect(await seqs(`keyword=${encodeURIComponent('올림픽 산책로')}`)).toEqual([walk.communitySeq]);
    expect(await seqs(`keyword=${encodeURIComponent('올림픽')}&breedSeq=8`)).toEqual([other.communitySeq]);
    expect(await seqs('breedSeq=7')).toEqual([food.communitySeq, walk.communitySeq]);
    expect(await seqs(`keyword=${encodeURIComponent('100%')}`)).toEqual([]);
    const paged = (await get(`/v2/community/search?keyword=${encodeURIComponent('올림픽')}&size=1`)).json()
      .data;
    expect(paged).toMatchObject({ page: 0, size: 1, total: 2, hasNext: true });
  });

  describe('paged by cursor while neighbours write, delete and report', () => {
    const WORD = '커서검색말';
    type SearchPage = {
      items: { communitySeq: number }[];
      total: number;
      hasNext: boolean;
      nextCursor: string | null;
    };
    const page = async (cursor: string | null, size = 2) => {
      const res = await get(
        `/v2/community/search?keyword=${encodeURIComponent(WORD)}&size=${size}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as SearchPage;
      return { ...data, seqs: data.items.map((p) => p.communitySeq) };
    };
    /** Five matching posts, oldest first (the search answers them newest first). */
    const fivePosts = async () => {
      const seqs: number[] = [];
      for (let i = 0; i < 5; i++) seqs.push((await write(bob, `${WORD} ${i}번째 글`)).communitySeq);
      return seqs;
    };
    const clear = async (seqs: number[]) => {
      for (const seq of seqs)
        await t.inject({ method: 'DELETE', url: `/v2/community/${seq}`, headers: bob.auth });
    };

    it('walks every match once, newest first, and says where it ends', async () => {
      const seqs = await fivePosts();
      const first = await page(null);
      expect(first).toMatchObject({ seqs: [seqs[4], seqs[3]], total: 5, hasNext: true });
      const second = await page(first.nextCursor);
      expect(second).toMatchObject({ seqs: [seqs[2], seqs[1]], total: 5, hasNext: true });
      const last = await page(second.nextCursor);
      expect(last).toMatchObject({ seqs: [seqs[0]], total: 5, hasNext: false, nextCursor: null });
      await clear(seqs);
    });

    it('a post deleted between pages does not make the next page skip a match', async () => {
      const seqs = await fivePosts();
      const first = await page(null);
      expect(first.seqs).toEqual([seqs[4], seqs[3]]);
      // The first page's newest post goes: by offset, page 2 would start one further down and skip seqs[2].
      await t.inject({ method: 'DELETE', url: `/v2/community/${seqs[4]}`, headers: bob.auth });
      const second = await page(first.nextCursor);
      expect(second.seqs).toEqual([seqs[2], seqs[1]]);
      expect(second.total).toBe(4);
      await clear(seqs);
    });

    it('a post hidden by reports between pages does not make the next page skip a match', async () => {
      const seqs = await fivePosts();
      const first = await page(null);
      for (const who of [alice, carol, dave])
        await t.inject({
          method: 'POST',
          url: `/v2/community/${seqs[3]}/report`,
          headers: who.auth,
          payload: { reason: 'SPAM' },
        });
      const second = await page(first.nextCursor);
      expect(second.seqs).toEqual([seqs[2], seqs[1]]);
      await clear(seqs);
    });

    it('a post written between pages is not repeated', async () => {
      const seqs = await fivePosts();
      const first = await page(null);
      expect(first.seqs).toEqual([seqs[4], seqs[3]]);
      // A new match comes first: by offset, page 2 would start one further up and show seqs[3] again.
      const written = (await write(carol, `${WORD} 새 글`)).communitySeq;
      const second = await page(first.nextCursor);
      expect(second.seqs).toEqual([seqs[2], seqs[1]]);
      expect(second.total).toBe(6);
      // Read again from the top, it is there.
      expect((await page(null)).seqs[0]).toBe(written);
      await clear(seqs);
      await t.inject({ method: 'DELETE', url: `/v2/community/${written}`, headers: carol.auth });
    });

    it('with a breed filter too, the cursor pages the filtered matches', async () => {
      const seqs: number[] = [];
      for (let i = 0; i < 4; i++)
        seqs.push((await write(bob, `${WORD} 품종 ${i}`, i % 2 ? 9 : 10)).communitySeq);
      const q = `keyword=${encodeURIComponent(WORD)}&breedSeq=9&size=1`;
      const first = (await get(`/v2/community/search?${q}`)).json().data as SearchPage;
      expect(first.items.map((p) => p.communitySeq)).toEqual([seqs[3]]);
      const second = (await get(`/v2/community/search?${q}&cursor=${first.nextCursor}`)).json()
        .data as SearchPage;
      expect(second).toMatchObject({ total: 2, hasNext: false, nextCursor: null });
      expect(second.items.map((p) => p.communitySeq)).toEqual([seqs[1]]);
      await clear(seqs);
    });

    it('a cursor that is not a seq, or sent with a page number, is 400 with a Korean message', async () => {
      for (const bad of ['abc', '0', '-3', '12_34', 'p123', '1.5', '0x10', '12345678901', '']) {
        const res = await get(
          `/v2/community/search?keyword=${encodeURIComponent(WORD)}&cursor=${encodeURIComponent(bad)}`,
        );
        expect(res.statusCode, bad).toBe(400);
        expect(res.json(), bad).toMatchObject({
          resultCode: 'VALIDATION_ERROR',
          data: { fields: [{ field: 'cursor', message: expect.stringMatching(/[가-힣]/) }] },
        });
      }
      const both = await get(`/v2/community/search?keyword=${encodeURIComponent(WORD)}&cursor=10&page=1`);
      expect(both.statusCode).toBe(400);
      expect(both.json()).toMatchObject({
        resultCode: 'VALIDATION_ERROR',
        data: { fields: [{ field: 'page', message: 'cursor, page 중 하나만 보내 주세요.' }] },
      });
    });

    it('a cursor past every post reads from the newest; an app from before still pages by number', async () => {
      const seqs = await fivePosts();
      expect((await page('9999999999')).seqs).toEqual([seqs[4], seqs[3]]);
      const old = (await get(`/v2/community/search?keyword=${encodeURIComponent(WORD)}&size=2&page=1`)).json()
        .data;
      expect(old).toMatchObject({ page: 1, size: 2, total: 5, hasNext: true });
      expect(old.items.map((p: { communitySeq: number }) => p.communitySeq)).toEqual([seqs[2], seqs[1]]);
      await clear(seqs);
    });
  });
});

describe('limits and moderation', () => {
  it('posting too fast answers 429 with its own Korean message', async () => {
    const ctx = await createTestContext({
      shops: 1,
      config: { rateLimits: { communityPostsPerUser: 2, communityCommentsPerUser: 1 } },
    });
    try {
      const u = await ctx.user('fast@guardian.kr', '빠른손');
      const post = () =>
        ctx.inject({ method: 'POST', url: '/v2/community', headers: u.auth, payload: { content: '도배' } });
      const first = (await post()).json().data.communitySeq;
      await post();
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ resultCode: 'COMMUNITY_POSTING_TOO_FAST' });
      expect(third.headers['retry-after']).toBeDefined();
      const comment = () =>
        ctx.inject({
          method: 'POST',
          url: `/v2/community/${first}/comments`,
          headers: u.auth,
          payload: { content: '댓글' },
        });
      expect((await comment()).statusCode).toBe(200);
      expect((await comment()).json().resultCode).toBe('COMMUNITY_COMMENTING_TOO_FAST');
    } finally {
      await ctx.close();
    }
  });

  it('a person blocked by moderation cannot post or comment, and reading still works', async () => {
    const spammer = await t.user('spam@guardian.kr', '스패머');
    const post = await write(alice, '차단 테스트 글');
    await t.app.services.community.block(spammer.userSeq, '광고 도배', null);
    const res = await t.inject({
      method: 'POST',
      url: '/v2/community',
      headers: spammer.auth,
      payload: { content: '또 광고' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      resultCode: 'COMMUNITY_WRITE_BLOCKED',
      message: expect.stringContaining('제한'),
    });
    const c = await t.inject({
      method: 'POST',
      url: `/v2/community/${post.communitySeq}/comments`,
      headers: spammer.auth,
      payload: { content: '광고 댓글' },
    });
    expect(c.json().resultCode).toBe('COMMUNITY_WRITE_BLOCKED');
    expect((await get('/v2/community', spammer)).statusCode).toBe(200);
  });
});

describe('my community', () => {
  it('my posts, the posts I liked, my comments and their counts', async () => {
    const me = await t.user('mine@guardian.kr', '나의기록');
    const mine = await write(me, '내가 쓴 글');
    const theirs = await write(bob, '밥의 글');
    await t.inject({ method: 'POST', url: `/v2/community/${theirs.communitySeq}/like`, headers: me.auth });
    await t.inject({
      method: 'POST',
      url: `/v2/community/${theirs.communitySeq}/comments`,
      headers: me.auth,
      payload: { content: '좋은 글이네요' },
    });
    const posts = (await get('/v2/community/my/posts', me)).json().data;
    expect(posts).toMatchObject({ total: 1, items: [{ communitySeq: mine.communitySeq, mine: true }] });
    const likes = (await get('/v2/community/my/likes', me)).json().data;
    expect(likes).toMatchObject({ total: 1, items: [{ communitySeq: theirs.communitySeq, liked: true }] });
    const comments = (await get('/v2/community/my/comments', me)).json().data;
    expect(comments).toMatchObject({
      total: 1,
      items: [
        {
          communitySeq: theirs.communitySeq,
          content: '좋은 글이네요',
          postExcerpt: '밥의 글',
          isReply: false,
        },
      ],
    });
    expect((await get('/v2/community/my/counts', me)).json().data).toEqual({
      posts: 1,
      likes: 1,
      comments: 1,
    });
    expect((await get('/v2/community/my/counts')).statusCode).toBe(401);
  });

  it("counts are each person's own, and leave out deleted posts, comments and likes of hidden posts", async () => {
    const ann = await t.user('counts-ann@guardian.kr', '앤');
    const cal = await t.user('counts-cal@guardian.kr', '칼');
    const kept = await write(ann, '남는 글');
    const gone = await write(ann, '지울 글');
    await write(ann, '세 번째 글');
    const theirs = await write(cal, '칼의 글');
    const hidden = await write(cal, '가려질 글');
    for (const post of [theirs, hidden, kept])
      await t.inject({ method: 'POST', url: `/v2/community/${post.communitySeq}/like`, headers: cal.auth });
    for (const content of ['하나', '둘'])
      await t.inject({
        method: 'POST',
        url: `/v2/community/${kept.communitySeq}/comments`,
        headers: cal.auth,
        payload: { content },
      });
    await t.inject({
      method: 'POST',
      url: `/v2/community/${gone.communitySeq}/comments`,
      headers: cal.auth,
      payload: { content: '사라질 댓글' },
    });
    expect((await get('/v2/community/my/counts', ann)).json().data).toEqual({
      posts: 3,
      likes: 0,
      comments: 0,
    });
    expect((await get('/v2/community/my/counts', cal)).json().data).toEqual({
      posts: 2,
      likes: 3,
      comments: 3,
    });

    await t.inject({ method: 'DELETE', url: `/v2/community/${gone.communitySeq}`, headers: ann.auth });
    // Hidden by reports (the reports test covers how); here only its effect on the counts matters.
    await t.db
      .update(communityPosts)
      .set({ hiddenAt: new Date() })
      .where(eq(communityPosts.communitySeq, hidden.communitySeq));
    expect((await get('/v2/community/my/counts', ann)).json().data).toEqual({
      posts: 2,
      likes: 0,
      comments: 0,
    });
    expect((await get('/v2/community/my/counts', cal)).json().data).toEqual({
      posts: 2,
      likes: 2,
      comments: 2,
    });
  });
});
