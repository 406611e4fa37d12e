/**
 * 답글에 답글: answering a reply (`replyToSeq`) writes a reply in the same thread, under its top-level comment (no
 * deeper nesting), addressed to that reply's author, who hears of it as of a reply to their comment. Nobody hears of
 * it from someone they blocked, and nobody can address someone they blocked.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityComments, notifications, users } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { COMMUNITY_LIMITS } from '../schemas.js';

type User = Awaited<ReturnType<TestContext['user']>>;
type Reply = {
  commentSeq: number;
  parentSeq: number | null;
  content: string | null;
  addressee: { userSeq: number; nickname: string } | null;
};
type Thread = Reply & { replies: Reply[]; replyCount: number };
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
  alice = await t.user('alice@guardian.kr', '초코맘');
  bob = await t.user('bob@guardian.kr', '보리아빠');
  carol = await t.user('carol@guardian.kr', '콩이누나');
  dave = await t.user('dave@guardian.kr', '데이브');
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
const send = (who: User, communitySeq: number, payload: object) =>
  t.inject({ method: 'POST', url: `/v2/community/${communitySeq}/comments`, headers: who.auth, payload });
const comment = async (who: User, communitySeq: number, content: string, parentSeq: number | null = null) => {
  const res = await send(who, communitySeq, { content, parentSeq });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.commentSeq as number;
};
/** A reply to the reply `replyToSeq`: the answer's data (its seq and the comment as the thread shows it). */
const answer = async (who: User, communitySeq: number, content: string, replyToSeq: number) => {
  const res = await send(who, communitySeq, { content, replyToSeq });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { commentSeq: number; comment: Reply };
};
const threads = async (communitySeq: number, who?: User) => {
  const res = await get(`/v2/community/${communitySeq}/comment-threads`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as Thread[];
};
const commentCount = async (communitySeq: number) =>
  (await get(`/v2/community/${communitySeq}`)).json().data.commentCount as number;
/** Titles of the 소식 about this comment (its link), for each person (read in the table: a withdrawn one too). */
const told = (communitySeq: number, commentSeq: number, people: User[]) =>
  Promise.all(
    people.map(async (p) =>
      (
        await t.db
          .select({ title: notifications.title })
          .from(notifications)
          .where(
            and(
              eq(notifications.userSeq, p.userSeq),
              eq(notifications.link, `/community/${communitySeq}?comment=${commentSeq}`),
            ),
          )
      ).map((n) => n.title),
    ),
  );
const block = (who: User, userSeq: number, method: 'POST' | 'DELETE' = 'POST') =>
  t.inject({ method, url: `/v2/community/blocks/${userSeq}`, headers: who.auth });

/** alice's post; bob's comment; carol's reply under it. */
async function aThread(text = '답글 스레드') {
  const seq = await post(alice, text);
  const head = await comment(bob, seq, '보리아빠의 댓글');
  const reply = await comment(carol, seq, '콩이누나의 답글', head);
  return { seq, head, reply };
}

describe('answering a reply', () => {
  it('goes in the same thread under its comment, addressed to the reply’s author, in every read', async () => {
    const { seq, head, reply } = await aThread();
    const { commentSeq, comment: written } = await answer(dave, seq, '저도 거기 가 봤어요', reply);
    const addressee = { userSeq: carol.userSeq, nickname: '콩이누나' };
    expect(written).toMatchObject({ commentSeq, parentSeq: head, content: '저도 거기 가 봤어요', addressee });

    const [thread] = await threads(seq, alice);
    expect(thread).toMatchObject({ commentSeq: head, addressee: null, replyCount: 2 });
    expect(thread.replies).toMatchObject([
      { commentSeq: reply, parentSeq: head, addressee: null },
      { commentSeq, parentSeq: head, content: '저도 거기 가 봤어요', addressee },
    ]);
    const page = (await get(`/v2/community/comments/${head}/replies`)).json().data.items as Reply[];
    expect(page.at(-1)).toMatchObject({ commentSeq, addressee, content: '저도 거기 가 봤어요' });
    const around = (await get(`/v2/community/${seq}/comment-threads?around=${commentSeq}`)).json().data;
    expect(around.anchor).toEqual({ commentSeq, threadSeq: head, deleted: false });
    expect(around.items[0].replies.at(-1)).toMatchObject({ commentSeq, addressee });
    const old = (await get(`/v2/community/${seq}/comments`)).json().data as Thread[];
    expect(old[0].replies.at(-1)).toMatchObject({ commentSeq, addressee });
    expect(await commentCount(seq)).toBe(3);
  });

  it('may name the thread’s comment as parentSeq too; another comment there is refused', async () => {
    const { seq, head, reply } = await aThread();
    const other = await comment(dave, seq, '다른 댓글');
    const both = await send(dave, seq, { content: '둘 다 보내요', parentSeq: head, replyToSeq: reply });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data.comment).toMatchObject({
      parentSeq: head,
      addressee: { userSeq: carol.userSeq },
    });
    const wrong = await send(dave, seq, { content: '엉뚱한 스레드', parentSeq: other, replyToSeq: reply });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().resultCode).toBe('VALIDATION_ERROR');
    expect(await commentCount(seq)).toBe(4);
  });

  it('naming the top-level comment answers it as parentSeq does: addressed to no one', async () => {
    const { seq, head } = await aThread();
    const { comment: written } = await answer(dave, seq, '댓글에 바로 답글', head);
    expect(written).toMatchObject({ parentSeq: head, addressee: null, content: '댓글에 바로 답글' });
  });

  it('an app from before that sends the reply as parentSeq is still refused with COMMUNITY_REPLY_DEPTH', async () => {
    const { seq, reply } = await aThread();
    const res = await send(dave, seq, { content: '예전 앱의 답글', parentSeq: reply });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      resultCode: 'COMMUNITY_REPLY_DEPTH',
      message: '답글에는 답글을 달 수 없어요.',
    });
  });

  it('a reply of another post, or none, is not found', async () => {
    const { reply } = await aThread();
    const elsewhere = await post(alice, '다른 글');
    for (const replyToSeq of [reply, 2_000_000_000]) {
      const res = await send(dave, elsewhere, { content: '엉뚱한 답글', replyToSeq });
      expect(res.statusCode).toBe(404);
      expect(res.json().resultCode).toBe('COMMUNITY_COMMENT_NOT_FOUND');
    }
    expect(await commentCount(elsewhere)).toBe(0);
  });

  it('a reply deleted meanwhile is refused with its own code and message; nothing is written', async () => {
    const { seq, reply } = await aThread();
    await t.inject({ method: 'DELETE', url: `/v2/community/comments/${reply}`, headers: carol.auth });
    const res = await send(dave, seq, { content: '늦은 답글', replyToSeq: reply });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      resultCode: 'COMMUNITY_REPLY_TARGET_NOT_FOUND',
      message: '답글을 달 답글이 삭제됐어요.',
    });
    expect(await commentCount(seq)).toBe(1);
  });

  it('my own reply answered continues the thread addressed to no one, and tells me nothing', async () => {
    const { seq, head, reply } = await aThread();
    const { commentSeq, comment: written } = await answer(carol, seq, '덧붙이면요', reply);
    expect(written).toMatchObject({ parentSeq: head, addressee: null, content: '덧붙이면요' });
    expect(await told(seq, commentSeq, [carol, bob, alice])).toEqual([
      [],
      ['콩이누나님이 내 댓글에 답글을 남겼어요'],
      ['콩이누나님이 내 글에 댓글을 남겼어요'],
    ]);
  });

  it('in a thread whose comment was deleted, a live reply can still be answered; the deleted comment’s author hears nothing', async () => {
    const { seq, head, reply } = await aThread();
    await t.inject({ method: 'DELETE', url: `/v2/community/comments/${head}`, headers: bob.auth });
    // The deleted comment itself takes no more replies.
    const direct = await send(dave, seq, { content: '삭제된 댓글에', parentSeq: head });
    expect(direct.json().resultCode).toBe('COMMUNITY_COMMENT_NOT_FOUND');
    const { commentSeq } = await answer(dave, seq, '계속 이야기해요', reply);
    const [thread] = await threads(seq);
    expect(thread).toMatchObject({ commentSeq: head, deleted: true, replyCount: 2 });
    expect(thread.replies.at(-1)).toMatchObject({ commentSeq, addressee: { nickname: '콩이누나' } });
    expect(await told(seq, commentSeq, [carol, bob, alice])).toEqual([
      ['데이브님이 내 댓글에 답글을 남겼어요'],
      [],
      ['데이브님이 내 글에 댓글을 남겼어요'],
    ]);
  });
});

describe('the addressee in 소식', () => {
  it('hears of it as of a reply to their comment, as does the thread’s author; the post’s author as a comment', async () => {
    const { seq, reply } = await aThread();
    const { commentSeq } = await answer(dave, seq, '콩이누나님 말이 맞아요', reply);
    expect(await told(seq, commentSeq, [carol, bob, alice, dave])).toEqual([
      ['데이브님이 내 댓글에 답글을 남겼어요'],
      ['데이브님이 내 댓글에 답글을 남겼어요'],
      ['데이브님이 내 글에 댓글을 남겼어요'],
      [],
    ]);
    const [mine] = (
      await t.inject({ method: 'GET', url: '/v2/notifications?size=5', headers: carol.auth })
    ).json().data.items as { title: string; body: string; link: string }[];
    expect(mine).toMatchObject({
      title: '데이브님이 내 댓글에 답글을 남겼어요',
      body: '콩이누나님 말이 맞아요',
      link: `/community/${seq}?comment=${commentSeq}`,
    });
  });

  it('once, when the addressee also wrote the thread’s comment or the post', async () => {
    const seq = await post(alice, '작성자가 스레드도');
    const head = await comment(alice, seq, '작성자의 댓글');
    const mine = await comment(alice, seq, '작성자의 답글', head);
    const { commentSeq } = await answer(bob, seq, '작성자님께', mine);
    expect(await told(seq, commentSeq, [alice])).toEqual([['보리아빠님이 내 댓글에 답글을 남겼어요']]);
  });

  it('not when the addressee blocked the writer (who is not told); the others still hear of it', async () => {
    const { seq, reply } = await aThread();
    await block(carol, dave.userSeq);
    const { commentSeq, comment: written } = await answer(dave, seq, '차단된 줄 모르고', reply);
    expect(written.addressee).toEqual({ userSeq: carol.userSeq, nickname: '콩이누나' });
    expect(await told(seq, commentSeq, [carol, bob, alice])).toEqual([
      [],
      ['데이브님이 내 댓글에 답글을 남겼어요'],
      ['데이브님이 내 글에 댓글을 남겼어요'],
    ]);
    // carol sees dave's reply held back, its addressee too.
    const [thread] = await threads(seq, carol);
    expect(thread.replies.at(-1)).toMatchObject({
      commentSeq,
      blocked: true,
      content: null,
      addressee: null,
    });
    await block(carol, dave.userSeq, 'DELETE');
  });

  it('someone I blocked cannot be addressed: refused with its own code and message, nothing written', async () => {
    const { seq, reply } = await aThread();
    await block(dave, carol.userSeq);
    const res = await send(dave, seq, { content: '차단한 사람에게', replyToSeq: reply });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      resultCode: 'COMMUNITY_REPLY_TO_BLOCKED',
      message: '차단한 사용자에게는 답글을 달 수 없어요.',
    });
    expect(await commentCount(seq)).toBe(2);
    await block(dave, carol.userSeq, 'DELETE');
    await answer(dave, seq, '차단 해제 후에는', reply);
  });
});

describe('the addressee over time', () => {
  it('shows their nickname as it is now: renamed, the reply follows', async () => {
    const erin = await t.user('erin@guardian.kr', '에린');
    const seq = await post(alice, '이름 바뀌는 글');
    const head = await comment(bob, seq, '댓글');
    const reply = await comment(erin, seq, '에린의 답글', head);
    const { commentSeq } = await answer(dave, seq, '에린님께', reply);
    await t.db.update(users).set({ nickname: '에린누나' }).where(eq(users.userSeq, erin.userSeq));
    const [thread] = await threads(seq);
    expect(thread.replies.find((r) => r.commentSeq === commentSeq)?.addressee).toEqual({
      userSeq: erin.userSeq,
      nickname: '에린누나',
    });
  });

  it('withdrawn, they show as 탈퇴회원 (never their old nickname), can still be answered, and are told nothing', async () => {
    const fern = await t.user('fern@guardian.kr', '펀펀');
    const seq = await post(alice, '탈퇴하는 사람의 답글');
    const head = await comment(bob, seq, '댓글');
    const reply = await comment(fern, seq, '곧 떠날 사람의 답글', head);
    const before = await answer(dave, seq, '탈퇴 전에', reply);
    const gone = await t.inject({ method: 'DELETE', url: '/v2/user', headers: fern.auth });
    expect(gone.statusCode, gone.body).toBe(200);
    const addressee = { userSeq: fern.userSeq, nickname: `탈퇴회원#${fern.userSeq}` };
    const after = await answer(dave, seq, '탈퇴 후에', reply);
    expect(after.comment.addressee).toEqual(addressee);
    const [thread] = await threads(seq);
    const shown = thread.replies.filter((r) => r.addressee);
    expect(shown.map((r) => r.commentSeq)).toEqual([before.commentSeq, after.commentSeq]);
    expect(shown.map((r) => r.addressee)).toEqual([addressee, addressee]);
    expect(JSON.stringify(thread)).not.toContain('펀펀');
    expect(await told(seq, after.commentSeq, [fern, bob])).toEqual([
      [],
      ['데이브님이 내 댓글에 답글을 남겼어요'],
    ]);
  });
});

describe('the addressee kept beside the text', () => {
  it('an edit changes the text and keeps whom it answers; 내가 쓴 댓글 lists the text alone', async () => {
    const { seq, reply } = await aThread();
    const { commentSeq } = await answer(dave, seq, '처음 쓴 말', reply);
    const edit = await t.inject({
      method: 'PUT',
      url: `/v2/community/comments/${commentSeq}`,
      headers: dave.auth,
      payload: { content: '  고쳐 쓴 말  ' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [thread] = await threads(seq);
    expect(thread.replies.at(-1)).toMatchObject({
      commentSeq,
      content: '고쳐 쓴 말',
      addressee: { userSeq: carol.userSeq, nickname: '콩이누나' },
    });
    const mine = (await get('/v2/community/my/comments?size=50', dave)).json().data.items as {
      commentSeq: number;
      content: string;
      isReply: boolean;
    }[];
    expect(mine.find((c) => c.commentSeq === commentSeq)).toMatchObject({
      content: '고쳐 쓴 말',
      isReply: true,
    });
  });

  it('the stored text is the text alone, whom it answers beside it: a full-length answer fits, what reads comments sees no marks', async () => {
    const { seq, reply } = await aThread();
    const full = '답'.repeat(COMMUNITY_LIMITS.commentMaxLength);
    const { commentSeq, comment: written } = await answer(dave, seq, full, reply);
    expect(written).toMatchObject({ content: full, addressee: { userSeq: carol.userSeq } });
    const [row] = await t.db
      .select({ content: communityComments.content, addresseeSeq: communityComments.addresseeSeq })
      .from(communityComments)
      .where(eq(communityComments.commentSeq, commentSeq));
    expect(row).toEqual({ content: full, addresseeSeq: carol.userSeq });
    const edit = await t.inject({
      method: 'PUT',
      url: `/v2/community/comments/${commentSeq}`,
      headers: dave.auth,
      payload: { content: '짧게 고쳤어요' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [edited] = await t.db
      .select({ content: communityComments.content, addresseeSeq: communityComments.addresseeSeq })
      .from(communityComments)
      .where(eq(communityComments.commentSeq, commentSeq));
    expect(edited).toEqual({ content: '짧게 고쳤어요', addresseeSeq: carol.userSeq });
  });

  it('text is kept as sent, whatever characters it has: nothing in it can name an addressee', async () => {
    const { seq, head } = await aThread();
    const lookalike = `\uE000${alice.userSeq}\uE000 사용자 영역 문자도 그대로`;
    const res = await send(dave, seq, { content: lookalike, parentSeq: head });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.comment).toMatchObject({ content: lookalike, addressee: null });
    const [thread] = await threads(seq);
    expect(thread.replies.at(-1)).toMatchObject({ content: lookalike, addressee: null });
  });
});
