import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopRegisterRequests, shops, userShops } from '../../../db/schema/index.js';
import { ShopRepository } from '../repository.js';
import { generateShops } from '../seed-generator.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

const seeded = generateShops(40);
let t: TestContext;
let alice: Awaited<ReturnType<TestContext['user']>>;
let bob: Awaited<ReturnType<TestContext['user']>>;
beforeAll(async () => {
  t = await createTestContext();
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
});
afterAll(() => t.close());

const get = (url: string, headers = {}) => t.inject({ method: 'GET', url, headers });

describe('GET /v2/shop', () => {
  it('answers the detail without auth', async () => {
    const res = await get('/v2/shop?shopId=3');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      shopId: 3,
      name: seeded[2].shop.name,
      phone: seeded[2].shop.phone,
      isFavorite: false,
      distanceMeters: null,
    });
    expect(d.hours).toHaveLength(7);
    expect(d.facilities.map((f: { facilitiesSeq: number }) => f.facilitiesSeq)).toEqual(seeded[2].facilities);
    expect(d.thumbnailUrl).toMatch(/^http:\/\/api\.test\/static\/categories\/.+\.svg$/);
  });

  it('gives, for every shop and viewer, what the summary, the shop row and its facilities give', async () => {
    const repo = new ShopRepository(t.db, (u) => u && `asset:${u}`);
    for (const shopId of [3, 8, 21]) await repo.setFavorite(alice.userSeq, shopId, true);
    for (const userSeq of [null, alice.userSeq, bob.userSeq])
      for (let shopId = 1; shopId <= seeded.length; shopId++) {
        const [summary] = await repo.summaries([shopId], userSeq);
        const [row] = await t.db.select().from(shops).where(eq(shops.shopId, shopId));
        expect(await repo.detail(shopId, userSeq)).toEqual({
          ...summary,
          phone: row.phone,
          description: row.description,
          addressDetail: row.addressDetail,
          hours: row.hours,
          onlineReservation: row.onlineReservation,
          chatting: row.chatting,
          facilities: await repo.facilitiesOf(shopId),
        });
      }
    expect((await repo.detail(21, alice.userSeq))?.isFavorite).toBe(true);
    expect((await repo.detail(21, bob.userSeq))?.isFavorite).toBe(false);
    expect(await repo.detail(99999, alice.userSeq)).toBeNull();
    for (const shopId of [3, 8, 21]) await repo.setFavorite(alice.userSeq, shopId, false);
  });

  it('404 SHOP_NOT_FOUND and 400 on bad ids', async () => {
    expect((await get('/v2/shop?shopId=99999')).json().resultCode).toBe('SHOP_NOT_FOUND');
    expect((await get('/v2/shop?shopId=abc')).statusCode).toBe(400);
    expect((await get('/v2/shop')).statusCode).toBe(400);
  });
});

describe('favourites', () => {
  it('add, list, remove — per user', async () => {
    const add = await t.inject({ method: 'POST', url: '/v2/shop/5/favorite', headers: alice.auth });
    expect(add.json().data).toEqual({ isFavorite: true });
    await t.inject({ method: 'POST', url: '/v2/shop/5/favorite', headers: alice.auth }); // idempotent
    await t.inject({ method: 'POST', url: '/v2/shop/6/favorite', headers: alice.auth });
    const list = (await get('/v2/shop/favorite', alice.auth)).json().data;
    expect(list.map((s: { shopId: number }) => s.shopId).sort()).toEqual([5, 6]);
    expect(list.every((s: { isFavorite: boolean }) => s.isFavorite)).toBe(true);
    expect((await get('/v2/shop/favorite', bob.auth)).json().data).toEqual([]);
    expect((await get('/v2/shop?shopId=5', alice.auth)).json().data.isFavorite).toBe(true);
    expect((await get('/v2/shop?shopId=5', bob.auth)).json().data.isFavorite).toBe(false);
    // Bob removing "his" favourite of shop 5 does not touch Alice's.
    await t.inject({ method: 'DELETE', url: '/v2/shop/5/favorite', headers: bob.auth });
    expect((await get('/v2/shop/favorite', alice.auth)).json().data).toHaveLength(2);
    const del = await t.inject({ method: 'DELETE', url: '/v2/shop/5/favorite', headers: alice.auth });
    expect(del.json().data).toEqual({ isFavorite: false });
    expect(
      (await get('/v2/shop/favorite', alice.auth)).json().data.map((s: { shopId: number }) => s.shopId),
    ).toEqual([6]);
  });

  it('needs auth and an existing shop', async () => {
    expect((await t.inject({ method: 'POST', url: '/v2/shop/5/favorite' })).statusCode).toBe(401);
    expect((await get('/v2/shop/favorite')).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'POST', url: '/v2/shop/99999/favorite', headers: alice.auth })).json()
        .resultCode,
    ).toBe('SHOP_NOT_FOUND');
    expect(
      (await t.inject({ method: 'POST', url: '/v2/shop/x/favorite', headers: alice.auth })).statusCode,
    ).toBe(400);
  });
});

describe('shop configuration', () => {
  it('facilities of a shop and the filter configs', async () => {
    const facs = (await get('/v2/shop/7/filter/facilities')).json().data;
    expect(facs.map((f: { facilitiesSeq: number }) => f.facilitiesSeq)).toEqual(seeded[6].facilities);
    const all = (await get('/v2/shop/filter/facilities/config')).json().data;
    expect(all.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(['주차', '대형견 가능', 'CCTV', '고양이 전용']),
    );
    const regions = (await get('/v2/shop/filter/region/config')).json().data;
    expect(regions.filter((r: { sido: string }) => r.sido === '서울특별시')).toHaveLength(25);
    expect(regions.filter((r: { sido: string }) => r.sido === '경기도').length).toBeGreaterThanOrEqual(15);
    expect((await get('/v2/shop/99999/filter/facilities')).statusCode).toBe(404);
  });

  it('app config and category images', async () => {
    const cfg = (await get('/v2/shop/app/config?shopId=2')).json().data;
    expect(cfg).toEqual({
      shopId: 2,
      onlineReservation: seeded[1].shop.onlineReservation,
      chatting: seeded[1].shop.chatting,
      menus: seeded[1].shop.menus,
    });
    const imgs = (await get('/v2/shop/category/image?shopId=2')).json().data;
    expect(imgs.map((e: { category: string }) => e.category).sort()).toEqual(
      [...seeded[1].categories].sort(),
    );
    const total = imgs.reduce((n: number, e: { images: string[] }) => n + e.images.length, 0);
    expect(total).toBe(seeded[1].images.length);
    expect((await get('/v2/shop/app/config?shopId=99999')).json().resultCode).toBe('SHOP_NOT_FOUND');
    expect((await get('/v2/shop/category/image')).statusCode).toBe(400);
  });
});

describe('links and requests', () => {
  it('simple-info lists my linked shops; DELETE /v2/shop/link unlinks mine only', async () => {
    await t.db.insert(userShops).values([
      { userSeq: alice.userSeq, shopId: 8, customerSeq: 1, sortOrder: 1 },
      { userSeq: alice.userSeq, shopId: 9, customerSeq: 2, sortOrder: 0 },
      { userSeq: bob.userSeq, shopId: 8, customerSeq: 3, sortOrder: 0 },
    ]);
    expect(
      (await get('/v2/shop/simple-info', alice.auth)).json().data.map((s: { shopId: number }) => s.shopId),
    ).toEqual([9, 8]);
    const unlink = await t.inject({ method: 'DELETE', url: '/v2/shop/link?shopId=8', headers: alice.auth });
    expect(unlink.json()).toMatchObject({ resultCode: 'SUCCESS', data: null });
    expect(
      (await get('/v2/shop/simple-info', alice.auth)).json().data.map((s: { shopId: number }) => s.shopId),
    ).toEqual([9]);
    expect(
      (await get('/v2/shop/simple-info', bob.auth)).json().data.map((s: { shopId: number }) => s.shopId),
    ).toEqual([8]);
    const again = await t.inject({ method: 'DELETE', url: '/v2/shop/link?shopId=8', headers: alice.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json().resultCode).toBe('NOT_LINKED');
    expect((await t.inject({ method: 'DELETE', url: '/v2/shop/link?shopId=8' })).statusCode).toBe(401);
    expect((await get('/v2/shop/simple-info')).statusCode).toBe(401);
  });

  it('request-register stores the request (with the user when logged in)', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/v2/shop/request-register',
      headers: alice.auth,
      payload: { shopName: '우리동네 미용실', phone: '02-123-4567' },
    });
    expect(res.statusCode).toBe(200);
    const { requestSeq } = res.json().data;
    const rows = await t.db.select().from(shopRegisterRequests);
    expect(rows.find((r) => r.requestSeq === requestSeq)).toMatchObject({
      shopName: '우리동네 미용실',
      userSeq: alice.userSeq,
    });
    expect(
      (await t.inject({ method: 'POST', url: '/v2/shop/request-register', payload: { shopName: '' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/v2/shop/request-register',
          payload: { shopName: '익명 요청' },
        })
      ).statusCode,
    ).toBe(200);
  });
  it('request-register refuses a shop name of spaces or invisible marks, and stores no request', async () => {
    const before = (await t.db.select().from(shopRegisterRequests)).length;
    for (const shopName of ['   ', '\u200b\u3164']) {
      const res = await t.inject({ method: 'POST', url: '/v2/shop/request-register', payload: { shopName } });
      expect(res.statusCode, JSON.stringify(shopName)).toBe(400);
      expect(res.json()).toMatchObject({
        resultCode: 'VALIDATION_ERROR',
        data: { fields: [{ field: 'shopName', message: '내용을 입력해 주세요.' }] },
      });
    }
    expect(await t.db.select().from(shopRegisterRequests)).toHaveLength(before);
  });
});
