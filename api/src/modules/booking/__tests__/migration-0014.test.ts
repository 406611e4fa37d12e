// Rows written before migration 0014 read as the rules now say: an unpaid deposit's expiry stored as the shop's
// refusal becomes the system's cancellation, an online deposit refunded at its cancellation is refunded (a transfer
// stays owed), and a hotel stay starts at its check-in time instead of 00:00. The migration's data statements are run
// again here over rows put back the way the old code wrote them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../../config.js';
import { reservations } from '../../../db/schema/index.js';
import {
  addPet,
  book,
  bookingContext,
  testClock,
  type TestUser,
  uncapped,
} from '../../../test/booking-fixtures.js';
import { createShop, createStaffSession, WEEK_HOURS } from '../../../test/factories.js';
import { pay } from '../../../test/money-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';
import { UNPAID_DEPOSIT_REASON } from '../service.js';

const MIGRATION = path.join(API_ROOT, 'drizzle', '0014_reservations_deposit_refunded_system_cancel.sql');

let t: TestContext;
let alice: TestUser;
let coco: number;
let salon: { shopId: number; bath: number };
let hotels: { shopId: number; product: number }[];
let owner: { authorization: string };
beforeAll(async () => {
  t = await bookingContext(testClock(), uncapped); // Monday 2026-11-23 09:00 Seoul
  alice = await t.user('alice@guardian.kr', '앨리스');
  coco = await addPet(t, alice, { name: '코코' });
  const s = await createShop(t, { settings: { staffCount: 5, depositRate: 20, depositAccount: '국민 1' } });
  salon = { shopId: s.shopId, bath: s.products['목욕'] };
  owner = (await createStaffSession(t, [s.shopId], 'OWNER')).auth;
  hotels = [];
  for (const hours of [WEEK_HOURS, WEEK_HOURS.map((h) => ({ ...h, open: '00:00', close: '24:00' }))]) {
    const h = await createShop(t, {
      categories: ['HOTELING'],
      hours,
      products: [{ name: '호텔', unit: 'NIGHT', durationMinutes: null }],
    });
    hotels.push({ shopId: h.shopId, product: h.products['호텔'] });
  }
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string> = alice.auth) =>
  t.inject({ method: 'POST', url, headers });
const bath = async (date: string) =>
  (
    await book(t, alice, {
      shopId: salon.shopId,
      productSeq: salon.bath,
      petSeqs: [coco],
      date,
      time: '13:00',
    })
  ).json().data.reservationSeq as number;
const row = async (seq: number) =>
  (await t.db.select().from(reservations).where(eq(reservations.reservationSeq, seq)))[0];
const setRow = (seq: number, values: Partial<typeof reservations.$inferInsert>) =>
  t.db.update(reservations).set(values).where(eq(reservations.reservationSeq, seq));
/** The migration's statements after the column is added (the data fixes), run again. */
async function migrateData() {
  const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint').slice(1);
  for (const statement of statements) await t.db.execute(sql.raw(statement));
}

describe('migration 0014 over rows the old code wrote', () => {
  it('fixes expiries, online refunds and hotel starts; leaves the rest', async () => {
    // Expired unpaid, as the old code stored it: the shop's refusal with the expiry's reason.
    const expired = await bath('2026-12-01');
    const old = { status: 'CANCELED', canceledAt: t.app.now(), cancelFee: 0, refundAmount: 0 };
    await setRow(expired, { ...old, canceledBy: 'SHOP', rejectReason: UNPAID_DEPOSIT_REASON });
    // A refusal the shop gave stays one.
    const refused = await bath('2026-12-02');
    await t.app.services.booking.transition(refused, 'reject', t.app.now(), { rejectReason: '휴무예요' });
    // Paid online, confirmed and cancelled: refunded by the gateway then (the old code stamped nothing).
    const online = await bath('2026-12-03');
    await pay(t, alice, (await post(`/v2/reservations/${online}/deposit/payment`)).json().data);
    await post(`/v2/partner/reservations/${online}/confirm`, owner);
    await post(`/v2/reservations/${online}/cancel`);
    await setRow(online, { depositRefundedAt: null });
    // Paid by transfer and cancelled: still the shop's to send back.
    const transfer = await bath('2026-12-04');
    await post(`/v2/partner/reservations/${transfer}/deposit-paid`, owner);
    await post(`/v2/reservations/${transfer}/cancel`);
    // Stays that started at 00:00 of the check-in day (Monday: the first shop opens at 10:00, the other never closes).
    const stays = [];
    for (const h of hotels) {
      const seq = (
        await book(t, alice, {
          shopId: h.shopId,
          productSeq: h.product,
          petSeqs: [coco],
          date: hotels.indexOf(h) === 0 ? '2026-12-07' : '2026-12-14',
          endDate: hotels.indexOf(h) === 0 ? '2026-12-08' : '2026-12-15',
        })
      ).json().data.reservationSeq as number;
      await setRow(seq, { startAt: new Date(`${(await row(seq)).date}T00:00:00+09:00`) });
      stays.push(seq);
    }

    await migrateData();

    expect(await row(expired)).toMatchObject({ canceledBy: 'SYSTEM', rejectReason: null });
    expect(await row(refused)).toMatchObject({ canceledBy: 'SHOP', rejectReason: '휴무예요' });
    const o = await row(online);
    expect(o.refundAmount).toBeGreaterThan(0);
    expect(o.depositRefundedAt).toEqual(o.canceledAt);
    expect(await row(transfer)).toMatchObject({ depositRefundedAt: null, refundAmount: 6000 });
    expect((await row(stays[0])).startAt.toISOString()).toBe('2026-12-07T01:00:00.000Z'); // 10:00 Seoul
    expect((await row(stays[1])).startAt.toISOString()).toBe('2026-12-14T02:00:00.000Z'); // 11:00 Seoul
  });
});
