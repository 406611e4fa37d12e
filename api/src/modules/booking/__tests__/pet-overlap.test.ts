import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CapacityRepository } from '../capacity-repository.js';
import { book, bookingContext, testClock, uncapped } from '../../../test/booking-fixtures.js';
import { createOwner, createPet, createShop, type Owner } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

/** One pet, one place at a time: overlapping open bookings of the same pet are refused at any shop. */
let t: TestContext;
let alice: Owner;
let bob: Owner;
let coco: number;
let bori: number;
let nabi: number;
let bobDog: number;
let salon: number;
let hotelShop: number;
let kinderShop: number;
let scissor: number;
let bath: number;
let hotel: number;
let kinder: number;
let first: number; // coco's scissor cut on Thursday 2026-12-03, 11:00-13:30 Seoul
beforeAll(async () => {
  t = await bookingContext(testClock(), uncapped); // now = Monday 2026-11-23 09:00 Seoul
  alice = await createOwner(t, { nickname: '앨리스' });
  bob = await createOwner(t, { nickname: '밥아저씨' });
  coco = await createPet(t, alice, { name: '코코', weightKg: 3.2 });
  bori = await createPet(t, alice, { name: '보리', weightKg: 6 });
  nabi = await createPet(t, alice, { name: '나비', kind: 'CAT', weightKg: 4 });
  bobDog = await createPet(t, bob, { name: '밤이', weightKg: 7 });
  // A salon open 10:00-20:00 on weekdays with enough groomers that capacity never decides these cases.
  const groomer = await createShop(t, {
    categories: ['BEAUTY'],
    settings: { staffCount: 5 },
    products: [
      { name: '전체미용 (가위컷)', durationMinutes: 150 },
      { name: '목욕', durationMinutes: 60 },
    ],
  });
  salon = groomer.shopId;
  scissor = groomer.products['전체미용 (가위컷)'];
  bath = groomer.products['목욕'];
  const hotelRow = await createShop(t, {
    categories: ['HOTELING'],
    hours: Array.from({ length: 7 }, (_, dayOfWeek) => ({
      dayOfWeek,
      open: '00:00',
      close: '24:00',
      closed: false,
    })),
    products: [{ name: '1박 호텔링', unit: 'NIGHT', durationMinutes: null }],
  });
  hotelShop = hotelRow.shopId;
  hotel = hotelRow.products['1박 호텔링'];
  const kinderRow = await createShop(t, {
    categories: ['KINDERGARTEN'],
    products: [{ name: '종일반', unit: 'DAY', durationMinutes: null }],
  });
  kinderShop = kinderRow.shopId;
  kinder = kinderRow.products['종일반'];
});
afterAll(() => t.close());

const groom = (user: Owner, productSeq: number, petSeqs: number[], time: string, date = '2026-12-03') =>
  book(t, user, { shopId: salon, productSeq, petSeqs, date, time });

async function expectClash(res: Awaited<ReturnType<typeof book>>, petSeq: number, petName: string) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    resultCode: 'PET_ALREADY_BOOKED',
    message: '이미 같은 시간에 예약된 반려동물이 있어요. 예약 내역을 확인해 주세요.',
    data: { petSeq, petName, reservationSeq: first },
  });
}

const upcomingOf = async (user: Owner) =>
  (await t.inject({ method: 'GET', url: '/v2/reservations?scope=upcoming', headers: user.auth })).json().data
    .items as { reservationSeq: number; time: string | null; pets: { petSeq: number }[] }[];

describe('POST /v2/reservations: one pet, one place at a time', () => {
  it('refuses the same pet in an overlapping visit at the same shop or another one (409 PET_ALREADY_BOOKED)', async () => {
    const res = await groom(alice, scissor, [coco], '11:00');
    expect(res.statusCode).toBe(200);
    first = res.json().data.reservationSeq;

    await expectClash(await groom(alice, bath, [coco], '12:00'), coco, '코코'); // inside
    await expectClash(await groom(alice, bath, [coco], '10:30'), coco, '코코'); // across the start
    await expectClash(await groom(alice, scissor, [coco], '13:00'), coco, '코코'); // across the end
    // Another shop: kindergarten that day (10:00-20:00), a hotel stay over that day.
    await expectClash(
      await book(t, alice, { shopId: kinderShop, productSeq: kinder, petSeqs: [coco], date: '2026-12-03' }),
      coco,
      '코코',
    );
    // Several pets: the one that clashes is named.
    await expectClash(
      await book(t, alice, {
        shopId: hotelShop,
        productSeq: hotel,
        petSeqs: [nabi, coco],
        date: '2026-12-02',
        endDate: '2026-12-04',
      }),
      coco,
      '코코',
    );
    // Nothing was booked by the refused requests.
    expect((await upcomingOf(alice)).map((r) => r.reservationSeq)).toEqual([first]);
  });

  it('allows adjacent visits: one may start exactly when the other ends', async () => {
    expect((await groom(alice, bath, [coco], '10:00')).statusCode).toBe(200); // 10:00-11:00
    expect((await groom(alice, bath, [coco], '13:30')).statusCode).toBe(200); // 13:30-14:30
    expect((await upcomingOf(alice)).map((r) => r.time)).toEqual(['10:00', '11:00', '13:30']);
  });

  it("allows other pets at the same time, the owner's own or someone else's", async () => {
    expect((await groom(alice, bath, [bori], '11:00')).statusCode).toBe(200);
    expect((await groom(bob, bath, [bobDog], '11:00')).statusCode).toBe(200);
    const hotelStay = await book(t, alice, {
      shopId: hotelShop,
      productSeq: hotel,
      petSeqs: [nabi],
      date: '2026-12-02',
      endDate: '2026-12-04',
    });
    expect(hotelStay.statusCode).toBe(200);
  });

  it('a cancelled booking no longer holds its pet', async () => {
    const cancel = await t.inject({
      method: 'POST',
      url: `/v2/reservations/${first}/cancel`,
      headers: alice.auth,
    });
    expect(cancel.json().data.status).toBe('CANCELED');
    const again = await groom(alice, bath, [coco], '12:00');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'REQUESTED', time: '12:00' });
  });
});

describe('availability with petSeqs: a time one of the pets is already booked for is not offered', () => {
  // By now, 12/03: coco bath 10:00-11:00, 12:00-13:00 and 13:30-14:30 (the scissor cut was cancelled);
  // bori bath 11:00-12:00; bob's 밤이 bath 11:00-12:00. Nabi stays at the hotel from 12/02 until 12/04 noon.
  type Slot = { time: string; remaining: number; available: boolean; petBooked?: boolean };
  type Day = { date: string; available: boolean; petBooked?: boolean; remaining: number };
  const get = async (path: string, user: Owner | null = alice) => {
    const res = await t.inject({
      method: 'GET',
      url: `/v2/online-reservation/shops/${path}`,
      headers: user?.auth ?? {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const pets = (petSeqs: number[]) => (petSeqs.length ? `&petSeqs=${petSeqs.join(',')}` : '');
  const bathDay = (petSeqs: number[], user: Owner | null = alice) =>
    get(`${salon}/availability?productSeq=${bath}&date=2026-12-03${pets(petSeqs)}`, user);
  const month = async (shopId: number, productSeq: number, petSeqs: number[]) =>
    new Map<string, Day>(
      (
        await get(`${shopId}/availability/month?productSeq=${productSeq}&month=2026-12${pets(petSeqs)}`)
      ).days.map((d: Day) => [d.date, d]),
    );
  const times = (slots: Slot[], pick: (s: Slot) => boolean | undefined) =>
    slots.filter(pick).map((s) => s.time);

  it('grooming: a slot overlapping an open booking of one of the pets (any shop) is unavailable and says petBooked', async () => {
    const cocoDay = await bathDay([coco]);
    expect(times(cocoDay.slots, (s) => s.petBooked)).toEqual([
      '10:00',
      '10:30',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
    ]);
    expect(cocoDay.slots[0]).toEqual({ time: '10:00', remaining: 4, available: false, petBooked: true });
    // Between two of her visits (11:00-12:00) and from the end of the last one she is free.
    expect(times(cocoDay.slots, (s) => s.available).slice(0, 2)).toEqual(['11:00', '14:30']);
    expect(cocoDay.slots.every((s: Slot) => s.available === !s.petBooked)).toBe(true);
    expect(cocoDay).toMatchObject({ available: true, petBooked: false, petCount: 1 });
    // Several pets: each of them must be free for the whole visit.
    const both = await bathDay([coco, bori]);
    expect(both.slots.find((s: Slot) => s.time === '11:00')).toMatchObject({
      available: false,
      petBooked: true,
    });
    expect(times(both.slots, (s) => s.available)[0]).toBe('14:30');
    // Only the caller's own pets' bookings count.
    expect(times((await bathDay([bobDog], bob)).slots, (s) => s.petBooked)).toEqual([
      '10:30',
      '11:00',
      '11:30',
    ]);
    // Nabi is at the hotel all day: no time is left for her, and the day says why.
    const nabiDay = await bathDay([nabi]);
    expect(nabiDay).toMatchObject({ available: false, petBooked: true });
    expect(nabiDay.slots.every((s: Slot) => s.petBooked && !s.available)).toBe(true);
    // Without petSeqs (or login) nothing changes: no petBooked at all.
    const anonymous = await bathDay([], null);
    expect(anonymous.slots[0]).toEqual({ time: '10:00', remaining: 4, available: true });
    expect(anonymous).not.toHaveProperty('petBooked');
  });

  it('the request path agrees: a petBooked slot is refused with 409, a free one is booked', async () => {
    expect((await groom(alice, bath, [coco], '11:30')).json().resultCode).toBe('PET_ALREADY_BOOKED');
    const free = await groom(alice, bath, [coco], '14:30');
    expect(free.statusCode).toBe(200);
    const after = await bathDay([coco]);
    expect(after.slots.find((s: Slot) => s.time === '14:30')).toMatchObject({
      available: false,
      petBooked: true,
    });
  });

  it('day places and hotel stays a pet is booked for are unavailable (petBooked), adjacent ones are not', async () => {
    const kinderDay = (date: string, petSeqs: number[]) =>
      get(`${kinderShop}/availability?productSeq=${kinder}&date=${date}${pets(petSeqs)}`);
    expect(await kinderDay('2026-12-03', [coco])).toMatchObject({ available: false, petBooked: true });
    expect(await kinderDay('2026-12-03', [nabi])).toMatchObject({ available: false, petBooked: true }); // hotel
    expect(await kinderDay('2026-12-04', [coco])).toMatchObject({ available: true, petBooked: false });

    const stay = (date: string, endDate: string) =>
      get(`${hotelShop}/availability?productSeq=${hotel}&date=${date}&endDate=${endDate}${pets([nabi])}`);
    // Nabi checks in 12/02: a stay until 12/02 noon overlaps; so does one checking in on her check-out day.
    expect(await stay('2026-11-30', '2026-12-02')).toMatchObject({ available: false, petBooked: true });
    expect(await stay('2026-12-04', '2026-12-05')).toMatchObject({ available: false, petBooked: true });
    expect(await stay('2026-12-05', '2026-12-07')).toMatchObject({ available: true, petBooked: false });
    expect(
      (
        await book(t, alice, {
          shopId: hotelShop,
          productSeq: hotel,
          petSeqs: [nabi],
          date: '2026-12-04',
          endDate: '2026-12-05',
        })
      ).json().resultCode,
    ).toBe('PET_ALREADY_BOOKED');
  });

  it('month: BEAUTY days count only the times the pets can take; booked days are unavailable and say petBooked', async () => {
    // Coco spends Monday 12/07 at the kindergarten (10:00-20:00): no grooming time is left for her that day.
    const kinderDay = await book(t, alice, {
      shopId: kinderShop,
      productSeq: kinder,
      petSeqs: [coco],
      date: '2026-12-07',
    });
    expect(kinderDay.statusCode).toBe(200);

    const salonMonth = await month(salon, bath, [coco]);
    const cocoDay = await bathDay([coco]);
    expect(salonMonth.get('2026-12-03')).toMatchObject({
      available: true,
      petBooked: false,
      remaining: cocoDay.slots.filter((s: Slot) => s.available).length,
    });
    expect(salonMonth.get('2026-12-07')).toMatchObject({ available: false, petBooked: true, remaining: 0 });
    expect(salonMonth.get('2026-12-08')).toMatchObject({ available: true, petBooked: false, remaining: 19 });
    const anyone = await month(salon, bath, []);
    expect(anyone.get('2026-12-07')).toEqual({
      date: '2026-12-07',
      closed: false,
      startPassed: false,
      available: true,
      remaining: 19,
    });

    const kinderMonth = await month(kinderShop, kinder, [coco]);
    expect(kinderMonth.get('2026-12-03')).toMatchObject({ available: false, petBooked: true });
    expect(kinderMonth.get('2026-12-07')).toMatchObject({ available: false, petBooked: true });
    expect(kinderMonth.get('2026-12-08')).toMatchObject({ available: true, petBooked: false });

    const hotelMonth = await month(hotelShop, hotel, [nabi]);
    const booked = [...hotelMonth.values()].filter((d) => d.petBooked).map((d) => d.date);
    expect(booked).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']); // a night ends at noon
    expect(hotelMonth.get('2026-12-05')).toMatchObject({ available: true, petBooked: false });
  });

  it("reads the pets' bookings once per request, not per slot or day", async () => {
    const read = vi.spyOn(CapacityRepository.prototype, 'petBookings');
    try {
      await month(salon, bath, [coco, bori]);
      expect(read).toHaveBeenCalledTimes(1);
      await bathDay([coco, bori]);
      expect(read).toHaveBeenCalledTimes(2);
      await bathDay([]);
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      read.mockRestore();
    }
  });
});
