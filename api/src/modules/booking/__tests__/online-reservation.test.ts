import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPet,
  book,
  bookingContext,
  productSeqOf,
  setCapacity,
  type TestUser,
} from '../../../test/booking-fixtures.js';
import { createShop } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
let small: number; // 3 kg dog
let large: number; // 12 kg dog
let cat: number;
let bobDog: number;
beforeAll(async () => {
  t = await bookingContext();
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  small = await addPet(t, alice, { name: '코코', weightKg: 3 });
  large = await addPet(t, alice, { name: '보리', weightKg: 12 });
  cat = await addPet(t, alice, { name: '나비', kind: 'CAT', weightKg: 4 });
  bobDog = await addPet(t, bob, { name: '밤이', weightKg: 4 });
});
afterAll(() => t.close());

const get = (url: string, headers = {}) => t.inject({ method: 'GET', url, headers });

describe('online-reservation shops and products', () => {
  it('lists only shops that take online bookings, with the inquiry filters and paging', async () => {
    const offline = await createShop(t, { categories: ['BEAUTY'], takesBookings: false });
    const res = await get('/v2/online-reservation/shops?category=BEAUTY&orderBy=REVIEWS&size=50');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.items.map((s: { shopId: number }) => s.shopId);
    expect(ids).toContain(1);
    expect(ids).not.toContain(offline.shopId); // BEAUTY shop without online booking
    const all = (await get('/v2/online-reservation/shops?size=50')).json().data;
    const everything = (await get('/v2/shop/inquiry?size=50')).json().data;
    expect(all.total).toBeLessThan(everything.total);
    expect((await get('/v2/online-reservation/shops?size=500')).statusCode).toBe(400);
  });

  it('shop page: detail, products with band prices, refund policy, deposit rule', async () => {
    const res = await get('/v2/online-reservation/shops/1');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.shop).toMatchObject({ shopId: 1, onlineReservation: true });
    const names = d.products.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['목욕', '위생미용', '전체미용 (가위컷)', '전체미용 (클리핑)', '고양이 목욕']),
    );
    const scissor = d.products.find((p: { name: string }) => p.name === '전체미용 (가위컷)');
    expect(scissor).toMatchObject({ category: 'BEAUTY', durationMinutes: 150, unit: 'VISIT' });
    expect(scissor.imageUrl).toMatch(/^http:\/\/api\.test\/static\/products\/scissor\.svg$/);
    expect(scissor.prices.map((p: { band: string }) => p.band)).toEqual(['SMALL', 'MEDIUM', 'LARGE']);
    expect(scissor.prices[0].price).toBeLessThan(scissor.prices[2].price);
    expect(d.refundPolicy.map((r: { refundRate: number }) => r.refundRate)).toEqual([100, 50, 0]);
    expect(d.depositRule).toMatchObject({ rate: 20, required: true });
    const hotel = (await get('/v2/online-reservation/shops/2')).json().data;
    expect(hotel.products.find((p: { name: string }) => p.name === '1박 호텔링').unit).toBe('NIGHT');
    expect((await get('/v2/static/products/scissor.svg')).statusCode).toBe(404);
    expect((await get('/static/products/scissor.svg')).statusCode).toBe(200);
    expect((await get('/v2/online-reservation/shops/99999')).json().resultCode).toBe('SHOP_NOT_FOUND');
    expect((await get('/v2/online-reservation/shops/abc')).statusCode).toBe(400);
  });

  it('product detail and 404', async () => {
    const seq = await productSeqOf(t, 3, '종일반');
    expect((await get(`/v2/online-reservation/products/${seq}`)).json().data).toMatchObject({
      productSeq: seq,
      shopId: 3,
      category: 'KINDERGARTEN',
      unit: 'DAY',
    });
    expect((await get('/v2/online-reservation/products/999999')).json().resultCode).toBe('PRODUCT_NOT_FOUND');
  });

  it('quote prices each pet by its band; hotels by nights; refuses products not offered for a pet', async () => {
    const hotel = await productSeqOf(t, 2, '1박 호텔링');
    const prices = (await get(`/v2/online-reservation/products/${hotel}`)).json().data.prices;
    const priceOf = (band: string) => prices.find((p: { band: string }) => p.band === band).price;
    const q = await get(
      `/v2/online-reservation/products/${hotel}/quote?petSeqs=${small},${large},${cat}&date=2026-12-01&endDate=2026-12-03`,
      alice.auth,
    );
    expect(q.statusCode).toBe(200);
    const d = q.json().data;
    expect(d.nights).toBe(2);
    expect(d.lines.map((l: { band: string }) => l.band)).toEqual(['SMALL', 'LARGE', 'CAT']);
    expect(d.totalPrice).toBe(2 * (priceOf('SMALL') + priceOf('LARGE') + priceOf('CAT')));
    expect(d.depositAmount).toBe(Math.floor((d.totalPrice * 0.3) / 100) * 100);

    const bath = await productSeqOf(t, 1, '목욕');
    const refused = await get(`/v2/online-reservation/products/${bath}/quote?petSeqs=${cat}`, alice.auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0]).toEqual({
      field: 'petSeqs.0',
      message: '고양이인 나비는 이 상품을 이용할 수 없어요.',
    });
    const notMine = await get(`/v2/online-reservation/products/${bath}/quote?petSeqs=${bobDog}`, alice.auth);
    expect(notMine.json().resultCode).toBe('PET_NOT_FOUND');
    expect((await get(`/v2/online-reservation/products/${bath}/quote?petSeqs=${small}`)).statusCode).toBe(
      401,
    );
    expect((await get(`/v2/online-reservation/products/${bath}/quote`, alice.auth)).statusCode).toBe(400);
  });
});

describe('availability', () => {
  it('grooming: slots from the hours and the duration; staff capacity; past times never available', async () => {
    await setCapacity(t, 1, { staffCount: 1 });
    const scissor = await productSeqOf(t, 1, '전체미용 (가위컷)'); // 150 min
    const url = (date: string) =>
      `/v2/online-reservation/shops/1/availability?productSeq=${scissor}&date=${date}`;
    const wed = (await get(url('2026-11-25'))).json().data;
    expect(wed).toMatchObject({
      category: 'BEAUTY',
      closed: false,
      available: true,
      petCount: 1,
      nights: [],
      remaining: null,
    });
    expect(wed.slots[0]).toEqual({ time: '10:00', remaining: 1, available: true });
    expect(wed.slots.at(-1).time).toBe('17:30'); // 17:30 + 150 min = 20:00 closing
    // Today (Monday) at 09:00: slots from 10:00 are still open; yesterday is all past.
    expect((await get(url('2026-11-23'))).json().data.slots[0].available).toBe(true);
    const sunday = (await get(url('2026-11-22'))).json().data;
    expect(sunday.available).toBe(false);
    expect(sunday.slots.every((s: { available: boolean }) => !s.available)).toBe(true);

    expect(
      (
        await book(t, alice, {
          shopId: 1,
          productSeq: scissor,
          petSeqs: [small],
          date: '2026-11-25',
          time: '12:00',
        })
      ).statusCode,
    ).toBe(200);
    const after = (await get(url('2026-11-25'))).json().data.slots;
    const slot = (time: string) => after.find((s: { time: string }) => s.time === time);
    expect(slot('12:00')).toMatchObject({ available: false, remaining: 0 });
    expect(slot('10:00')).toMatchObject({ available: false }); // 10:00-12:30 overlaps 12:00
    expect(slot('09:30')).toBeUndefined();
    expect(slot('14:30')).toMatchObject({ available: true, remaining: 1 }); // starts when the 12:00 booking ends
    // Two pets need two groomers.
    await setCapacity(t, 1, { staffCount: 2 });
    const two = (await get(`${url('2026-11-25')}&petSeqs=${small},${large}`, alice.auth)).json().data;
    expect(two.petCount).toBe(2);
    expect(two.slots.find((s: { time: string }) => s.time === '12:00')).toMatchObject({
      remaining: 1,
      available: false,
    });
    expect(two.slots.find((s: { time: string }) => s.time === '15:00')).toMatchObject({
      remaining: 2,
      available: true,
    });
  });

  it('hotel: nightly capacity over the stay; day care: daily capacity and closed days', async () => {
    await setCapacity(t, 2, { nightlyCapacity: 2 });
    const hotel = await productSeqOf(t, 2, '1박 호텔링');
    expect(
      (
        await book(t, alice, {
          shopId: 2,
          productSeq: hotel,
          petSeqs: [small, cat],
          date: '2026-12-02',
          endDate: '2026-12-03',
        })
      ).statusCode,
    ).toBe(200);
    const stay = (
      await get(
        `/v2/online-reservation/shops/2/availability?productSeq=${hotel}&date=2026-12-01&endDate=2026-12-04`,
      )
    ).json().data;
    expect(stay.nights).toEqual([
      { date: '2026-12-01', remaining: 2 },
      { date: '2026-12-02', remaining: 0 },
      { date: '2026-12-03', remaining: 2 },
    ]);
    expect(stay).toMatchObject({ available: false, remaining: 0, endDate: '2026-12-04' });
    const oneNight = (
      await get(`/v2/online-reservation/shops/2/availability?productSeq=${hotel}&date=2026-12-03`)
    ).json().data;
    expect(oneNight).toMatchObject({ endDate: '2026-12-04', available: true, remaining: 2 });
    const badStay = await get(
      `/v2/online-reservation/shops/2/availability?productSeq=${hotel}&date=2026-12-03&endDate=2026-12-03`,
    );
    expect(badStay.statusCode).toBe(400);

    await setCapacity(t, 4, { dailyCapacity: 1 });
    const care = await productSeqOf(t, 4, '시간제 데이케어 (4시간)');
    const dayUrl = (date: string) =>
      `/v2/online-reservation/shops/4/availability?productSeq=${care}&date=${date}`;
    expect((await get(dayUrl('2026-11-26'))).json().data).toMatchObject({
      available: true,
      remaining: 1,
      slots: [],
    });
    expect(
      (await book(t, bob, { shopId: 4, productSeq: care, petSeqs: [bobDog], date: '2026-11-26' })).statusCode,
    ).toBe(200);
    expect((await get(dayUrl('2026-11-26'))).json().data).toMatchObject({ available: false, remaining: 0 });
    expect((await get(dayUrl('2026-11-29'))).json().data).toMatchObject({ available: false, closed: true }); // Sunday
  });

  it('month view: per-day availability for the calendar', async () => {
    const care = await productSeqOf(t, 4, '시간제 데이케어 (4시간)');
    const m = (
      await get(`/v2/online-reservation/shops/4/availability/month?productSeq=${care}&month=2026-11`)
    ).json().data;
    expect(m.days).toHaveLength(30);
    const day = (d: string) => m.days.find((x: { date: string }) => x.date === d);
    expect(day('2026-11-20')).toMatchObject({ available: false }); // past
    expect(day('2026-11-26')).toMatchObject({ available: false, remaining: 0 }); // full (previous test)
    expect(day('2026-11-27')).toMatchObject({ available: true, remaining: 1 });
    expect(day('2026-11-29')).toMatchObject({ available: false, closed: true });
    const scissor = await productSeqOf(t, 1, '전체미용 (가위컷)');
    const g = (
      await get(`/v2/online-reservation/shops/1/availability/month?productSeq=${scissor}&month=2026-12`)
    ).json().data;
    expect(g.days[0]).toMatchObject({ date: '2026-12-01', available: true });
    expect(g.days[0].remaining).toBeGreaterThan(5); // free start times that day
    expect(
      (await get(`/v2/online-reservation/shops/1/availability/month?productSeq=${scissor}&month=2026-13`))
        .statusCode,
    ).toBe(400);
  });

  it('offers no time at a shop that takes no online bookings: the same 409 as the request would get', async () => {
    const offline = await createShop(t, {
      categories: ['BEAUTY', 'HOTELING'],
      takesBookings: false,
      products: [
        { name: '목욕' },
        { name: '호텔', category: 'HOTELING', unit: 'NIGHT', durationMinutes: null },
      ],
    });
    const base = `/v2/online-reservation/shops/${offline.shopId}/availability`;
    const bath = offline.products['목욕'];
    const hotel = offline.products['호텔'];
    const refused = [
      await get(`${base}?productSeq=${bath}&date=2026-12-01`),
      await get(`${base}?productSeq=${bath}&date=2026-12-01&petSeqs=${small}`, alice.auth),
      await get(`${base}?productSeq=${hotel}&date=2026-12-01&endDate=2026-12-03`),
      await get(`${base}/month?productSeq=${bath}&month=2026-12`),
      await get(`${base}/month?productSeq=${hotel}&month=2026-12&petSeqs=${small}`, alice.auth),
    ];
    const request = await book(t, alice, {
      shopId: offline.shopId,
      productSeq: bath,
      petSeqs: [small],
      date: '2026-12-01',
      time: '10:00',
    });
    for (const res of [...refused, request]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        resultCode: 'ONLINE_RESERVATION_UNAVAILABLE',
        message: '온라인 예약을 받지 않는 매장이에요.',
        data: null,
      });
    }
    // A product of another shop is still not found there, whether or not the shop takes bookings.
    const other = await productSeqOf(t, 1, '목욕');
    expect((await get(`${base}?productSeq=${other}&date=2026-12-01`)).json().resultCode).toBe(
      'PRODUCT_NOT_FOUND',
    );
  });

  it('bad input and wrong owner', async () => {
    const scissor = await productSeqOf(t, 1, '전체미용 (가위컷)');
    const hotel = await productSeqOf(t, 2, '1박 호텔링');
    expect(
      (await get(`/v2/online-reservation/shops/1/availability?productSeq=${scissor}&date=2026-11-31`))
        .statusCode,
    ).toBe(400);
    expect((await get(`/v2/online-reservation/shops/1/availability?productSeq=${scissor}`)).statusCode).toBe(
      400,
    );
    const otherShop = await get(
      `/v2/online-reservation/shops/1/availability?productSeq=${hotel}&date=2026-12-01`,
    );
    expect(otherShop.json().resultCode).toBe('PRODUCT_NOT_FOUND');
    const notMine = await get(
      `/v2/online-reservation/shops/1/availability?productSeq=${scissor}&date=2026-12-01&petSeqs=${bobDog}`,
      alice.auth,
    );
    expect(notMine.json().resultCode).toBe('PET_NOT_FOUND');
    const anonymousPets = await get(
      `/v2/online-reservation/shops/1/availability?productSeq=${scissor}&date=2026-12-01&petSeqs=${small}`,
    );
    expect(anonymousPets.statusCode).toBe(401);
  });
});
