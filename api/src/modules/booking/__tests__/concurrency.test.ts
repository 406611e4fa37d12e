import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../../db/schema/index.js';
import {
  addPet,
  book,
  bookingContext,
  partnerLogin,
  setCapacity,
  type TestUser,
} from '../../../test/booking-fixtures.js';
import { createShop, WEEK_HOURS } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';
import { testDbKind } from '../../../test/test-db.js';

/**
 * Double booking under real concurrency (the last place; the same pet at two shops). Runs in the `postgres` project only (PGlite is one connection, so it
 * cannot race); vitest.config.ts makes that project mandatory when CI=true. The requests go through Fastify at
 * the same time and each transaction holds its own pooled PostgreSQL connection.
 */
describe.runIf(testDbKind() === 'postgres')('concurrent reservations on PostgreSQL', () => {
  let t: TestContext;
  const owners: { user: TestUser; pet: number }[] = [];
  // A salon, a hotel, a kindergarten and a day care, all open 10:00-20:00 on weekdays (the hotel around the clock).
  let salon: number;
  let hotelShop: number;
  let kinderShop: number;
  let dayCareShop: number;
  let bath: number;
  let hotel: number;
  let kinder: number;
  let dayCare: number;
  beforeAll(async () => {
    t = await bookingContext();
    const salonRow = await createShop(t, {
      categories: ['BEAUTY'],
      products: [{ name: '목욕', durationMinutes: 60 }],
    });
    [salon, bath] = [salonRow.shopId, salonRow.products['목욕']];
    const hotelRow = await createShop(t, {
      categories: ['HOTELING'],
      hours: WEEK_HOURS.map((h) => ({ ...h, open: '00:00', close: '24:00' })),
      products: [{ name: '1박 호텔링', unit: 'NIGHT', durationMinutes: null }],
    });
    [hotelShop, hotel] = [hotelRow.shopId, hotelRow.products['1박 호텔링']];
    const kinderRow = await createShop(t, {
      categories: ['KINDERGARTEN'],
      products: [{ name: '종일반', unit: 'DAY', durationMinutes: null }],
    });
    [kinderShop, kinder] = [kinderRow.shopId, kinderRow.products['종일반']];
    const dayCareRow = await createShop(t, {
      categories: ['DAY_CARE'],
      products: [{ name: '시간제 데이케어 (4시간)', unit: 'DAY', durationMinutes: 240 }],
    });
    [dayCareShop, dayCare] = [dayCareRow.shopId, dayCareRow.products['시간제 데이케어 (4시간)']];
    // Hold each transaction open for 100 ms after its capacity check, so the requests really overlap there.
    t.app.bookingHooks.betweenCheckAndInsert = () => new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 8; i++) {
      const user = await t.user(`racer${i}@guardian.kr`, `경쟁자${i}`);
      owners.push({ user, pet: await addPet(t, user, { name: `멍${i}`, weightKg: 4 }) });
    }
  });
  afterAll(() => t.close());

  it('two simultaneous requests for the last grooming place: exactly one succeeds, the other gets 409', async () => {
    await setCapacity(t, salon, { staffCount: 1 });
    const [a, b, c] = owners;
    // An earlier booking that day means the day's lock row exists already: only the row lock serialises the race.
    const early = { shopId: salon, productSeq: bath, petSeqs: [c.pet], date: '2026-12-02', time: '10:00' };
    expect((await book(t, c.user, early)).statusCode).toBe(200);
    const results = await Promise.all(
      [a, b].map((o) =>
        book(t, o.user, {
          shopId: salon,
          productSeq: bath,
          petSeqs: [o.pet],
          date: '2026-12-02',
          time: '13:00',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!.json();
    expect(loser).toMatchObject({
      resultCode: 'SLOT_UNAVAILABLE',
      message: '방금 다른 분이 예약한 시간이에요. 다른 시간을 선택해 주세요.',
    });
    const rows = await t.db.select().from(reservations).where(eq(reservations.date, '2026-12-02'));
    expect(rows.map((r) => r.time).sort()).toEqual(['10:00', '13:00']);
  });

  it('eight simultaneous overlapping hotel stays with 3 places a night: exactly three are booked', async () => {
    await setCapacity(t, hotelShop, { nightlyCapacity: 3 });
    // Stays of 1-3 nights that all include the night of 12-11: the locks cover several days, taken in date order.
    const results = await Promise.all(
      owners.map((o, i) =>
        book(t, o.user, {
          shopId: hotelShop,
          productSeq: hotel,
          petSeqs: [o.pet],
          date: i % 2 ? '2026-12-10' : '2026-12-11',
          endDate: i % 3 ? '2026-12-12' : '2026-12-13',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    const avail = await t.inject({
      method: 'GET',
      url: `/v2/online-reservation/shops/${hotelShop}/availability?productSeq=${hotel}&date=2026-12-11`,
    });
    expect(avail.json().data.nights).toEqual([{ date: '2026-12-11', remaining: 0 }]);
  });

  it('the same pet booked at two shops for the same time by two simultaneous requests: exactly one wins', async () => {
    // Different shops take different day locks: only the lock on the pet's row serialises these two.
    const { user, pet } = owners[3];
    const results = await Promise.all([
      book(t, user, { shopId: kinderShop, productSeq: kinder, petSeqs: [pet], date: '2026-12-03' }),
      book(t, user, { shopId: dayCareShop, productSeq: dayCare, petSeqs: [pet], date: '2026-12-03' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data;
    expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      resultCode: 'PET_ALREADY_BOOKED',
      data: { petSeq: pet, petName: '멍3', reservationSeq: winner.reservationSeq },
    });
    const rows = await t.db.select().from(reservations).where(eq(reservations.date, '2026-12-03'));
    expect(rows).toHaveLength(1);
  });

  it('an owner cancelling while the shop marks the deposit paid: the refund always matches the deposit state', async () => {
    // The cancellation reads the reservation FOR UPDATE and computes the refund from its deposit state; the shop's
    // deposit-paid must not slip in between (it would leave a paid deposit cancelled with refundAmount 0).
    await setCapacity(t, salon, { depositRate: 20 });
    const shop1 = await partnerLogin(t, 'cashier@shop1.kr', [salon], 'MANAGER');
    const { user, pet } = owners[4];
    const booked = await book(t, user, {
      shopId: salon,
      productSeq: bath,
      petSeqs: [pet],
      date: '2026-12-04',
      time: '10:00',
    });
    const seq: number = booked.json().data.reservationSeq;
    expect(booked.json().data.deposit.amount).toBeGreaterThan(0);
    let reached!: () => void;
    const cancelHasRead = new Promise<void>((r) => (reached = r));
    t.app.bookingHooks.betweenReadAndUpdate = async () => {
      reached();
      await new Promise((r) => setTimeout(r, 150));
    };
    try {
      const cancel = t.inject({ method: 'POST', url: `/v2/reservations/${seq}/cancel`, headers: user.auth });
      await cancelHasRead;
      const paid = await t.inject({
        method: 'POST',
        url: `/v2/partner/reservations/${seq}/deposit-paid`,
        headers: shop1.auth,
      });
      const canceled = await cancel;
      expect(canceled.statusCode).toBe(200);
      expect(canceled.json().data.cancellation).toMatchObject({ fee: 0, refundAmount: 0 });
      // The deposit-paid waited for the cancellation and then found nothing left to mark.
      expect(paid.statusCode).toBe(409);
      expect(paid.json().resultCode).toBe('INVALID_STATUS_TRANSITION');
      const [row] = await t.db.select().from(reservations).where(eq(reservations.reservationSeq, seq));
      expect(row).toMatchObject({ status: 'CANCELED', depositPaid: false, refundAmount: 0 });
    } finally {
      t.app.bookingHooks.betweenReadAndUpdate = null;
    }
  });

  it('the shop marks one deposit paid twice at once: one 200, one 409 DEPOSIT_ALREADY_PAID, one notification', async () => {
    const shop1 = await partnerLogin(t, 'clerk@shop1.kr', [salon], 'MANAGER');
    const { user, pet } = owners[5];
    const booked = await book(t, user, {
      shopId: salon,
      productSeq: bath,
      petSeqs: [pet],
      date: '2026-12-07',
      time: '10:00',
    });
    const seq: number = booked.json().data.reservationSeq;
    // Both requests pass the read before either updates: only `WHERE deposit_paid = false` keeps one out.
    t.app.bookingHooks.betweenReadAndUpdate = () => new Promise((r) => setTimeout(r, 150));
    try {
      const results = await Promise.all(
        [0, 1].map(() =>
          t.inject({
            method: 'POST',
            url: `/v2/partner/reservations/${seq}/deposit-paid`,
            headers: shop1.auth,
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().resultCode).toBe('DEPOSIT_ALREADY_PAID');
      const news = await t.inject({ method: 'GET', url: '/v2/notifications', headers: user.auth });
      expect(
        news.json().data.items.filter((n: { title: string }) => n.title === '예약금 입금이 확인되었어요'),
      ).toHaveLength(1);
    } finally {
      t.app.bookingHooks.betweenReadAndUpdate = null;
    }
  });
});
