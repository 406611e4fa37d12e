/**
 * 차단하기: someone I blocked leaves my community. Their posts leave my feed (newest and popular) and search, their
 * comments read as blocked in place (the replies under them stay), their comments tell me nothing in 소식, and 설정
 * lists them until I unblock them. Nothing changes for them: they still see my posts and comments, and are not told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

type User = Awaited<ReturnType<TestContext['user']>>;
type Reply = { commentSeq: number; content: string | null; blocked: boolean; reported: boolean };
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
  return res.json().data.commentSeq as number;
};
const block = (who: User, userSeq: number, method: 'POST' | 'DELETE' = 'POST') =>
  t.inject({ method, url: `/v2/community/blocks/${userSeq}`, headers: who.auth });
const seqs = (res: { json(): { data: { items: { communitySeq: number }[] } } }) =>
  res.json().data.items.map((p) => p.communitySeq);
const threads = async (communitySeq: number, who?: User) => {
  const res = await get(`/v2/community/${communitySeq}/comment-threads`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as Thread[];
};
const blockedList = async (who: User) => {
  const res = await get('/v2/community/blocks', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: { userSeq: number; nickname: string }[]; total: number };
};

describe('blocking someone', () => {
  it('takes their posts out of my feed, popular feed and search at once; others (and they) still get them', async () => {
    const word = '차단후사라짐';
    const theirs = await post(carol, `${word} 콩이 산책 일기`);
    const others = await post(alice, `${word} 초코 산책 일기`);
    const mineSeq = await post(bob, `${word} 보리 산책 일기`);
    const res = await block(bob, carol.userSeq);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ userSeq: carol.userSeq, blocked: true });

    for (const url of ['/v2/community?size=50', '/v2/community?sort=POPULAR&size=50']) {
      expect(seqs(await get(url, bob))).not.toContain(theirs);
      expect(seqs(await get(url, bob))).toContain(others);
    }
    const search = await get(`/v2/community/search?keyword=${encodeURIComponent(word)}`, bob);
    expect(seqs(search)).toEqual([mineSeq, others]);
    expect(search.json().data.total).toBe(2);

    // Nothing changes for anyone else, nor for the one blocked (who still sees my post).
    for (const who of [alice, carol, undefined])
      expect(seqs(await get(`/v2/community/search?keyword=${encodeURIComponent(word)}`, who))).toEqual([
        mineSeq,
        others,
        theirs,
      ]);
    await block(bob, carol.userSeq, 'DELETE');
  });

  it('shows their comments to me as blocked in place, the replies under them kept; others see them', async () => {
    const seq = await post(alice, '차단 댓글 글');
    const theirs = await comment(carol, seq, '콩이누나의 댓글');
    const reply = await comment(alice, seq, '초코맘의 답글', theirs);
    const theirReply = await comment(carol, seq, '콩이누나의 답글', theirs);
    await block(bob, carol.userSeq);

    const mine = await threads(seq, bob);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ commentSeq: theirs, content: null, blocked: true, replyCount: 2 });
    expect(mine[0].replies).toMatchObject([
      { commentSeq: reply, content: '초코맘의 답글', blocked: false },
      { commentSeq: theirReply, content: null, blocked: true },
    ]);
    const replies = await get(`/v2/community/comments/${theirs}/replies`, bob);
    expect(replies.json().data.items).toMatchObject([{ blocked: false }, { blocked: true, content: null }]);

    for (const who of [alice, carol, undefined])
      expect((await threads(seq, who))[0]).toMatchObject({ content: '콩이누나의 댓글', blocked: false });
    await block(bob, carol.userSeq, 'DELETE');
    expect((await threads(seq, bob))[0]).toMatchObject({ content: '콩이누나의 댓글', blocked: false });
  });

  it('tells me nothing in 소식 of their comments and replies; the others still hear of them', async () => {
    const seq = await post(bob, '보리 사진 올려요');
    await block(bob, carol.userSeq);
    const mine = await comment(bob, seq, '보리아빠의 댓글');
    await comment(carol, seq, '콩이누나 댓글');
    await comment(carol, seq, '콩이누나 답글', mine);
    const alices = await comment(alice, seq, '초코맘 댓글');
    await comment(carol, seq, '초코맘에게 답글', alices);

    // Their notices about this post.
    const notices = async (who: User) => {
      const res = await get('/v2/notifications?size=50', who);
      return (res.json().data.items as { kind: string; title: string; link: string | null }[])
        .filter((n) => n.kind === 'COMMUNITY' && n.link?.startsWith(`/community/${seq}?`))
        .map((n) => n.title);
    };
    expect(await notices(bob)).toEqual(['초코맘님이 내 글에 댓글을 남겼어요']);
    expect(await notices(alice)).toEqual(['콩이누나님이 내 댓글에 답글을 남겼어요']);
    await block(bob, carol.userSeq, 'DELETE');
  });

  it('opened by a link, their post comes whole with blocked: true (not 404); for others, and once unblocked, not', async () => {
    const theirs = await post(carol, '콩이누나의 링크 글');
    await block(bob, carol.userSeq);

    const res = await get(`/v2/community/${theirs}`, bob);
    expect(res.statusCode, res.body).toBe(200);
    // The content still comes (backward compatible, and "보기" shows it): the screen holds it back.
    expect(res.json().data).toMatchObject({
      communitySeq: theirs,
      content: '콩이누나의 링크 글',
      author: { userSeq: carol.userSeq },
      blocked: true,
    });
    // Its comments still read (the screen asks for them once the post is shown).
    expect((await get(`/v2/community/${theirs}/comment-threads`, bob)).statusCode).toBe(200);
    for (const who of [alice, carol, undefined])
      expect((await get(`/v2/community/${theirs}`, who)).json().data.blocked).toBe(false);
    // The feed's posts are never blocked ones.
    const feed = await get('/v2/community?size=50', bob);
    expect(feed.json().data.items.every((p: { blocked: boolean }) => p.blocked === false)).toBe(true);

    await block(bob, carol.userSeq, 'DELETE');
    expect((await get(`/v2/community/${theirs}`, bob)).json().data.blocked).toBe(false);
  });

  it('leaves their posts out of 좋아요한 글 and its count, as from the feed; my comments on them stay mine', async () => {
    const me = await t.user('likes-blocker@guardian.kr', '좋아요쟁이');
    const theirs = await post(carol, '콩이누나의 좋아요 받은 글');
    const others = await post(alice, '초코맘의 좋아요 받은 글');
    for (const seq of [theirs, others])
      expect(
        (await t.inject({ method: 'POST', url: `/v2/community/${seq}/like`, headers: me.auth })).statusCode,
      ).toBe(200);
    const myComment = await comment(me, theirs, '콩이 귀여워요');
    const likes = async () => (await get('/v2/community/my/likes', me)).json().data;
    const counts = async () => (await get('/v2/community/my/counts', me)).json().data;
    expect(seqs(await get('/v2/community/my/likes', me))).toEqual([others, theirs]);

    await block(me, carol.userSeq);
    expect(await likes()).toMatchObject({ total: 1, items: [{ communitySeq: others }] });
    expect(await counts()).toMatchObject({ likes: 1, comments: 1 });
    // 내가 쓴 댓글 keeps what I wrote under their post: my own words.
    const mine = (await get('/v2/community/my/comments', me)).json().data;
    expect(mine).toMatchObject({ total: 1, items: [{ commentSeq: myComment, communitySeq: theirs }] });
    // Nothing changes for anyone else who liked it.
    await t.inject({ method: 'POST', url: `/v2/community/${theirs}/like`, headers: alice.auth });
    expect(seqs(await get('/v2/community/my/likes', alice))).toContain(theirs);

    await block(me, carol.userSeq, 'DELETE');
    expect((await likes()).total).toBe(2);
    expect(await counts()).toMatchObject({ likes: 2 });
  });

  it('is listed in 설정 (the latest first) until unblocked; both are the same when sent again', async () => {
    expect((await block(bob, carol.userSeq)).statusCode).toBe(200);
    expect((await block(bob, carol.userSeq)).statusCode).toBe(200);
    expect((await block(bob, alice.userSeq)).statusCode).toBe(200);
    const list = await blockedList(bob);
    expect(list.items.map((u) => [u.userSeq, u.nickname])).toEqual([
      [alice.userSeq, '초코맘'],
      [carol.userSeq, '콩이누나'],
    ]);
    expect(list.total).toBe(2);
    expect((await blockedList(carol)).items).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const res = await block(bob, carol.userSeq, 'DELETE');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ userSeq: carol.userSeq, blocked: false });
    }
    expect((await blockedList(bob)).items.map((u) => u.userSeq)).toEqual([alice.userSeq]);
    await block(bob, alice.userSeq, 'DELETE');
  });

  it('refuses myself (400), someone who does not exist (404) and no login (401), in Korean', async () => {
    const self = await block(bob, bob.userSeq);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      resultCode: 'COMMUNITY_CANNOT_BLOCK_SELF',
      message: '나를 차단할 수는 없어요.',
    });
    const nobody = await block(bob, 999_999);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ resultCode: 'COMMUNITY_USER_NOT_FOUND' });
    expect(
      (await t.inject({ method: 'POST', url: `/v2/community/blocks/${carol.userSeq}` })).statusCode,
    ).toBe(401);
    expect((await get('/v2/community/blocks')).statusCode).toBe(401);
    expect((await blockedList(bob)).items).toEqual([]);
  });
});
