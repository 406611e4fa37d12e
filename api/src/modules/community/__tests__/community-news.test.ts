/**
 * 소식 (kind COMMUNITY) from the community: a comment on my post, a reply to my comment, my post hidden by reports.
 * Each person hears of a comment once and never of their own; opening the post at that comment reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { REPORT_HIDE_THRESHOLD } from '../service.js';

type User = Awaited<ReturnType<TestContext['user']>>;
type Notice = { kind: string; title: string; body: string; link: string | null; readAt: string | null };
let t: TestContext;
let alice: User;
let bob: User;
let carol: User;
let dave: User;
let erin: User;

beforeAll(async () => {
  t = await createTestContext({
    shops: 1,
    config: { rateLimits: { communityPostsPerUser: 100, communityCommentsPerUser: 100 } },
  });
  alice = await t.user('alice@guardian.kr', '초코맘');
  bob = await t.user('bob@guardian.kr', '보리아빠');
  carol = await t.user('carol@guardian.kr', '콩이누나');
  dave = await t.user('dave@guardian.kr', '데이브');
  erin = await t.user('erin@guardian.kr', '에린');
});
afterAll(() => t.close());

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
const comment = async (
  who: User,
  communitySeq: number,
  content: string,
  parentSeq: number | null = null,
  clientId?: string,
) => {
  const res = await t.inject({
    method: 'POST',
    url: `/v2/community/${communitySeq}/comments`,
    headers: who.auth,
    payload: { content, parentSeq, ...(clientId ? { clientId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.commentSeq as number;
};
/** The person's community notices, newest first. */
const notices = async (who: User): Promise<Notice[]> => {
  const res = await t.inject({ method: 'GET', url: '/v2/notifications?size=50', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as Notice[]).filter((n) => n.kind === 'COMMUNITY');
};
/** Titles of the notices about this comment (its link), for each person. */
const about = async (communitySeq: number, commentSeq: number, people: User[]) => {
  const link = `/community/${communitySeq}?comment=${commentSeq}`;
  return Promise.all(
    people.map(async (p) => (await notices(p)).filter((n) => n.link === link).map((n) => n.title)),
  );
};

describe('comments and replies in 소식', () => {
  it("tells the post's author of a comment, with its start, opening the post at it; not the writer", async () => {
    const seq = await post(alice, '오늘 초코랑 한강 산책했어요');
    const long = `저희 보리도 한강 좋아해요! ${'산책 '.repeat(30)}`;
    const c = await comment(bob, seq, long);
    const [mine] = await notices(alice);
    expect(mine).toMatchObject({
      kind: 'COMMUNITY',
      title: '보리아빠님이 내 글에 댓글을 남겼어요',
      link: `/community/${seq}?comment=${c}`,
      readAt: null,
    });
    expect(mine.body.startsWith('저희 보리도 한강 좋아해요! 산책')).toBe(true);
    expect(mine.body.endsWith('…')).toBe(true);
    expect([...mine.body].length).toBeLessThanOrEqual(61);
    expect(await about(seq, c, [bob])).toEqual([[]]);
  });

  it("tells the comment's author of a reply, and the post's author of it as a comment", async () => {
    const seq = await post(alice, '답글 알림 글');
    const c = await comment(bob, seq, '보리아빠의 댓글');
    const r = await comment(carol, seq, '콩이누나의 답글', c);
    expect(await about(seq, r, [alice, bob, carol])).toEqual([
      ['콩이누나님이 내 글에 댓글을 남겼어요'],
      ['콩이누나님이 내 댓글에 답글을 남겼어요'],
      [],
    ]);
  });

  it("the post's author who also wrote the comment replied to hears of it once, as a reply", async () => {
    const seq = await post(alice, '내 글의 내 댓글');
    const c = await comment(alice, seq, '작성자 댓글');
    expect(await about(seq, c, [alice])).toEqual([[]]);
    const r = await comment(bob, seq, '작성자 댓글에 답글', c);
    expect(await about(seq, r, [alice, bob])).toEqual([['보리아빠님이 내 댓글에 답글을 남겼어요'], []]);
  });

  it('never for my own comment or reply: replying under my comment tells only the post author', async () => {
    const seq = await post(alice, '내 댓글에 내가 답글');
    const c = await comment(bob, seq, '댓글');
    const own = await comment(bob, seq, '내가 단 답글', c);
    expect(await about(seq, own, [alice, bob])).toEqual([['보리아빠님이 내 글에 댓글을 남겼어요'], []]);
    // The post's author answering a comment: the comment's author only.
    const fromAuthor = await comment(alice, seq, '작성자의 답글', c);
    expect(await about(seq, fromAuthor, [alice, bob])).toEqual([
      [],
      ['초코맘님이 내 댓글에 답글을 남겼어요'],
    ]);
  });

  it('a comment sent again with the same clientId tells no one twice', async () => {
    const seq = await post(alice, '다시 보낸 댓글');
    const first = await comment(dave, seq, '한 번만', null, 'notice-repeat-1');
    const again = await comment(dave, seq, '한 번만', null, 'notice-repeat-1');
    expect(again).toBe(first);
    expect(await about(seq, first, [alice])).toEqual([['데이브님이 내 글에 댓글을 남겼어요']]);
  });

  it('opening the post at that comment reads its notice; other notices and other people stay unread', async () => {
    const seq = await post(erin, '읽음 표시 글');
    const c1 = await comment(bob, seq, '첫 댓글');
    const c2 = await comment(carol, seq, '둘째 댓글');
    const r = await comment(dave, seq, '첫 댓글에 답글', c1);
    const read = (id: number, who: User) =>
      t.inject({
        method: 'GET',
        url: `/v2/community/${seq}/comment-threads?around=${id}`,
        headers: who.auth,
      });
    // Someone else opening it reads nothing of mine.
    expect((await read(c1, carol)).statusCode).toBe(200);
    expect((await notices(erin)).filter((n) => n.readAt === null)).toHaveLength(3);
    expect((await read(c1, erin)).statusCode).toBe(200);
    const after = await notices(erin);
    const readOf = (id: number) => after.find((n) => n.link === `/community/${seq}?comment=${id}`)?.readAt;
    expect(readOf(c1)).not.toBeNull();
    expect(readOf(c2)).toBeNull();
    expect(readOf(r)).toBeNull();
    // Logged out, the page opens as before.
    expect(
      (await t.inject({ method: 'GET', url: `/v2/community/${seq}/comment-threads?around=${r}` })).statusCode,
    ).toBe(200);
  });

  it('listed but not pushed when the owner turned community notices off in /news/setting', async () => {
    const off = await t.inject({
      method: 'PUT',
      url: '/v2/notifications/settings',
      headers: carol.auth,
      payload: { kind: 'COMMUNITY', enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toContainEqual(expect.objectContaining({ kind: 'COMMUNITY', enabled: false }));
    const seq = await post(carol, '조용히 받는 글');
    await comment(bob, seq, '조용한 댓글');
    const [n] = (await notices(carol)) as (Notice & { pushed: boolean })[];
    expect(n).toMatchObject({ title: '보리아빠님이 내 글에 댓글을 남겼어요', pushed: false });
  });
});

describe('a post hidden by reports in 소식', () => {
  it(`the report that hides it (the ${REPORT_HIDE_THRESHOLD}rd) tells its author once, opening 내가 쓴 글`, async () => {
    const seq = await post(alice, '신고가 쌓일 글입니다 광고 아님');
    const report = (who: User) =>
      t.inject({
        method: 'POST',
        url: `/v2/community/${seq}/report`,
        headers: who.auth,
        payload: { reason: 'SPAM' },
      });
    const hiddenNotices = async () =>
      (await notices(alice)).filter((n) => n.link === '/my-info/community/feed');
    const before = (await hiddenNotices()).length;
    expect((await report(bob)).json().data).toEqual({ hidden: false });
    expect((await report(carol)).json().data).toEqual({ hidden: false });
    expect(await hiddenNotices()).toHaveLength(before);
    expect((await report(dave)).json().data).toEqual({ hidden: true });
    const told = await hiddenNotices();
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({
      title: '신고가 여러 번 접수되어 내 글을 가렸어요',
      body: '검토가 끝날 때까지 다른 사람에게 보이지 않아요 · 신고가 쌓일 글입니다 광고 아님',
    });
  });
});
