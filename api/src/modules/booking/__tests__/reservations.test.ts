// Over 300 lines on purpose: the owner-side reservation API (create, list, detail, cancel quote, cancel) on one
// shared context and clock; split, each part would repeat the same owners, pets and bookings.
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
import { createShop, WEEK_HOURS } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
let coco: number;
let nabi: number;
let bobDog: number;
let scissor: number;
let bath: number;
let hotel: number;
let kinder: number;
let salon: number;
let hotelShop: number;
let kinderShop: number;
beforeAll(async () => {
  t = await bookingContext(testClock(), uncapped); // now = Monday 2026-11-23 09:00 Seoul
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  coco = await addPet(t, alice, { name: '코코', weightKg: 3.2 });
  nabi = await addPet(t, alice, { name: '나비', kind: 'CAT', weightKg: 4 });
  bobDog = await addPet(t, bob, { name: '밤이', weightKg: 7 });
  // A salon (one groomer, 20 % deposit, dogs only), a hotel open around the clock and a kindergarten without deposit;
  // all open 10:00-20:00 on weekdays, with the refund policy 3 days 100 %, 1 day 50 %, same day 0 %.
  const dogsOnly = { SMALL: 80000, MEDIUM: 100000, LARGE: 140000 };
  const salonRow = await createShop(t, {
    categories: ['BEAUTY'],
    settings: { staffCount: 1, depositRate: 20 },
    products: [
      { name: '전체미용 (가위컷)', durationMinutes: 150, prices: dogsOnly },
      { name: '목욕', durationMinutes: 60, prices: dogsOnly },
    ],
  });
  salon = salonRow.shopId;
  scissor = salonRow.products['전체미용 (가위컷)'];
  bath = salonRow.products['목욕'];
  const hotelRow = await createShop(t, {
    categories: ['HOTELING'],
    hours: WEEK_HOURS.map((h) => ({ ...h, open: '00:00', close: '24:00' })),
    products: [{ name: '1박 호텔링', unit: 'NIGHT', durationMinutes: null }],
  });
  hotelShop = hotelRow.shopId;
  hotel = hotelRow.products['1박 호텔링'];
  const kinderRow = await createShop(t, {
    categories: ['KINDERGARTEN'],
    settings: { depositRate: 0 },
    products: [{ name: '종일반', unit: 'DAY', durationMinutes: null }],
  });
  kinderShop = kinderRow.shopId;
  kinder = kinderRow.products['종일반'];
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) => t.inject({ method: 'GET', url, headers: user?.auth ?? {} });
const post = (url: string, user?: TestUser, payload?: object) =>
  t.inject({ method: 'POST', url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

describe('POST /v2/reservations', () => {
  it('creates a REQUESTED grooming reservation with price, deposit and the refund policy', async () => {
    const res = await book(t, alice, {
      shopId: salon,
      productSeq: scissor,
      petSeqs: [coco],
      date: '2026-11-27',
      time: '14:00',
      memo: ' 귀 길게 ',
    });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({
      status: 'REQUESTED',
      statusLabel: '요청',
      category: 'BEAUTY',
      date: '2026-11-27',
      endDate: '2026-11-27',
      time: '14:00',
      nights: null,
      startAt: '2026-11-27T05:00:00.000Z',
      endAt: '2026-11-27T07:30:00.000Z',
      memo: '귀 길게',
      canCancel: true,
      cancellation: null,
      shop: { shopId: salon },
      product: { productSeq: scissor, name: '전체미용 (가위컷)', durationMinutes: 150 },
    });
    expect(r.pets).toEqual([
      expect.objectContaining({ petSeq: coco, name: '코코', band: 'SMALL', quantity: 1 }),
    ]);
    expect(r.totalPrice).toBe(r.pets[0].price);
    expect(r.deposit).toMatchObject({ amount: Math.floor((r.totalPrice * 0.2) / 100) * 100, paid: false });
    expect(r.refundPolicy.map((p: { minDaysBefore: number }) => p.minDaysBefore)).toEqual([3, 1, 0]);
  });

  it('a hotel stay for two pets is priced per pet and night', async () => {
    const res = await book(t, alice, {
      shopId: hotelShop,
      productSeq: hotel,
      petSeqs: [coco, nabi],
      date: '2026-12-10',
      endDate: '2026-12-13',
    });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({ nights: 3, time: null, endDate: '2026-12-13' });
    expect(r.pets.map((p: { band: string; quantity: number }) => `${p.band}x${p.quantity}`)).toEqual([
      'SMALLx3',
      'CATx3',
    ]);
    expect(r.totalPrice).toBe(r.pets[0].price + r.pets[1].price);
  });

  it('the last place: a second request is 409 SLOT_UNAVAILABLE in Korean', async () => {
    expect(
      (
        await book(t, bob, {
          shopId: salon,
          productSeq: bath,
          petSeqs: [bobDog],
          date: '2026-11-30',
          time: '10:00',
        })
      ).statusCode,
    ).toBe(200);
    const second = await book(t, alice, {
      shopId: salon,
      productSeq: bath,
      petSeqs: [coco],
      date: '2026-11-30',
      time: '10:30',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      resultCode: 'SLOT_UNAVAILABLE',
      message: '방금 다른 분이 예약한 시간이에요. 다른 시간을 선택해 주세요.',
    });
    expect(
      (
        await book(t, alice, {
          shopId: salon,
          productSeq: bath,
          petSeqs: [coco],
          date: '2026-11-30',
          time: '11:00',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('bad input: missing/invalid time, past, off-grid, hotel without check-out, pets not offered, schema errors', async () => {
    const base = { shopId: salon, productSeq: scissor, petSeqs: [coco], date: '2026-12-01' };
    const field = async (payload: Record<string, unknown>) => {
      const res = await book(t, alice, payload);
      expect(res.statusCode).toBe(400);
      return res.json().data.fields[0].field;
    };
    expect(await field(base)).toBe('time');
    expect(await field({ ...base, time: '09:00' })).toBe('time'); // before opening
    expect(await field({ ...base, time: '18:00' })).toBe('time'); // would end after 20:00
    expect(await field({ ...base, time: '10:15' })).toBe('time'); // not on the 30-minute grid
    expect(await field({ ...base, date: '2026-11-20', time: '10:00' })).toBe('date');
    expect(await field({ ...base, date: '2027-12-01', time: '10:00' })).toBe('date'); // beyond 180 days
    expect(await field({ ...base, time: '10:00', petSeqs: [nabi] })).toBe('petSeqs.0'); // dog grooming for a cat
    expect(await field({ shopId: hotelShop, productSeq: hotel, petSeqs: [coco], date: '2026-12-01' })).toBe(
      'endDate',
    );
    expect(
      await field({
        shopId: hotelShop,
        productSeq: hotel,
        petSeqs: [coco],
        date: '2026-12-01',
        endDate: '2026-12-01',
      }),
    ).toBe('endDate');
    expect(await field({ ...base, time: '25:00' })).toBe('time');
    expect(await field({ ...base, petSeqs: [] })).toBe('petSeqs');
    expect(await field({ ...base, petSeqs: [coco, coco], time: '10:00' })).toBe('petSeqs');
    const wrongShop = await book(t, alice, { ...base, shopId: hotelShop, time: '10:00' });
    expect(wrongShop.json().resultCode).toBe('PRODUCT_NOT_FOUND');
    const offline = await createShop(t, { takesBookings: false, products: [{ name: '목욕' }] });
    const notOnline = await book(t, alice, {
      shopId: offline.shopId,
      productSeq: offline.products['목욕'],
      petSeqs: [coco],
      date: '2026-12-01',
      time: '10:00',
    });
    expect(notOnline.json().resultCode).toBe('ONLINE_RESERVATION_UNAVAILABLE');
  });

  it('a pet deleted on another phone is PET_NOT_FOUND naming it, on the quote and on the request', async () => {
    const bori = await addPet(t, alice, { name: '보리', weightKg: 4 });
    const del = await t.inject({ method: 'DELETE', url: `/v2/pets/${bori}`, headers: alice.auth });
    expect(del.statusCode).toBe(200);
    const res = await book(t, alice, {
      shopId: salon,
      productSeq: bath,
      petSeqs: [coco, bori],
      date: '2026-12-02',
      time: '10:00',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ resultCode: 'PET_NOT_FOUND', data: { petSeqs: [bori] } });
    const quote = await get(`/v2/online-reservation/products/${bath}/quote?petSeqs=${coco},${bori}`, alice);
    expect(quote.statusCode).toBe(404);
    expect(quote.json()).toMatchObject({ resultCode: 'PET_NOT_FOUND', data: { petSeqs: [bori] } });
  });

  it("someone else's pet is PET_NOT_FOUND; no token is 401", async () => {
    const res = await book(t, alice, {
      shopId: salon,
      productSeq: scissor,
      petSeqs: [bobDog],
      date: '2026-12-01',
      time: '10:00',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().resultCode).toBe('PET_NOT_FOUND');
    expect((await post('/v2/reservations', undefined, { shopId: salon })).statusCode).toBe(401);
  });
});

describe('my reservations', () => {
  it("upcoming nearest first, past latest first, next, detail; never another owner's", async () => {
    const up = (await get('/v2/reservations?scope=upcoming', alice)).json().data;
    expect(up.items.map((r: { date: string }) => r.date)).toEqual(['2026-11-27', '2026-11-30', '2026-12-10']);
    expect(up).toMatchObject({ page: 0, size: 20, total: 3, hasNext: false });
    const paged = (await get('/v2/reservations?scope=upcoming&size=2&page=1', alice)).json().data;
    expect(paged.items).toHaveLength(1);
    expect(paged).toMatchObject({ page: 1, size: 2, total: 3, hasNext: false });
    // Past the last page: no rows, the total still counted (the statement is built once per scope and size
    // with the owner, the instant and the offset as parameters: every call must bind its own).
    const beyond = (await get('/v2/reservations?scope=upcoming&size=2&page=5', alice)).json().data;
    expect(beyond).toMatchObject({ items: [], page: 5, total: 3, hasNext: false });
    const bobsPaged = (await get('/v2/reservations?scope=upcoming&size=2', bob)).json().data;
    expect(bobsPaged.items.map((r: { date: string }) => r.date)).toEqual(['2026-11-30']);
    expect(bobsPaged.total).toBe(1);
    expect((await get('/v2/reservations?scope=past', alice)).json().data.items).toEqual([]);
    // Bob sees only his own (the day-care booking from the capacity test), never Alice's.
    const bobs = (await get('/v2/reservations?scope=upcoming', bob)).json().data.items;
    expect(bobs.map((r: { date: string }) => r.date)).toEqual(['2026-11-30']);
    const next = (await get('/v2/reservations/next', alice)).json().data;
    expect(next.date).toBe('2026-11-27');
    const other = await t.user('carol@guardian.kr', '캐롤');
    expect((await get('/v2/reservations/next', other)).json()).toMatchObject({
      resultCode: 'SUCCESS',
      data: null,
    });
    const detail = await get(`/v2/reservations/${next.reservationSeq}`, alice);
    expect(detail.json().data.reservationSeq).toBe(next.reservationSeq);
    const bobsView = await get(`/v2/reservations/${next.reservationSeq}`, bob);
    expect(bobsView.statusCode).toBe(404);
    expect(bobsView.json().resultCode).toBe('RESERVATION_NOT_FOUND');
    expect((await get('/v2/reservations?scope=later', alice)).statusCode).toBe(400);
    expect((await get('/v2/reservations')).statusCode).toBe(401);
  });
});

describe('cancellation under the refund policy', () => {
  // The policy applies once the shop has confirmed: withdrawing a request it has not answered is free
  // (withdraw-request.test.ts).
  let kinderStaff: { auth: Record<string, string> };
  let salonStaff: { auth: Record<string, string> };
  beforeAll(async () => {
    kinderStaff = await partnerLogin(t, 'teacher@kinder.kr', [kinderShop]);
    salonStaff = await partnerLogin(t, 'cashier@shop1.kr', [salon], 'MANAGER');
  });
  const confirm = async (seq: number, staff = salonStaff) =>
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/v2/partner/reservations/${seq}/confirm`,
          headers: staff.auth,
        })
      ).statusCode,
    ).toBe(200);
  const kinderOn = async (date: string) => {
    const r = (await book(t, alice, { shopId: kinderShop, productSeq: kinder, petSeqs: [coco], date })).json()
      .data;
    await confirm(r.reservationSeq, kinderStaff);
    return r;
  };

  it('3+ days before: 100 %; 1-2 days: 50 %; same day: 0 % (no deposit: base is the price)', async () => {
    for (const [date, rate] of [
      ['2026-11-26', 100],
      ['2026-11-25', 50],
      ['2026-11-24', 50],
      ['2026-11-23', 0],
    ] as const) {
      const r = await kinderOn(date);
      const q = (await get(`/v2/reservations/${r.reservationSeq}/cancel-quote`, alice)).json().data;
      expect(q).toMatchObject({
        refundRate: rate,
        base: 'PRICE',
        baseAmount: r.totalPrice,
        depositPaid: false,
        refundAmount: 0,
      });
      expect(q.fee).toBe(Math.round((r.totalPrice * (100 - rate)) / 100));
      const canceled = (await post(`/v2/reservations/${r.reservationSeq}/cancel`, alice)).json().data;
      expect(canceled).toMatchObject({
        status: 'CANCELED',
        statusLabel: '취소',
        canCancel: false,
        cancellation: { canceledBy: 'OWNER', fee: q.fee, refundAmount: 0 },
      });
    }
  });

  it('an unpaid deposit: nothing was sent, so cancelling refunds nothing and costs nothing', async () => {
    const r = (
      await book(t, alice, {
        shopId: salon,
        productSeq: scissor,
        petSeqs: [coco],
        date: '2026-11-24',
        time: '10:00',
      })
    ).json().data;
    expect(r.deposit).toMatchObject({ paid: false, paidAt: null });
    await confirm(r.reservationSeq);
    const q = (await get(`/v2/reservations/${r.reservationSeq}/cancel-quote`, alice)).json().data;
    expect(q).toEqual({
      reservationSeq: r.reservationSeq,
      daysBefore: 1,
      refundRate: 50,
      unconfirmed: false,
      base: 'DEPOSIT',
      baseAmount: r.deposit.amount,
      depositPaid: false,
      depositMethod: null,
      fee: 0,
      refundAmount: 0,
      voucher: null,
      refundPolicy: r.refundPolicy,
    });
    const done = (await post(`/v2/reservations/${r.reservationSeq}/cancel`, alice)).json().data;
    expect(done.cancellation).toMatchObject({ canceledBy: 'OWNER', fee: 0, refundAmount: 0 });
    const news = (await get('/v2/notifications', alice)).json().data;
    expect(news.items[0].title).toBe('예약이 취소되었어요');
    expect(news.items[0].body).not.toContain('취소 수수료');
  });

  it('a paid deposit: the fee comes out of the deposit; cancelling twice is 409; another owner gets 404', async () => {
    const r = (
      await book(t, alice, {
        shopId: salon,
        productSeq: scissor,
        petSeqs: [coco],
        date: '2026-11-25',
        time: '10:00',
      })
    ).json().data;
    const paid = await t.inject({
      method: 'POST',
      url: `/v2/partner/reservations/${r.reservationSeq}/deposit-paid`,
      headers: salonStaff.auth,
    });
    expect(paid.statusCode).toBe(200);
    await confirm(r.reservationSeq);
    const q = (await get(`/v2/reservations/${r.reservationSeq}/cancel-quote`, alice)).json().data;
    expect(q).toMatchObject({
      daysBefore: 2,
      refundRate: 50,
      base: 'DEPOSIT',
      baseAmount: r.deposit.amount,
      depositPaid: true,
      fee: Math.round(r.deposit.amount / 2),
    });
    expect(q.fee).toBeGreaterThan(0);
    expect(q.fee + q.refundAmount).toBe(r.deposit.amount);
    expect((await get(`/v2/reservations/${r.reservationSeq}/cancel-quote`, bob)).json().resultCode).toBe(
      'RESERVATION_NOT_FOUND',
    );
    const bobs = await post(`/v2/reservations/${r.reservationSeq}/cancel`, bob);
    expect(bobs.json().resultCode).toBe('RESERVATION_NOT_FOUND');
    // Empty JSON body, as axios sends it.
    const done = await t.inject({
      method: 'POST',
      url: `/v2/reservations/${r.reservationSeq}/cancel`,
      headers: { ...alice.auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(done.json().data.cancellation).toMatchObject({ fee: q.fee, refundAmount: q.refundAmount });
    const again = await post(`/v2/reservations/${r.reservationSeq}/cancel`, alice);
    expect(again.statusCode).toBe(409);
    expect(again.json().resultCode).toBe('INVALID_STATUS_TRANSITION');
    expect((await get(`/v2/reservations/${r.reservationSeq}/cancel-quote`, alice)).statusCode).toBe(409);
    const past = (await get('/v2/reservations?scope=past', alice)).json().data.items;
    expect(past.map((x: { reservationSeq: number }) => x.reservationSeq)).toContain(r.reservationSeq);
    // The owner was told.
    const news = (await get('/v2/notifications', alice)).json().data;
    expect(news.items[0]).toMatchObject({ kind: 'RESERVATION_STATUS', title: '예약이 취소되었어요' });
  });
});
