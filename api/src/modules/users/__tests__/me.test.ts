import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, pets, sessions, userShops, users } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: Awaited<ReturnType<TestContext['user']>>;
let bob: Awaited<ReturnType<TestContext['user']>>;

beforeAll(async () => {
  t = await createTestContext();
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  await t.db.insert(userShops).values([
    { userSeq: alice.userSeq, shopId: 1, customerSeq: 11, sortOrder: 0 },
    { userSeq: alice.userSeq, shopId: 2, customerSeq: 12, sortOrder: 1 },
    { userSeq: alice.userSeq, shopId: 3, customerSeq: 13, sortOrder: 2 },
    { userSeq: bob.userSeq, shopId: 1, customerSeq: 21, sortOrder: 0 },
  ]);
  await t.db
    .insert(pets)
    .values({ userSeq: alice.userSeq, name: '코코', kind: 'DOG', breedSeq: 1, sex: 'FEMALE' });
});
afterAll(() => t.close());

describe('GET/PUT /v2/me', () => {
  it('returns my shops (with shop info) and pets only', async () => {
    const me = (await t.inject({ method: 'GET', url: '/v2/me', headers: alice.auth })).json().data;
    expect(me.userShops.map((s: { customerSeq: number }) => s.customerSeq)).toEqual([11, 12, 13]);
    expect(me.userShops[0].shopInfo).toMatchObject({ shopId: 1, name: expect.any(String) });
    expect(me.pets).toEqual([expect.objectContaining({ name: '코코', kind: 'DOG', breedName: '말티즈' })]);
    const bobMe = (await t.inject({ method: 'GET', url: '/v2/me', headers: bob.auth })).json().data;
    expect(bobMe.pets).toEqual([]);
    expect(bobMe.userShops.map((s: { customerSeq: number }) => s.customerSeq)).toEqual([21]);
  });

  it("gives each linked shop the same summary as GET /v2/shop/simple-info, with the user's own favourite flag", async () => {
    await t.db.insert(favorites).values({ userSeq: alice.userSeq, shopId: 2 });
    try {
      const me = (await t.inject({ method: 'GET', url: '/v2/me', headers: alice.auth })).json().data;
      const linked = (
        await t.inject({ method: 'GET', url: '/v2/shop/simple-info', headers: alice.auth })
      ).json().data;
      expect(me.userShops.map((s: { shopInfo: unknown }) => s.shopInfo)).toEqual(linked);
      expect(me.userShops.map((s: { shopInfo: { isFavorite: boolean } }) => s.shopInfo.isFavorite)).toEqual([
        false,
        true,
        false,
      ]);
      expect(me.userShops[0].shopInfo.categories.length).toBeGreaterThan(0);
      const bobMe = (await t.inject({ method: 'GET', url: '/v2/me', headers: bob.auth })).json().data;
      expect(bobMe.userShops[0].shopInfo.isFavorite).toBe(false);
    } finally {
      await t.db.delete(favorites).where(eq(favorites.userSeq, alice.userSeq));
    }
  });

  // A new phone number needs a certification of that number: phone-change.test.ts.
  it('updates nickname, phone (unchanged here) and marketing consent', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: '/v2/me',
      headers: alice.auth,
      payload: { nickname: '앨리스2', phoneNumber: '01099998888', termsMarketing: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      nickname: '앨리스2',
      phoneNumber: '01099998888',
      termsMarketing: true,
    });
  });

  it("refuses someone else's nickname and bad input", async () => {
    const dup = await t.inject({
      method: 'PUT',
      url: '/v2/me',
      headers: alice.auth,
      payload: { nickname: '밥아저씨' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().resultCode).toBe('DUPLICATED_NICKNAME');
    const bad = await t.inject({
      method: 'PUT',
      url: '/v2/me',
      headers: alice.auth,
      payload: { phoneNumber: '02-123', role: 'ADMIN' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .data.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['phoneNumber', 'role']);
    expect((await t.inject({ method: 'PUT', url: '/v2/me', payload: {} })).statusCode).toBe(401);
  });

  it('PATCH /v2/user/my-profile sets the profile image URL', async () => {
    const url = encodeURIComponent('https://cdn.example.com/p/1.jpg');
    const res = await t.inject({
      method: 'PATCH',
      url: `/v2/user/my-profile?profile=${url}`,
      headers: alice.auth,
    });
    expect(res.json().data.profileImageUrl).toBe('https://cdn.example.com/p/1.jpg');
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url: '/v2/user/my-profile?profile=javascript:alert(1)',
          headers: alice.auth,
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.inject({ method: 'PATCH', url: `/v2/user/my-profile?profile=${url}` })).statusCode).toBe(
      401,
    );
  });
});

describe('PATCH /v2/user/shop/sort-order', () => {
  const seqs = async () =>
    (await t.inject({ method: 'GET', url: '/v2/me', headers: alice.auth }))
      .json()
      .data.userShops.map((s: { userShopSeq: number }) => s.userShopSeq);

  it('reorders my shops', async () => {
    const [a, b, c] = await seqs();
    const res = await t.inject({
      method: 'PATCH',
      url: `/v2/user/shop/sort-order?userShopSeqs=${c},${a},${b}`,
      headers: alice.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.map((s: { userShopSeq: number; sortOrder: number }) => [s.userShopSeq, s.sortOrder]),
    ).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const simple = await t.inject({ method: 'GET', url: '/v2/shop/simple-info', headers: alice.auth });
    expect(simple.json().data.map((s: { shopId: number }) => s.shopId)).toEqual([3, 1, 2]);
  });

  const reorder = (list: (number | string)[]) =>
    t.inject({
      method: 'PATCH',
      url: `/v2/user/shop/sort-order?userShopSeqs=${list.join(',')}`,
      headers: alice.auth,
    });

  it('answers 409 MY_SHOPS_CHANGED, in Korean, when another device unlinked or linked a shop since the list was read', async () => {
    const before = await seqs();
    const [link] = await t.db
      .insert(userShops)
      .values({ userSeq: alice.userSeq, shopId: 4, customerSeq: 14, sortOrder: 3 })
      .returning();
    const staleWithoutNew = await reorder([...before].reverse());
    expect(staleWithoutNew.statusCode).toBe(409);
    expect(staleWithoutNew.json()).toMatchObject({
      resultCode: 'MY_SHOPS_CHANGED',
      message: expect.stringContaining('다른 기기에서 내 매장이 바뀌었어요'),
    });
    await t.db.delete(userShops).where(eq(userShops.userShopSeq, link.userShopSeq));
    const staleWithGone = await reorder([link.userShopSeq, ...before]);
    expect(staleWithGone.statusCode).toBe(409);
    expect(staleWithGone.json().resultCode).toBe('MY_SHOPS_CHANGED');
    expect(await seqs()).toEqual(before);
  });

  it("cannot include another user's link, drop one, or repeat one", async () => {
    const mine = await seqs();
    const [bobLink] = (await t.inject({ method: 'GET', url: '/v2/me', headers: bob.auth })).json().data
      .userShops;
    // Someone else's link reads like one unlinked meanwhile: its existence is never revealed.
    for (const list of [[...mine.slice(0, 2), bobLink.userShopSeq], mine.slice(0, 2), [...mine, 999999]])
      expect((await reorder(list)).json().resultCode).toBe('MY_SHOPS_CHANGED');
    for (const list of [
      [mine[0], mine[0], mine[1]],
      [1, 'x'],
    ]) {
      const res = await reorder(list);
      expect(res.statusCode).toBe(400);
      expect(res.json().resultCode).toBe('VALIDATION_ERROR');
    }
    const [bobAfter] = (await t.inject({ method: 'GET', url: '/v2/me', headers: bob.auth })).json().data
      .userShops;
    expect(bobAfter.sortOrder).toBe(0);
  });
});

describe('DELETE /v2/user', () => {
  it('anonymises the account, removes pets, links and favourites, stores the reason and revokes sessions', async () => {
    const carol = await t.user('Carol@guardian.kr', '캐롤');
    const second = await t.app.services.auth.issueToken(carol.userSeq);
    await t.db.insert(pets).values({ userSeq: carol.userSeq, name: '나비', kind: 'CAT', sex: 'MALE' });
    await t.db.insert(userShops).values({ userSeq: carol.userSeq, shopId: 5, customerSeq: 55 });
    await t.db.insert(favorites).values({ userSeq: carol.userSeq, shopId: 5 });

    const res = await t.inject({
      method: 'DELETE',
      url: `/v2/user?reason=${encodeURIComponent('이사 갑니다')}`,
      headers: carol.auth,
    });
    expect(res.json()).toMatchObject({ resultCode: 'SUCCESS', data: null });

    const [row] = await t.db.select().from(users).where(eq(users.userSeq, carol.userSeq));
    expect(row).toMatchObject({ phoneNumber: '', passwordHash: null, deleteReason: '이사 갑니다' });
    expect(row.email).not.toContain('carol');
    expect(row.nickname).not.toBe('캐롤');
    expect(row.deletedAt).not.toBeNull();
    expect(await t.db.select().from(pets).where(eq(pets.userSeq, carol.userSeq))).toEqual([]);
    expect(await t.db.select().from(userShops).where(eq(userShops.userSeq, carol.userSeq))).toEqual([]);
    expect(await t.db.select().from(favorites).where(eq(favorites.userSeq, carol.userSeq))).toEqual([]);
    const live = await t.db.select().from(sessions).where(eq(sessions.userSeq, carol.userSeq));
    expect(live.every((s) => s.revokedAt)).toBe(true);
    expect(
      (await t.inject({ method: 'GET', url: '/v2/me', headers: { authorization: `Bearer ${second.token}` } }))
        .statusCode,
    ).toBe(401);

    // The e-mail and nickname are free again; login with the old credentials fails.
    const dup = await t.inject({
      method: 'POST',
      url: '/v2/user/duplicated',
      payload: { type: 'EMAIL', value: 'carol@guardian.kr' },
    });
    expect(dup.json().data.duplicated).toBe(false);
    const login = await t.inject({
      method: 'POST',
      url: '/v2/login',
      payload: { userId: 'carol@guardian.kr', password: 'password123' },
    });
    expect(login.json().resultCode).toBe('INVALID_CREDENTIALS');
  });

  it('needs auth and leaves other users alone', async () => {
    expect((await t.inject({ method: 'DELETE', url: '/v2/user' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/v2/me', headers: bob.auth })).statusCode).toBe(200);
    const long = await t.inject({
      method: 'DELETE',
      url: `/v2/user?reason=${'가'.repeat(501)}`,
      headers: bob.auth,
    });
    expect(long.statusCode).toBe(400);
  });
});
