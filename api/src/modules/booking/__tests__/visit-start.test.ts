// A visit starts when it really does: a hotel stay at its check-in time (the shop's opening that day, 11:00 for a
// shop open around the clock), a kindergarten or day care day at opening. Today is bookable only while that start
// is ahead, so a deposit is never due before the booking is made, the owner can cancel on the check-in day before
// check-in, and the shop cannot mark a stay done from midnight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPet,
  book,
  bookingContext,
  testClock,
  type TestUser,
  uncapped,
} from '../../../test/booking-fixtures.js';
import { createShop, createStaffSession, WEEK_HOURS } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

const clock = testClock(); // Monday 2026-11-23 09:00 Seoul; moved forward below
let t: TestContext;
let alice: TestUser;
let coco: number;
let bori: number;
let dubu: number;
let hotelShop: number; // 10:00-20:00 on weekdays, 30 % deposit
let hotel: number;
let allDayHotel: number; // open around the clock
let allDayHotelShop: number;
let kinderShop: number; // 10:00-20:00 on weekdays, 20 % deposit
let kinder: number;
let halfDay: number;
let hotelStaff: { auth: Record<string, string> };
beforeAll(async () => {
  t = await bookingContext(clock, uncapped);
  alice = await t.user('alice@guardian.kr', '앨리스');
  coco = await addPet(t, alice, { name: '코코' });
  bori = await addPet(t, alice, { name: '보리' });
  dubu = await addPet(t, alice, { name: '두부' });
  const h = await createShop(t, {
    categories: ['HOTELING'],
    settings: { depositRate: 30, depositAccount: '국민 123' },
    products: [{ name: '1박 호텔링', unit: 'NIGHT', durationMinutes: null }],
  });
  [hotelShop, hotel] = [h.shopId, h.products['1박 호텔링']];
  const a = await createShop(t, {
    categories: ['HOTELING'],
    hours: WEEK_HOURS.map((x) => ({ ...x, open: '00:00', close: '24:00' })),
    products: [{ name: '1박 호텔링', unit: 'NIGHT', durationMinutes: null }],
  });
  [allDayHotelShop, allDayHotel] = [a.shopId, a.products['1박 호텔링']];
  const k = await createShop(t, {
    categories: ['KINDERGARTEN'],
    settings: { depositRate: 20, depositAccount: '국민 123' },
    products: [
      { name: '종일반', unit: 'DAY', durationMinutes: null },
      { name: '반일반 (4시간)', unit: 'DAY', durationMinutes: 240 },
    ],
  });
  [kinderShop, kinder, halfDay] = [k.shopId, k.products['종일반'], k.products['반일반 (4시간)']];
  hotelStaff = await createStaffSession(t, [hotelShop], 'OWNER');
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: alice.auth });
const post = (url: string, headers: Record<string, string> = alice.auth) =>
  t.inject({ method: 'POST', url, headers });
const monthDay = async (shopId: number, productSeq: number, date: string) =>
  (
    await get(
      `/v2/online-reservation/shops/${shopId}/availability/month?productSeq=${productSeq}&month=2026-11`,
    )
  )
    .json()
    .data.days.find((d: { date: string }) => d.date === date);

describe('before the start on the day (09:00; check-in and opening at 10:00)', () => {
  let stay: number;

  it('a hotel stay runs from the check-in time (the opening) to noon on the check-out day', async () => {
    expect(await monthDay(hotelShop, hotel, '2026-11-23')).toMatchObject({
      available: true,
      startPassed: false,
    });
    const res = await book(t, alice, {
      shopId: hotelShop,
      productSeq: hotel,
      petSeqs: [coco],
      date: '2026-11-23',
      endDate: '2026-11-24',
    });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    stay = r.reservationSeq;
    expect(r).toMatchObject({
      startAt: '2026-11-23T01:00:00.000Z', // 10:00 Seoul, not 00:00
      endAt: '2026-11-24T03:00:00.000Z', // 12:00 Seoul on the check-out day
      canCancel: true,
    });
    // The deposit is due by the check-in, still ahead: not a deadline that passed before the booking.
    expect(new Date(r.deposit.dueAt).getTime()).toBe(Date.parse('2026-11-23T01:00:00.000Z'));
    expect(new Date(r.deposit.dueAt).getTime()).toBeGreaterThan(clock.now().getTime());
    expect(await t.app.services.booking.expireUnpaidRequests(clock.now())).toBe(0);
  });

  it('a shop open around the clock takes pets in at 11:00', async () => {
    const r = (
      await book(t, alice, {
        shopId: allDayHotelShop,
        productSeq: allDayHotel,
        petSeqs: [bori],
        date: '2026-11-25',
        endDate: '2026-11-26',
      })
    ).json().data;
    expect(r).toMatchObject({ startAt: '2026-11-25T02:00:00.000Z', endAt: '2026-11-26T03:00:00.000Z' });
  });

  it('a kindergarten day runs from opening (its window), for its length or to closing', async () => {
    const half = (
      await book(t, alice, { shopId: kinderShop, productSeq: halfDay, petSeqs: [dubu], date: '2026-11-23' })
    ).json().data;
    expect(half).toMatchObject({ startAt: '2026-11-23T01:00:00.000Z', endAt: '2026-11-23T05:00:00.000Z' });
    expect(Date.parse(half.deposit.dueAt)).toBe(Date.parse(half.startAt));
  });

  it('the confirmed stay can be cancelled on its check-in day before check-in; the shop cannot mark it yet', async () => {
    await t.app.services.booking.markDepositPaid(stay, clock.now());
    expect((await post(`/v2/partner/reservations/${stay}/confirm`, hotelStaff.auth)).statusCode).toBe(200);
    expect((await get(`/v2/reservations/${stay}`)).json().data.canCancel).toBe(true);
    expect((await get(`/v2/reservations/${stay}/cancel-quote`)).statusCode).toBe(200);
    for (const path of ['complete', 'no-show']) {
      const res = await post(`/v2/partner/reservations/${stay}/${path}`, hotelStaff.auth);
      expect(res.json().resultCode).toBe('VISIT_NOT_STARTED');
    }
  });

  describe('once the start has passed (10:30)', () => {
    beforeAll(() => clock.set('2026-11-23T01:30:00Z'));

    it('today is no longer bookable, and says why: the start has passed', async () => {
      expect(await monthDay(hotelShop, hotel, '2026-11-23')).toMatchObject({
        available: false,
        startPassed: true,
        closed: false,
      });
      expect(await monthDay(kinderShop, kinder, '2026-11-23')).toMatchObject({
        available: false,
        startPassed: true,
      });
      // The all-day hotel's check-in (11:00) is still ahead; tomorrow is never "passed".
      expect(await monthDay(allDayHotelShop, allDayHotel, '2026-11-23')).toMatchObject({
        available: true,
        startPassed: false,
      });
      expect(await monthDay(hotelShop, hotel, '2026-11-24')).toMatchObject({ startPassed: false });
      const day = (
        await get(
          `/v2/online-reservation/shops/${kinderShop}/availability?productSeq=${kinder}&date=2026-11-23`,
        )
      ).json().data;
      expect(day).toMatchObject({ available: false, startPassed: true });
    });

    it('a request for today is refused in Korean, on the date', async () => {
      const stayRes = await book(t, alice, {
        shopId: hotelShop,
        productSeq: hotel,
        petSeqs: [bori],
        date: '2026-11-23',
        endDate: '2026-11-24',
      });
      expect(stayRes.statusCode).toBe(400);
      expect(stayRes.json().data.fields).toEqual([
        { field: 'date', message: '체크인 시간이 지나 오늘은 예약할 수 없어요.' },
      ]);
      const dayRes = await book(t, alice, {
        shopId: kinderShop,
        productSeq: kinder,
        petSeqs: [bori],
        date: '2026-11-23',
      });
      expect(dayRes.statusCode).toBe(400);
      expect(dayRes.json().data.fields).toEqual([
        { field: 'date', message: '시작 시간이 지나 오늘은 예약할 수 없어요.' },
      ]);
    });

    it('the confirmed stay has started: no owner cancel; the shop may now record how it went', async () => {
      expect((await get(`/v2/reservations/${stay}`)).json().data.canCancel).toBe(false);
      expect((await post(`/v2/reservations/${stay}/cancel`)).json().resultCode).toBe(
        'INVALID_STATUS_TRANSITION',
      );
      const done = await post(`/v2/partner/reservations/${stay}/complete`, hotelStaff.auth);
      expect(done.json().data.status).toBe('COMPLETED');
    });
  });
});
