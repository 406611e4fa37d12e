import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPet, book, bookingContext, partnerLogin, type TestUser } from '../../../test/booking-fixtures.js';
import { createShop } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
let shopId: number;
let otherShop: number;
let bath: number;
let foreignProduct: number;
let owner: { auth: { authorization: string } };
let staff: { auth: { authorization: string } };

beforeAll(async () => {
  t = await bookingContext();
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  const shop = await createShop(t);
  [shopId, bath] = [shop.shopId, shop.products['목욕']];
  const other = await createShop(t);
  [otherShop, foreignProduct] = [other.shopId, other.products['목욕']];
  owner = await partnerLogin(t, 'owner@guardian.kr', [shopId], 'OWNER');
  staff = await partnerLogin(t, 'staff@guardian.kr', [shopId], 'STAFF');
  // Alice booked with the shop once: she is its customer; Bob never was.
  const pet = await addPet(t, alice, { name: '코코' });
  await book(t, alice, { shopId, productSeq: bath, petSeqs: [pet], date: '2026-11-27', time: '10:00' });
});
afterAll(() => t.close());

const issue = (who: { auth: { authorization: string } }, shop: number, body: object) =>
  t.inject({ method: 'POST', url: `/v2/partner/shops/${shop}/coupons`, headers: who.auth, payload: body });
const coupon = {
  name: '재방문 감사 쿠폰',
  discountType: 'AMOUNT',
  discountValue: 5000,
  minPrice: 30000,
  validDays: 30,
};

describe("the shop's side: issuing a coupon to a customer", () => {
  it('an owner or manager issues one to a customer; it shows in their 쿠폰, for this shop only', async () => {
    const res = await issue(owner, shopId, { ...coupon, userSeq: alice.userSeq, productSeqs: [bath] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: '재방문 감사 쿠폰',
      discountLabel: '5,000원',
      shop: { shopId },
      products: [{ productSeq: bath, name: '목욕' }],
      state: 'USABLE',
      expiresAt: '2026-12-23T14:59:59.999Z', // through 12월 23일 (KST), issued 11월 23일 09:00 KST
    });
    const mine = (await t.inject({ method: 'GET', url: '/v2/coupons', headers: alice.auth })).json().data;
    expect(mine.map((c: { name: string }) => c.name)).toEqual(['재방문 감사 쿠폰']);
  });

  it('refuses staff without the role, another shop, a non-customer and services of another shop', async () => {
    expect((await issue(staff, shopId, { ...coupon, userSeq: alice.userSeq })).json().resultCode).toBe(
      'FORBIDDEN',
    );
    expect((await issue(owner, otherShop, { ...coupon, userSeq: alice.userSeq })).statusCode).toBe(403);
    expect((await issue(owner, shopId, { ...coupon, userSeq: bob.userSeq })).json().resultCode).toBe(
      'CUSTOMER_NOT_FOUND',
    );
    const foreign = await issue(owner, shopId, {
      ...coupon,
      userSeq: alice.userSeq,
      productSeqs: [foreignProduct],
    });
    expect(foreign.json()).toMatchObject({
      resultCode: 'VALIDATION_ERROR',
      data: { fields: [{ field: 'productSeqs.0' }] },
    });
    const percent = await issue(owner, shopId, {
      ...coupon,
      userSeq: alice.userSeq,
      discountType: 'PERCENT',
      discountValue: 120,
    });
    expect(percent.json().data.fields[0].field).toBe('discountValue');
    // An owner token is not a partner token.
    expect((await issue(alice, shopId, { ...coupon, userSeq: alice.userSeq })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/v2/coupons', headers: bob.auth })).json().data).toEqual(
      [],
    );
    expect(
      (await t.inject({ method: 'GET', url: '/v2/coupons', headers: alice.auth })).json().data,
    ).toHaveLength(1);
  });
});
