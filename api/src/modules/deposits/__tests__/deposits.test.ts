import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPet,
  book,
  bookingContext,
  partnerLogin,
  testClock,
  type TestUser,
  uncapped,
} from '../../../test/booking-fixtures.js';
import { createShop } from '../../../test/factories.js';
import { checkout, pay } from '../../../test/money-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
let shopId: number;
let bath: number;
let coco: number;
let staff: { auth: { authorization: string } };

beforeAll(async () => {
  t = await bookingContext(testClock(), uncapped);
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  const shop = await createShop(t, {
    settings: { depositRate: 20, depositAccount: '국민은행 123-456 (가디언)' },
  });
  [shopId, bath] = [shop.shopId, shop.products['목욕']];
  coco = await addPet(t, alice, { name: '코코' }); // SMALL: 30,000원 → deposit 6,000원
  staff = await partnerLogin(t, 'staff@guardian.kr', [shopId], 'OWNER');
});
afterAll(() => t.close());

const get = (url: string, user: TestUser = alice) => t.inject({ method: 'GET', url, headers: user.auth });
const post = (url: string, user: { auth: { authorization: string } } = alice) =>
  t.inject({ method: 'POST', url, headers: user.auth });
const reserve = async (date: string) =>
  (await book(t, alice, { shopId, productSeq: bath, petSeqs: [coco], date, time: '13:00' })).json().data
    .reservationSeq as number;

describe('예약금 of a hotel stay', () => {
  it('names the check-out day beside the check-in, and a visit has none', async () => {
    const hotelShop = await createShop(t, {
      categories: ['HOTELING'],
      settings: { depositRate: 20, depositAccount: '국민은행 123-456 (가디언)' },
      products: [{ name: '호텔', category: 'HOTELING', unit: 'NIGHT', durationMinutes: null }],
    });
    const stay = (
      await book(t, alice, {
        shopId: hotelShop.shopId,
        productSeq: hotelShop.products['호텔'],
        petSeqs: [coco],
        date: '2026-12-10',
        endDate: '2026-12-12',
      })
    ).json().data.reservationSeq as number;
    expect((await get(`/v2/reservations/${stay}/deposit`)).json().data).toMatchObject({
      date: '2026-12-10',
      time: null,
      endDate: '2026-12-12',
    });
    const visit = await reserve('2026-12-20');
    expect((await get(`/v2/reservations/${visit}/deposit`)).json().data).toMatchObject({
      date: '2026-12-20',
      time: '13:00',
      endDate: null,
    });
  });
});

describe('예약금 online', () => {
  it('shows the deposit, pays it through the gateway, and the booking shows it paid', async () => {
    const id = await reserve('2026-12-01');
    const before = (await get(`/v2/reservations/${id}/deposit`)).json().data;
    expect(before).toMatchObject({
      amount: 6_000,
      paid: false,
      payable: true,
      method: null,
      account: '국민은행 123-456 (가디언)',
    });
    const order = (await post(`/v2/reservations/${id}/deposit/payment`)).json().data;
    expect(order).toMatchObject({
      amount: 6_000,
      checkout: { kind: 'FAKE', checkoutPath: '/fake-toss/checkout' },
    });
    expect((await pay(t, alice, order)).json().data).toMatchObject({
      status: 'PAID',
      purpose: 'DEPOSIT',
      refSeq: id,
    });
    expect((await get(`/v2/reservations/${id}/deposit`)).json().data).toMatchObject({
      paid: true,
      method: 'ONLINE',
      payable: false,
    });
    expect((await get(`/v2/reservations/${id}`)).json().data.deposit.paid).toBe(true);
    expect((await post(`/v2/reservations/${id}/deposit/payment`)).json().resultCode).toBe(
      'DEPOSIT_ALREADY_PAID',
    );
  });

  it('cancelling 2 days before refunds the quoted amount (50 %) through the gateway', async () => {
    const id = await reserve('2026-11-25'); // today is 2026-11-23
    const order = (await post(`/v2/reservations/${id}/deposit/payment`)).json().data;
    const back = await checkout(t, order);
    await t.inject({
      method: 'POST',
      url: '/v2/payments/confirm',
      headers: alice.auth,
      payload: { paymentKey: back.get('paymentKey'), orderId: order.orderId, amount: order.amount },
    });
    // Confirmed: the policy applies (a request not confirmed yet is withdrawn free).
    expect((await post(`/v2/partner/reservations/${id}/confirm`, staff)).statusCode).toBe(200);
    const quote = (await get(`/v2/reservations/${id}/cancel-quote`)).json().data;
    expect(quote).toMatchObject({ daysBefore: 2, depositPaid: true, refundAmount: 3_000, fee: 3_000 });
    const canceled = (await post(`/v2/reservations/${id}/cancel`)).json().data;
    expect(canceled.cancellation.refundAmount).toBe(quote.refundAmount);
    expect(t.app.fakeToss!.payment(back.get('paymentKey')!)).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: 3_000,
    });
    expect((await t.app.services.payments.ledger(order.orderId)).map((l) => [l.kind, l.amount])).toEqual([
      ['CHARGE', 6_000],
      ['REFUND', -3_000],
    ]);
    // Refunded at once by the gateway: nothing owed, and the booking says when.
    const deposit = (await get(`/v2/reservations/${id}/deposit`)).json().data;
    expect(deposit).toMatchObject({ refundedAmount: 3_000, refundPending: 0, status: 'CANCELED' });
    expect(deposit.refundedAt).toEqual(canceled.cancellation.canceledAt);
    expect(canceled.deposit.refundedAt).toEqual(canceled.cancellation.canceledAt);
    // Nothing for the shop to record.
    expect((await post(`/v2/partner/reservations/${id}/deposit-refunded`, staff)).json().resultCode).toBe(
      'DEPOSIT_ALREADY_REFUNDED',
    );
  });

  it('the shop rejecting a booking refunds the whole online deposit', async () => {
    const id = await reserve('2026-12-02');
    const order = (await post(`/v2/reservations/${id}/deposit/payment`)).json().data;
    await pay(t, alice, order);
    await t.inject({
      method: 'POST',
      url: `/v2/partner/reservations/${id}/reject`,
      headers: staff.auth,
      payload: { reason: '휴무일이에요' },
    });
    expect(await t.app.services.payments.mine(alice.userSeq, order.orderId)).toMatchObject({
      status: 'CANCELED',
      refundedAmount: 6_000,
    });
  });

  it('a transfer the shop marks received while the owner is paying: the online charge is cancelled', async () => {
    const id = await reserve('2026-12-03');
    const order = (await post(`/v2/reservations/${id}/deposit/payment`)).json().data;
    expect((await post(`/v2/partner/reservations/${id}/deposit-paid`, staff)).statusCode).toBe(200);
    const back = await checkout(t, order);
    const res = await t.inject({
      method: 'POST',
      url: '/v2/payments/confirm',
      headers: alice.auth,
      payload: { paymentKey: back.get('paymentKey'), orderId: order.orderId, amount: order.amount },
    });
    expect(res.json().resultCode).toBe('DEPOSIT_ALREADY_PAID');
    expect(t.app.fakeToss!.payment(back.get('paymentKey')!)?.status).toBe('CANCELED');
    expect((await get(`/v2/reservations/${id}/deposit`)).json().data.method).toBe('TRANSFER');
  });

  it("another owner's deposit: 404, and no order is made", async () => {
    const id = await reserve('2026-12-04');
    expect((await get(`/v2/reservations/${id}/deposit`, bob)).json().resultCode).toBe(
      'RESERVATION_NOT_FOUND',
    );
    expect((await post(`/v2/reservations/${id}/deposit/payment`, bob)).statusCode).toBe(404);
    expect((await get(`/v2/reservations/${id}/deposit`)).json().data.paid).toBe(false);
  });
});
