// 예약 변경 (POST /v2/reservations/{id}/reschedule): the owner moves their own booking to another time, checked as a
// new booking is but without counting its own place, and only while the move costs the shop nothing it is owed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingContext, testClock, uncapped } from '../../../test/booking-fixtures.js';
import { createOwner, createPet, createShop, WEEK_HOURS, type Owner } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

const clock = testClock(); // Monday 2026-11-23 09:00 Seoul; refund policy 3 days 100 %, 1 day 50 %, same day 0 %
const HOUR = 3_600_000;
let t: TestContext;
let alice: Owner;
let bob: Owner;
let coco: number;
let bobDog: number;
let salon: number; // one groomer, 20 % deposit
let bath: number; // 60 minutes
let otherSalon: number;
let otherBath: number;
let hotelShop: number;
let hotel: number;
beforeAll(async () => {
  t = await bookingContext(clock, uncapped);
  alice = await createOwner(t, { nickname: '앨리스' });
  bob = await createOwner(t, { nickname: '밥아저씨' });
  coco = await createPet(t, alice, { name: '코코', weightKg: 3.2 });
  bobDog = await createPet(t, bob, { name: '밤이', weightKg: 3 });
  const s = await createShop(t, {
    settings: { staffCount: 1, depositRate: 20, depositAccount: '국민 123' },
    products: [{ name: '목욕', durationMinutes: 60 }],
  });
  [salon, bath] = [s.shopId, s.products['목욕']];
  const o = await createShop(t, { settings: { staffCount: 3 } });
  [otherSalon, otherBath] = [o.shopId, o.products['목욕']];
  const h = await createShop(t, {
    categories: ['HOTELING'],
    hours: WEEK_HOURS.map((x) => ({ ...x, open: '00:00', close: '24:00' })),
    products: [{ name: '1박 호텔링', unit: 'NIGHT', durationMinutes: null }],
  });
  [hotelShop, hotel] = [h.shopId, h.products['1박 호텔링']];
});
afterAll(() => t.close());

interface View {
  reservationSeq: number;
  status: string;
  date: string;
  endDate: string;
  time: string | null;
  startAt: string;
  endAt: string;
  totalPrice: number;
  pets: unknown[];
  memo: string;
  deposit: { amount: number; paid: boolean; dueAt: string } | null;
  canCancel: boolean;
  canReschedule: boolean;
  confirmedAt: string | null;
}

const get = (url: string, who: Owner = alice) => t.inject({ method: 'GET', url, headers: who.auth });
const view = async (seq: number) => (await get(`/v2/reservations/${seq}`)).json().data as View;
const move = (seq: number, payload: object, who: Owner = alice) =>
  t.inject({ method: 'POST', url: `/v2/reservations/${seq}/reschedule`, headers: who.auth, payload });
const booking = () => t.app.services.booking;

/** Alice's bath for 코코 at the salon (or `at`), REQUESTED. */
async function bathFor(date: string, time: string, at = { shopId: salon, productSeq: bath }, memo?: string) {
  const res = await book(t, alice, {
    ...at,
    petSeqs: [coco],
    date,
    time,
    ...(memo ? { memo } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as View;
}

describe('moving a request (요청)', () => {
  it('takes the new time and keeps the pets, the price, the deposit and the memo; the old time is free again', async () => {
    const before = await bathFor('2026-11-27', '14:00', undefined, '발톱 짧게');
    const res = await move(before.reservationSeq, { date: '2026-11-30', time: '11:00' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as View;
    expect(after).toMatchObject({
      status: 'REQUESTED',
      date: '2026-11-30',
      endDate: '2026-11-30',
      time: '11:00',
      startAt: '2026-11-30T02:00:00.000Z',
      endAt: '2026-11-30T03:00:00.000Z',
      totalPrice: before.totalPrice,
      memo: '발톱 짧게',
      canReschedule: true,
    });
    expect(after.pets).toEqual(before.pets);
    expect(after.deposit).toMatchObject({ amount: before.deposit!.amount, paid: false });
    // One groomer: Bob can have the Friday 14:00 Alice left, and not her new Monday 11:00.
    const old = await book(t, bob, {
      shopId: salon,
      productSeq: bath,
      petSeqs: [bobDog],
      date: '2026-11-27',
      time: '14:00',
    });
    expect(old.statusCode, old.body).toBe(200);
    const taken = await book(t, bob, {
      shopId: salon,
      productSeq: bath,
      petSeqs: [bobDog],
      date: '2026-11-30',
      time: '11:00',
    });
    expect(taken.json().resultCode).toBe('SLOT_UNAVAILABLE');
  });

  it('its own place does not count against it: with one groomer it can move half an hour later', async () => {
    const r = await bathFor('2026-12-01', '14:00');
    const res = await move(r.reservationSeq, { date: '2026-12-01', time: '14:30' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ time: '14:30', startAt: '2026-12-01T05:30:00.000Z' });
  });

  it('the availability asked for it offers its own time and does not mark its pet as booked then', async () => {
    const r = await bathFor('2026-12-02', '15:00');
    const url = `/v2/online-reservation/shops/${salon}/availability?productSeq=${bath}&date=2026-12-02`;
    const slot = (body: { slots: { time: string }[] }, time: string) =>
      body.slots.find((x) => x.time === time);
    const asNew = (await get(`${url}&petSeqs=${coco}`)).json().data;
    expect(slot(asNew, '15:00')).toMatchObject({ available: false, petBooked: false, remaining: 0 });
    const forMove = (await get(`${url}&reservationSeq=${r.reservationSeq}`)).json().data;
    expect(slot(forMove, '15:00')).toMatchObject({ available: true, petBooked: false, remaining: 1 });
    expect(slot(forMove, '14:30')).toMatchObject({ available: true });
    const month = (
      await get(
        `/v2/online-reservation/shops/${salon}/availability/month?productSeq=${bath}&month=2026-12&reservationSeq=${r.reservationSeq}`,
      )
    ).json().data;
    expect(month.petCount).toBe(1);
    // Another owner cannot ask with Alice's reservation.
    const bobs = await get(`${url}&reservationSeq=${r.reservationSeq}`, bob);
    expect(bobs.statusCode).toBe(404);
    expect(bobs.json().resultCode).toBe('RESERVATION_NOT_FOUND');
  });

  it('a time taken by someone else is refused and the booking stays as it was', async () => {
    const r = await bathFor('2026-12-03', '10:00');
    const bobs = await book(t, bob, {
      shopId: salon,
      productSeq: bath,
      petSeqs: [bobDog],
      date: '2026-12-03',
      time: '16:00',
    });
    expect(bobs.statusCode).toBe(200);
    const res = await move(r.reservationSeq, { date: '2026-12-03', time: '15:30' });
    expect(res.statusCode).toBe(409);
    expect(res.json().resultCode).toBe('SLOT_UNAVAILABLE');
    expect(await view(r.reservationSeq)).toEqual(r);
  });

  it('a time its pet is booked for elsewhere is PET_ALREADY_BOOKED', async () => {
    const r = await bathFor('2026-12-04', '10:00');
    const elsewhere = await bathFor('2026-12-04', '15:00', { shopId: otherSalon, productSeq: otherBath });
    const res = await move(r.reservationSeq, { date: '2026-12-04', time: '15:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      resultCode: 'PET_ALREADY_BOOKED',
      data: { petSeq: coco, petName: '코코', reservationSeq: elsewhere.reservationSeq },
    });
    expect(await view(r.reservationSeq)).toEqual(r);
  });

  it('the visit it already has, a time off the slots and a past day are refused as such', async () => {
    const r = await bathFor('2026-12-07', '10:00');
    const same = await move(r.reservationSeq, { date: '2026-12-07', time: '10:00' });
    expect(same.statusCode).toBe(409);
    expect(same.json().resultCode).toBe('RESCHEDULE_SAME_TIME');
    const offSlot = await move(r.reservationSeq, { date: '2026-12-07', time: '10:10' });
    expect(offSlot.statusCode).toBe(400);
    expect(offSlot.json()).toMatchObject({ resultCode: 'VALIDATION_ERROR' });
    const past = await move(r.reservationSeq, { date: '2026-11-20', time: '10:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json().data.fields[0]).toMatchObject({
      field: 'date',
      message: '지난 날짜는 예약할 수 없어요.',
    });
    expect(await view(r.reservationSeq)).toEqual(r);
  });

  it("another owner's reservation is not found, and does not move", async () => {
    const r = await bathFor('2026-12-08', '10:00');
    const res = await move(r.reservationSeq, { date: '2026-12-08', time: '12:00' }, bob);
    expect(res.statusCode).toBe(404);
    expect(res.json().resultCode).toBe('RESERVATION_NOT_FOUND');
    expect(await view(r.reservationSeq)).toEqual(r);
  });
});

describe('moving a confirmed visit', () => {
  it('while cancelling would be free, it moves and waits for the shop again (요청), the deposit still paid', async () => {
    const r = await bathFor('2026-12-09', '10:00');
    await booking().markDepositPaid(r.reservationSeq, clock.now());
    await booking().transition(r.reservationSeq, 'confirm', clock.now(), { by: 'SHOP' });
    const confirmed = await view(r.reservationSeq);
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', canReschedule: true });
    const res = await move(r.reservationSeq, { date: '2026-12-10', time: '13:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'REQUESTED',
      confirmedAt: null,
      date: '2026-12-10',
      time: '13:00',
      // Still paid (its due time, no longer shown once paid, is bounded by the visit's start and may move with it:
      // the booking's createdAt is the database's clock, not the test's, so it is not compared).
      deposit: { amount: confirmed.deposit!.amount, paid: true },
    });
  });

  it('with its deposit still owed, the request it becomes is not expired at once: the deposit is due a day later', async () => {
    const r = await bathFor('2026-12-11', '10:00');
    await booking().transition(r.reservationSeq, 'confirm', clock.now(), { by: 'SHOP' });
    clock.set(new Date(clock.now().getTime() + 30 * HOUR)); // Tuesday 15:00: the first due time has passed
    const res = await move(r.reservationSeq, { date: '2026-12-14', time: '10:00' });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json().data as View;
    expect(moved.deposit).toMatchObject({ paid: false });
    expect(new Date(moved.deposit!.dueAt).getTime()).toBe(clock.now().getTime() + 24 * HOUR);
    expect(await booking().expireUnpaidRequests(clock.now())).toBe(0);
    expect((await view(r.reservationSeq)).status).toBe('REQUESTED');
  });

  it('inside the paid-cancellation window it is refused with RESCHEDULE_TOO_LATE, and says so in the view', async () => {
    // Tuesday: Wednesday's visit is 1 day ahead (50 % refund).
    const r = await bathFor('2026-11-25', '12:00');
    await booking().transition(r.reservationSeq, 'confirm', clock.now(), { by: 'SHOP' });
    const confirmed = await view(r.reservationSeq);
    expect(confirmed).toMatchObject({ canCancel: true, canReschedule: false });
    const res = await move(r.reservationSeq, { date: '2026-12-15', time: '12:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      resultCode: 'RESCHEDULE_TOO_LATE',
      message: '방문일이 가까워 앱에서는 예약을 변경할 수 없어요. 변경은 매장에 채팅으로 문의해 주세요.',
      data: { daysBefore: 1, refundRate: 50 },
    });
    expect(await view(r.reservationSeq)).toEqual(confirmed);
  });

  it('a request as close is still moved: withdrawing it is free too', async () => {
    const r = await bathFor('2026-11-25', '15:00');
    const res = await move(r.reservationSeq, { date: '2026-11-25', time: '16:00' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('moving a hotel stay', () => {
  it('keeps its number of nights (and so its price); another length is refused', async () => {
    const res = await book(t, alice, {
      shopId: hotelShop,
      productSeq: hotel,
      petSeqs: [coco],
      date: '2026-12-20',
      endDate: '2026-12-22',
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as View;
    const longer = await move(r.reservationSeq, { date: '2026-12-26', endDate: '2026-12-29' });
    expect(longer.statusCode).toBe(409);
    expect(longer.json()).toMatchObject({ resultCode: 'RESCHEDULE_NIGHTS_CHANGED', data: { nights: 2 } });
    const moved = await move(r.reservationSeq, { date: '2026-12-26', endDate: '2026-12-28' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      date: '2026-12-26',
      endDate: '2026-12-28',
      totalPrice: r.totalPrice,
    });
  });
});

describe('what can no longer move', () => {
  it('a cancelled booking and a confirmed visit that has started are INVALID_STATUS_TRANSITION', async () => {
    const cancelled = await bathFor('2026-12-16', '10:00');
    await booking().transition(cancelled.reservationSeq, 'cancel', clock.now(), {
      by: 'OWNER',
      ownerSeq: alice.userSeq,
    });
    const res = await move(cancelled.reservationSeq, { date: '2026-12-17', time: '10:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().resultCode).toBe('INVALID_STATUS_TRANSITION');
    expect((await view(cancelled.reservationSeq)).canReschedule).toBe(false);

    // A shop whose policy refunds everything to the last moment: only the start stops the move.
    const lenient = await createShop(t, {
      settings: { staffCount: 2, refundPolicy: [{ minDaysBefore: 0, refundRate: 100 }] },
    });
    const r = await bathFor('2026-11-26', '10:00', {
      shopId: lenient.shopId,
      productSeq: lenient.products['목욕'],
    });
    await booking().transition(r.reservationSeq, 'confirm', clock.now(), { by: 'SHOP' });
    expect((await view(r.reservationSeq)).canReschedule).toBe(true);
    clock.set('2026-11-26T01:30:00Z'); // Thursday 10:30 Seoul: the visit has begun
    expect((await view(r.reservationSeq)).canReschedule).toBe(false);
    const started = await move(r.reservationSeq, { date: '2026-12-18', time: '10:00' });
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({
      resultCode: 'INVALID_STATUS_TRANSITION',
      message: '이미 시작된 예약은 변경할 수 없어요.',
    });
  });
});
