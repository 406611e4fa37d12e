// A deposit sent by bank transfer is not refunded by the app: after a cancellation it is owed by the shop (환불 예정)
// until the shop records sending it back (POST /v2/partner/reservations/{id}/deposit-refunded): then 환불 완료.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPet,
  book,
  bookingContext,
  testClock,
  type TestUser,
  uncapped,
} from '../../../test/booking-fixtures.js';
import { createShop, createStaffSession, type StaffSession } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: TestUser;
let coco: number;
let shopId: number;
let bath: number;
let owner: StaffSession;
let staff: StaffSession;
let stranger: StaffSession;

beforeAll(async () => {
  t = await bookingContext(testClock(), uncapped); // Monday 2026-11-23 09:00 Seoul
  alice = await t.user('alice@guardian.kr', '앨리스');
  coco = await addPet(t, alice, { name: '코코' }); // SMALL: 30,000원 → deposit 6,000원
  const shop = await createShop(t, { settings: { depositRate: 20, depositAccount: '국민은행 123-456' } });
  [shopId, bath] = [shop.shopId, shop.products['목욕']];
  owner = await createStaffSession(t, [shopId], 'OWNER');
  staff = await createStaffSession(t, [shopId], 'STAFF');
  stranger = await createStaffSession(t, [(await createShop(t)).shopId], 'OWNER');
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: alice.auth });
const post = (url: string, headers: Record<string, string> = alice.auth) =>
  t.inject({ method: 'POST', url, headers });
const refunded = (seq: number, who: StaffSession = owner) =>
  post(`/v2/partner/reservations/${seq}/deposit-refunded`, who.auth);

/** A confirmed visit whose 6,000원 deposit the shop received by transfer, cancelled `date`'s days before (policy). */
async function cancelledTransfer(date: string) {
  const seq = (
    await book(t, alice, { shopId, productSeq: bath, petSeqs: [coco], date, time: '13:00' })
  ).json().data.reservationSeq as number;
  expect((await post(`/v2/partner/reservations/${seq}/deposit-paid`, owner.auth)).statusCode).toBe(200);
  expect((await post(`/v2/partner/reservations/${seq}/confirm`, owner.auth)).statusCode).toBe(200);
  const canceled = (await post(`/v2/reservations/${seq}/cancel`)).json().data;
  return { seq, canceled };
}

describe('a transfer deposit after a cancellation', () => {
  it('is owed by the shop (환불 예정), not shown as refunded; the shop records it and it is 환불 완료', async () => {
    const { seq, canceled } = await cancelledTransfer('2026-11-25'); // 2 days before: 50 % → 3,000원
    expect(canceled.cancellation).toMatchObject({ refundAmount: 3_000 });
    expect(canceled.deposit).toMatchObject({ paid: true, refundedAt: null });
    expect((await get('/v2/notifications')).json().data.items[0].body).toContain(
      '예약금 3,000원 환불 예정 (매장에서 보내 드려요)',
    );
    expect((await get(`/v2/reservations/${seq}/deposit`)).json().data).toMatchObject({
      method: 'TRANSFER',
      refundedAmount: 0,
      refundPending: 3_000,
      refundedAt: null,
    });

    const res = await refunded(seq);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deposit.refundedAt).toBe(t.app.now().toISOString());
    expect((await get(`/v2/reservations/${seq}/deposit`)).json().data).toMatchObject({
      refundedAmount: 3_000,
      refundPending: 0,
      refundedAt: t.app.now().toISOString(),
    });
    const news = (await get('/v2/notifications')).json().data.items[0];
    expect(news).toMatchObject({
      title: '예약금이 환불되었어요',
      link: `/reservation/detail?reservationSeq=${seq}`,
    });
    expect(news.body).toContain('예약금 3,000원 환불 완료');
    // Once only.
    expect((await refunded(seq)).json()).toMatchObject({
      resultCode: 'DEPOSIT_ALREADY_REFUNDED',
      message: '이미 환불된 예약금이에요.',
    });
  });

  it("is the shop's own to record: another shop's is 404, a staff member 403, an owner 401", async () => {
    const { seq } = await cancelledTransfer('2026-11-26'); // 3 days before: 100 %
    expect((await refunded(seq, stranger)).json().resultCode).toBe('RESERVATION_NOT_FOUND');
    const byStaff = await refunded(seq, staff);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().resultCode).toBe('FORBIDDEN');
    expect((await post(`/v2/partner/reservations/${seq}/deposit-refunded`)).statusCode).toBe(401);
    expect((await refunded(999_999)).json().resultCode).toBe('RESERVATION_NOT_FOUND');
    expect((await get(`/v2/reservations/${seq}/deposit`)).json().data.refundPending).toBe(6_000);
  });

  it('409 when there is nothing to send back: not cancelled, nothing received, nothing given back', async () => {
    const open = (
      await book(t, alice, { shopId, productSeq: bath, petSeqs: [coco], date: '2026-12-01', time: '13:00' })
    ).json().data.reservationSeq as number;
    expect((await refunded(open)).json()).toMatchObject({
      resultCode: 'INVALID_STATUS_TRANSITION',
    });
    expect((await post(`/v2/reservations/${open}/cancel`)).statusCode).toBe(200); // unpaid: nothing to give back
    expect((await refunded(open)).json()).toMatchObject({
      resultCode: 'NO_REFUND_DUE',
      message: '돌려줄 예약금이 없는 예약이에요.',
    });
    const { seq: sameDay } = await cancelledTransfer('2026-11-23'); // the day itself: 0 % back
    expect((await refunded(sameDay)).json().resultCode).toBe('NO_REFUND_DUE');
  });
});
