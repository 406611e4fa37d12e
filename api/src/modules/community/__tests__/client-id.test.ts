import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityComments, communityPosts } from '../../../db/schema/index.js';
import { pngImage, uploadPhoto } from '../../../test/media-fixtures.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

// A write whose answer was lost (the signal dropped) is sent again with the same clientId: the post or comment
// already written is answered, nothing is written twice.
type User = Awaited<ReturnType<TestContext['user']>>;
let t: TestContext;
let users = 0;
const someone = () => t.user(`cid${users}@guardian.kr`, `클라${users++}`);
beforeAll(async () => {
  t = await createTestContext({
    shops: 1,
    config: { rateLimits: { communityPostsPerUser: 2, communityCommentsPerUser: 3 } },
  });
});
afterAll(() => t.close());

let n = 0;
const newClientId = () => `cm${Date.now().toString(36)}${(n++).toString(36)}abc`;
const write = (who: User, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/v2/community', headers: who.auth, payload });
const reply = (who: User, communitySeq: number, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: `/v2/community/${communitySeq}/comments`, headers: who.auth, payload });
const postsOf = (who: User) =>
  t.db.select().from(communityPosts).where(eq(communityPosts.userSeq, who.userSeq));
const commentsOn = (communitySeq: number) =>
  t.db.select().from(communityComments).where(eq(communityComments.communitySeq, communitySeq));
const countOf = async (communitySeq: number) =>
  (await t.db.select().from(communityPosts).where(eq(communityPosts.communitySeq, communitySeq)))[0]
    .commentCount;

describe('POST /v2/community with a clientId', () => {
  it('the same clientId again answers the post already written (200, same body), one row, the photo once', async () => {
    const alice = await someone();
    const photo = await uploadPhoto(t, alice, await pngImage(64, 48));
    const clientId = newClientId();
    const first = await write(alice, { content: '산책 다녀왔어요', mediaSeqs: [photo], clientId });
    expect(first.statusCode, first.body).toBe(200);
    const again = await write(alice, { content: '산책 다녀왔어요', mediaSeqs: [photo], clientId });
    expect(again.statusCode, again.body).toBe(200); // not MEDIA_ALREADY_ATTACHED
    expect(again.json()).toEqual(first.json());
    expect(await postsOf(alice)).toHaveLength(1);
    // The repeat is not counted against the posting rate (2 here): one more post still goes through.
    expect((await write(alice, { content: '두 번째 글', clientId: newClientId() })).statusCode).toBe(200);
    expect((await write(alice, { content: '두 번째 글', clientId: newClientId() })).statusCode).toBe(429);
  });

  it('two people with the same clientId each write their own post', async () => {
    const [a, b] = [await someone(), await someone()];
    const clientId = newClientId();
    const ra = await write(a, { content: '같은 아이디', clientId });
    const rb = await write(b, { content: '같은 아이디', clientId });
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect(rb.json().data.communitySeq).not.toBe(ra.json().data.communitySeq);
  });

  it('a double submit at the same time writes one post', async () => {
    const a = await someone();
    const clientId = newClientId();
    const [x, y] = await Promise.all([
      write(a, { content: '두 번 눌렀어요', clientId }),
      write(a, { content: '두 번 눌렀어요', clientId }),
    ]);
    expect([x.statusCode, y.statusCode], x.body + y.body).toEqual([200, 200]);
    expect(y.json().data.communitySeq).toBe(x.json().data.communitySeq);
    expect(await postsOf(a)).toHaveLength(1);
  });

  it('refuses a malformed clientId (400)', async () => {
    const a = await someone();
    expect((await write(a, { content: '글', clientId: 'short' })).statusCode).toBe(400);
  });
});

describe('POST /v2/community/{id}/comments with a clientId', () => {
  it('the same clientId again answers the comment already written; the count moves once', async () => {
    const [author, bob] = [await someone(), await someone()];
    const post = (await write(author, { content: '댓글 달아 주세요' })).json().data.communitySeq as number;
    const clientId = newClientId();
    const first = await reply(bob, post, { content: '귀여워요', clientId });
    expect(first.statusCode, first.body).toBe(200);
    const again = await reply(bob, post, { content: '귀여워요', clientId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await commentsOn(post)).toHaveLength(1);
    expect(await countOf(post)).toBe(1);
    // Repeats are not counted against the commenting rate (3 here).
    await reply(bob, post, { content: '귀여워요', clientId });
    for (let i = 0; i < 2; i++)
      expect((await reply(bob, post, { content: `또 ${i}`, clientId: newClientId() })).statusCode).toBe(200);
  });

  it('two people with the same clientId each write their own comment', async () => {
    const [author, a, b] = [await someone(), await someone(), await someone()];
    const post = (await write(author, { content: '글' })).json().data.communitySeq as number;
    const clientId = newClientId();
    expect((await reply(a, post, { content: '하나', clientId })).statusCode).toBe(200);
    expect((await reply(b, post, { content: '하나', clientId })).statusCode).toBe(200);
    expect(await commentsOn(post)).toHaveLength(2);
    expect(await countOf(post)).toBe(2);
  });

  it('a double submit at the same time writes one comment', async () => {
    const [author, a] = [await someone(), await someone()];
    const post = (await write(author, { content: '글' })).json().data.communitySeq as number;
    const clientId = newClientId();
    const [x, y] = await Promise.all([
      reply(a, post, { content: '동시에', clientId }),
      reply(a, post, { content: '동시에', clientId }),
    ]);
    expect([x.statusCode, y.statusCode], x.body + y.body).toEqual([200, 200]);
    expect(y.json().data.commentSeq).toBe(x.json().data.commentSeq);
    expect(await commentsOn(post)).toHaveLength(1);
    expect(await countOf(post)).toBe(1);
  });
});
