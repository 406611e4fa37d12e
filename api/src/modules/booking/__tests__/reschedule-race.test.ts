import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingContext, uncapped } from '../../../test/booking-fixtures.js';
import { createOwner, createPet, createShop, type Owner } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';
import { testDbKind } from '../../../test/test-db.js';

/**
 * 예약 변경 against a new booking for the last place, under real concurrency: the move takes the same day locks as a
 * booking, so exactly one of them gets the place. PostgreSQL only (PGlite is one connection and cannot race), as
 * concurrency.test.ts.
 */
describe.runIf(testDbKind() === 'postgres')('a move and a booking racing for the last place', () => {
  let t: TestContext;
  let alice: Owner;
  let bob: Owner;
  let coco: number;
  let bobDog: number;
  let salon: number;
  let bath: number;
  beforeAll(async () => {
    t = await bookingContext(undefined, uncapped); // now = Monday 2026-11-23 09:00 Seoul
    alice = await createOwner(t);
    bob = await createOwner(t);
    coco = await createPet(t, alice, { name: '코코' });
    bobDog = await createPet(t, bob, { name: '밤이' });
    const s = await createShop(t, { settings: { staffCount: 1 }, products: [{ name: '목욕' }] });
    [salon, bath] = [s.shopId, s.products['목욕']];
    // Each transaction waits 100 ms after its capacity check, so the two really overlap there.
    t.app.bookingHooks.betweenCheckAndInsert = () => new Promise((r) => setTimeout(r, 100));
  });
  afterAll(() => t.close());

  it('exactly one of them gets 13:00; the other is SLOT_UNAVAILABLE', async () => {
    const first = await book(t, alice, {
      shopId: salon,
      productSeq: bath,
      petSeqs: [coco],
      date: '2026-12-02',
      time: '10:00',
    });
    expect(first.statusCode, first.body).toBe(200);
    const seq: number = first.json().data.reservationSeq;
    const [moved, booked] = await Promise.all([
      t.inject({
        method: 'POST',
        url: `/v2/reservations/${seq}/reschedule`,
        headers: alice.auth,
        payload: { date: '2026-12-02', time: '13:00' },
      }),
      book(t, bob, { shopId: salon, productSeq: bath, petSeqs: [bobDog], date: '2026-12-02', time: '13:00' }),
    ]);
    const codes = [moved.statusCode, booked.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = moved.statusCode === 409 ? moved : booked;
    expect(loser.json().resultCode).toBe('SLOT_UNAVAILABLE');
    const alices = (
      await t.inject({ method: 'GET', url: `/v2/reservations/${seq}`, headers: alice.auth })
    ).json().data;
    expect(alices.time).toBe(moved.statusCode === 200 ? '13:00' : '10:00');
  });
});
