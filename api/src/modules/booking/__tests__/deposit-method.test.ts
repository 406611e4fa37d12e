// How a paid deposit was paid, on the reservation itself (detail, list, schedule) and on its cancel quote: the app
// names a transfer the shop confirmed 입금 완료 and a card payment 결제 완료 on every screen, and the cancel sheet
// says only the refund route that applies (the gateway at once, or the shop sending a transfer back).
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
import { pay } from '../../../test/money-fixtures.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: TestUser;
let shopId: number;
let bath: number;
let coco: number;
let staff: { auth: { authorization: string } };

beforeAll(async () => {
  t = await bookingContext(testClock(), uncapped); // Monday 2026-11-23 09:00 Seoul
  alice = await t.user('alice@guardian.kr', '앨리스');
  const shop = await createShop(t, {
    settings: { depositRate: 20, depositAccount: '국민은행 123-456 (가디언)' },
  });
  [shopId, bath] = [shop.shopId, shop.products['목욕']];
  coco = await addPet(t, alice, { name: '코코' }); // SMALL: 30,000원 → deposit 6,000원
  staff = await partnerLogin(t, 'staff@guardian.kr', [shopId], 'OWNER');
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: alice.auth });
const post = (url: string, user: { auth: { authorization: string } } = alice) =>
  t.inject({ method: 'POST', url, headers: user.auth });
const reserve = async (date: string) =>
  (await book(t, alice, { shopId, productSeq: bath, petSeqs: [coco], date, time: '13:00' })).json().data
    .reservationSeq as number;
/** The reservation as the owner's list shows it. */
const listed = async (seq: number) =>
  (await get('/v2/reservations?scope=upcoming&size=50'))
    .json()
    .data.items.find((r: { reservationSeq: number }) => r.reservationSeq === seq);

describe('a reservation’s deposit says how it was paid', () => {
  it('unpaid: no method, on the reservation and on its cancel quote', async () => {
    const seq = await reserve('2026-12-02');
    expect((await get(`/v2/reservations/${seq}`)).json().data.deposit).toMatchObject({
      paid: false,
      method: null,
    });
    expect((await listed(seq)).deposit.method).toBeNull();
    expect((await get(`/v2/reservations/${seq}/cancel-quote`)).json().data).toMatchObject({
      depositPaid: false,
      depositMethod: null,
    });
  });

  it('a transfer the shop confirmed: TRANSFER, the same as the deposit’s own screen', async () => {
    const seq = await reserve('2026-12-03');
    expect((await post(`/v2/partner/reservations/${seq}/deposit-paid`, staff)).statusCode).toBe(200);
    expect((await get(`/v2/reservations/${seq}`)).json().data.deposit).toMatchObject({
      paid: true,
      method: 'TRANSFER',
    });
    expect((await listed(seq)).deposit.method).toBe('TRANSFER');
    expect((await get(`/v2/reservations/${seq}/deposit`)).json().data.method).toBe('TRANSFER');
    expect((await get(`/v2/reservations/${seq}/cancel-quote`)).json().data).toMatchObject({
      depositPaid: true,
      depositMethod: 'TRANSFER',
    });
  });

  it('paid online: ONLINE, and still ONLINE once cancelled and refunded through the gateway', async () => {
    const seq = await reserve('2026-12-04');
    const order = (await post(`/v2/reservations/${seq}/deposit/payment`)).json().data;
    expect((await pay(t, alice, order)).json().data).toMatchObject({ status: 'PAID' });
    expect((await get(`/v2/reservations/${seq}`)).json().data.deposit).toMatchObject({
      paid: true,
      method: 'ONLINE',
    });
    expect((await listed(seq)).deposit.method).toBe('ONLINE');
    expect((await get(`/v2/reservations/${seq}/cancel-quote`)).json().data).toMatchObject({
      depositPaid: true,
      depositMethod: 'ONLINE',
    });
    const canceled = (await post(`/v2/reservations/${seq}/cancel`)).json().data;
    expect(canceled.deposit).toMatchObject({ paid: true, method: 'ONLINE' });
    expect((await get(`/v2/reservations/${seq}/deposit`)).json().data.method).toBe('ONLINE');
  });

  it('its 소식 entry names it the same way: a card payment 결제 완료, a transfer 입금 확인', async () => {
    /** The entry about the deposit of the visit on this day. */
    const newsOf = async (day: string) =>
      (
        (await get('/v2/notifications?size=50')).json().data.items as { title: string; body: string }[]
      ).filter((n) => n.body.includes(day) && n.body.includes('예약금'));
    const card = await reserve('2026-12-08');
    const order = (await post(`/v2/reservations/${card}/deposit/payment`)).json().data;
    expect((await pay(t, alice, order)).json().data).toMatchObject({ status: 'PAID' });
    expect(await newsOf('12월 8일')).toEqual([
      expect.objectContaining({
        title: '예약금 결제가 완료되었어요',
        body: expect.stringMatching(/\n예약금 6,000원 결제 완료$/),
      }),
    ]);
    const transfer = await reserve('2026-12-09');
    expect((await post(`/v2/partner/reservations/${transfer}/deposit-paid`, staff)).statusCode).toBe(200);
    expect(await newsOf('12월 9일')).toEqual([
      expect.objectContaining({
        title: '예약금 입금이 확인되었어요',
        body: expect.stringMatching(/\n예약금 6,000원 입금 확인$/),
      }),
    ]);
  });

  it('an online order that was opened and never paid leaves a transfer a transfer', async () => {
    const seq = await reserve('2026-12-05');
    expect((await post(`/v2/reservations/${seq}/deposit/payment`)).statusCode).toBe(200); // window closed unpaid
    expect((await post(`/v2/partner/reservations/${seq}/deposit-paid`, staff)).statusCode).toBe(200);
    expect((await get(`/v2/reservations/${seq}`)).json().data.deposit.method).toBe('TRANSFER');
  });
});
