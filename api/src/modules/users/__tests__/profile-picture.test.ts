import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, users } from '../../../db/schema/index.js';
import { uploadPhoto } from '../../../test/media-fixtures.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

type User = Awaited<ReturnType<TestContext['user']>>;
let t: TestContext;
let alice: User;
let bob: User;

beforeAll(async () => {
  t = await createTestContext({ shops: 1 });
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
});
afterAll(() => t.close());

const setPicture = (who: User, query: string) =>
  t.inject({ method: 'PATCH', url: `/v2/user/my-profile?${query}`, headers: who.auth });
const me = async (who: User) =>
  (await t.inject({ method: 'GET', url: '/v2/me', headers: who.auth })).json().data;
const attachedAt = async (mediaSeq: number) =>
  (await t.db.select({ at: media.attachedAt }).from(media).where(eq(media.mediaSeq, mediaSeq)))[0]?.at ??
  null;

describe('the profile picture', () => {
  it('takes a photo I uploaded and shows it through a signed link that opens', async () => {
    const seq = await uploadPhoto(t, alice);
    const res = await setPicture(alice, `mediaSeq=${seq}`);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.profileImageUrl as string;
    expect(url).toMatch(new RegExp(`/v2/media/${seq}/w320\\?exp=\\d+&sig=`));
    expect((await me(alice)).profileImageUrl).toMatch(`/v2/media/${seq}/w320`);
    const image = await t.inject({ method: 'GET', url: url.slice(url.indexOf('/v2/')) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await attachedAt(seq)).not.toBeNull();
  });

  it("refuses someone else's photo and one already used, and keeps the picture I had", async () => {
    const mine = await uploadPhoto(t, alice);
    await setPicture(alice, `mediaSeq=${mine}`);
    const bobs = await uploadPhoto(t, bob);
    const stolen = await setPicture(alice, `mediaSeq=${bobs}`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().resultCode).toBe('MEDIA_NOT_FOUND');
    const used = await uploadPhoto(t, alice);
    await t.db.update(media).set({ attachedAt: new Date() }).where(eq(media.mediaSeq, used));
    const again = await setPicture(alice, `mediaSeq=${used}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().resultCode).toBe('MEDIA_ALREADY_ATTACHED');
    expect((await me(alice)).profileImageUrl).toMatch(`/v2/media/${mine}/w320`);
    expect(await attachedAt(bobs)).toBeNull();
  });

  it('asks for exactly one of an address and a photo', async () => {
    const seq = await uploadPhoto(t, alice);
    for (const query of [
      '',
      `mediaSeq=${seq}&profile=${encodeURIComponent('https://cdn.example.com/a.jpg')}`,
    ]) {
      const res = await setPicture(alice, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        resultCode: 'VALIDATION_ERROR',
        data: { fields: [{ field: 'profile' }] },
      });
    }
    expect(await attachedAt(seq)).toBeNull();
  });

  it('saving the same photo again changes nothing; a new one or an address releases the old photo', async () => {
    const first = await uploadPhoto(t, alice);
    await setPicture(alice, `mediaSeq=${first}`);
    expect((await setPicture(alice, `mediaSeq=${first}`)).statusCode).toBe(200);
    expect(await attachedAt(first)).not.toBeNull();
    const second = await uploadPhoto(t, alice);
    await setPicture(alice, `mediaSeq=${second}`);
    expect(await attachedAt(first)).toBeNull();
    const res = await setPicture(alice, `profile=${encodeURIComponent('https://cdn.example.com/a.jpg')}`);
    expect(res.json().data.profileImageUrl).toBe('https://cdn.example.com/a.jpg');
    expect(await attachedAt(second)).toBeNull();
  });

  it('DELETE goes back to no picture and releases the photo', async () => {
    const seq = await uploadPhoto(t, alice);
    await setPicture(alice, `mediaSeq=${seq}`);
    const res = await t.inject({ method: 'DELETE', url: '/v2/user/my-profile', headers: alice.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profileImageUrl).toBeNull();
    expect(await attachedAt(seq)).toBeNull();
    expect((await t.inject({ method: 'DELETE', url: '/v2/user/my-profile' })).statusCode).toBe(401);
  });

  it('shows on my community posts and comments', async () => {
    const seq = await uploadPhoto(t, bob);
    await setPicture(bob, `mediaSeq=${seq}`);
    const post = await t.inject({
      method: 'POST',
      url: '/v2/community',
      headers: bob.auth,
      payload: { content: '산책 다녀왔어요' },
    });
    expect(post.statusCode, post.body).toBe(200);
    const communitySeq = post.json().data.communitySeq;
    const comment = await t.inject({
      method: 'POST',
      url: `/v2/community/${communitySeq}/comments`,
      headers: bob.auth,
      payload: { content: '사진은 다음에 올릴게요' },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const detail = (
      await t.inject({ method: 'GET', url: `/v2/community/${communitySeq}`, headers: alice.auth })
    ).json().data;
    expect(detail.author.profileImageUrl).toMatch(`/v2/media/${seq}/w320`);
    const [first] = (
      await t.inject({ method: 'GET', url: `/v2/community/${communitySeq}/comments`, headers: alice.auth })
    ).json().data;
    expect(first.author.profileImageUrl).toMatch(`/v2/media/${seq}/w320`);
  });

  it('deleting the account releases the picture, so its files are swept', async () => {
    const carol = await t.user('carol@guardian.kr', '캐롤');
    const seq = await uploadPhoto(t, carol);
    await setPicture(carol, `mediaSeq=${seq}`);
    expect((await t.inject({ method: 'DELETE', url: '/v2/user', headers: carol.auth })).statusCode).toBe(200);
    const [row] = await t.db
      .select({ seq: users.profileMediaSeq })
      .from(users)
      .where(eq(users.userSeq, carol.userSeq));
    expect(row.seq).toBeNull();
    expect(await attachedAt(seq)).toBeNull();
  });
});
