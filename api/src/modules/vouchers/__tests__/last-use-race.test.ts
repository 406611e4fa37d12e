import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPet,
  book,
  bookingContext,
  testClock,
  type TestUser,
  uncapped,
} from '../../../test/booking-fixtures.js';
import { createShop } from '../../../test/factories.js';
import { createVoucherProduct } from '../../../test/money-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';
import { testDbKind } from '../../../test/test-db.js';

/** Two bookings for the last use of a pass at the same moment, on PostgreSQL (PGlite has one connection: no race). */
describe.runIf(testDbKind() === 'postgres')('the last use of a pass under concurrency', () => {
  let t: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    t = await bookingContext(testClock(), uncapped);
    owner = await t.user('racer@guardian.kr', '경쟁자');
  });
  afterAll(() => t.close());

  it('two bookings racing for the last use: one wins, the other gets VOUCHER_USED_UP', async () => {
    const shop = await createShop(t, { settings: { staffCount: 4 } });
    const bath = shop.products['목욕'];
    const product = await createVoucherProduct(t, shop.shopId, [bath], { uses: 1 });
    const voucherSeq = await t.app.services.vouchers.grant(owner.userSeq, product, { now: t.app.now() });
    const pets = [await addPet(t, owner, { name: '하나' }), await addPet(t, owner, { name: '두리' })];
    // Hold each transaction open after its capacity check, so both really are in flight together.
    t.app.bookingHooks.betweenCheckAndInsert = () => new Promise((r) => setTimeout(r, 100));
    const results = await Promise.all(
      pets.map((pet, i) =>
        book(t, owner, {
          shopId: shop.shopId,
          productSeq: bath,
          petSeqs: [pet],
          date: '2026-12-02',
          time: i ? '13:00' : '10:00',
          voucherSeq,
        }),
      ),
    );
    t.app.bookingHooks.betweenCheckAndInsert = null;
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().resultCode).toBe('VOUCHER_USED_UP');
    const v = await t.app.services.vouchers.mine(owner.userSeq, voucherSeq, t.app.now());
    expect(v).toMatchObject({ heldUses: 1, remainingUses: 0 });
    expect(v.history).toHaveLength(1);
  });
});
