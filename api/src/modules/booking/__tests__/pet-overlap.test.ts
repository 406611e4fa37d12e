import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    message: '이미 같은 시간에 예약된 반려동물이 있어요. 예약 내역을 확인해주세요.',
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
