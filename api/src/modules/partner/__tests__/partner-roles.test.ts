import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext, partnerLogin } from '../../../test/booking-fixtures.js';
import { createOwner, createPet, createReservation, createShop } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let shop: { shopId: number; product: number };
let seq: number;
beforeAll(async () => {
  t = await bookingContext();
  const s = await createShop(t, {
    settings: { staffCount: 5, depositRate: 30, depositAccount: '국민 000-00-0000' },
  });
  shop = { shopId: s.shopId, product: s.products['목욕'] };
  const owner = await createOwner(t);
  const pet = await createPet(t, owner);
  seq = await createReservation(t, owner, {
    shopId: shop.shopId,
    productSeq: shop.product,
    petSeqs: [pet],
    date: '2026-12-02',
    time: '11:00',
  });
});
afterAll(() => t.close());

const depositPaid = (auth: { authorization: string }) =>
  t.inject({ method: 'POST', url: `/v2/partner/reservations/${seq}/deposit-paid`, headers: auth });

describe('partner roles', () => {
  it('a STAFF member may not mark a deposit paid (403 in Korean); nothing changes; a MANAGER may', async () => {
    const staff = await partnerLogin(t, 'clerk@roles.kr', [shop.shopId], 'STAFF');
    const res = await depositPaid(staff.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().resultCode).toBe('FORBIDDEN');
    expect(res.json().message).toMatch(/대표나 매니저/);
    expect((await t.app.services.booking.byId(seq, t.app.now())).deposit?.paid).toBe(false);
    const manager = await partnerLogin(t, 'manager@roles.kr', [shop.shopId], 'MANAGER');
    expect((await depositPaid(manager.auth)).statusCode).toBe(200);
  });

  it("another shop's reservation answers like one that does not exist", async () => {
    const other = await createShop(t);
    const stranger = await partnerLogin(t, 'owner@other.kr', [other.shopId], 'OWNER');
    const theirs = await t.inject({
      method: 'POST',
      url: `/v2/partner/reservations/${seq}/confirm`,
      headers: stranger.auth,
    });
    const missing = await t.inject({
      method: 'POST',
      url: '/v2/partner/reservations/999999/confirm',
      headers: stranger.auth,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });
});
