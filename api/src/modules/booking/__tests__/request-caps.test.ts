import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext, testClock } from '../../../test/booking-fixtures.js';
import { createOwner, createPet, createReservation, createShop } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

// now = Monday 2026-11-23 09:00 Seoul; each request below is a different weekday at 11:00, so capacity never decides.
let t: TestContext;
const shops: { shopId: number; product: number }[] = [];
beforeAll(async () => {
  t = await bookingContext();
  for (let i = 0; i < 4; i++) {
    const s = await createShop(t, { settings: { staffCount: 5 } });
    shops.push({ shopId: s.shopId, product: s.products['목욕'] });
  }
});
afterAll(() => t.close());

const day = (n: number) => `2026-12-${String(n).padStart(2, '0')}`;
const request = (owner: { userSeq: number }, pet: number, shop: number, n: number) =>
  t.app.services.booking.create(
    owner.userSeq,
    {
      shopId: shops[shop].shopId,
      productSeq: shops[shop].product,
      petSeqs: [pet],
      date: day(n),
      time: '11:00',
    },
    t.app.now(),
  );

describe('open requests (요청) per owner', () => {
  it('two per shop: the third at the same shop is 409 TOO_MANY_OPEN_REQUESTS_AT_SHOP, in Korean', async () => {
    const owner = await createOwner(t);
    const pet = await createPet(t, owner);
    await request(owner, pet, 0, 1);
    await request(owner, pet, 0, 2);
    const res = await t.inject({
      method: 'POST',
      url: '/v2/reservations',
      headers: owner.auth,
      payload: {
        shopId: shops[0].shopId,
        productSeq: shops[0].product,
        petSeqs: [pet],
        date: day(3),
        time: '11:00',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().resultCode).toBe('TOO_MANY_OPEN_REQUESTS_AT_SHOP');
    expect(res.json().message).toBe(
      '이 매장에 답변을 기다리는 예약 요청이 2건이에요. 매장의 확정이나 취소 후에 새로 요청해 주세요.',
    );
    // The cap, for the screen to say (it may be configured otherwise: OPEN_REQUESTS_PER_SHOP).
    expect(res.json().data).toEqual({ limit: 2 });
    // Another shop still takes a request.
    await expect(request(owner, pet, 1, 3)).resolves.toEqual(expect.any(Number));
  });

  it('five across shops: the sixth is 409 TOO_MANY_OPEN_REQUESTS; a cancelled one frees a place', async () => {
    const owner = await createOwner(t);
    const pet = await createPet(t, owner);
    const seqs = [];
    for (const [shop, n] of [
      [0, 1],
      [0, 2],
      [1, 3],
      [1, 4],
      [2, 7],
    ])
      seqs.push(await request(owner, pet, shop, n));
    await expect(request(owner, pet, 3, 8)).rejects.toMatchObject({
      resultCode: 'TOO_MANY_OPEN_REQUESTS',
      data: { limit: 5 },
    });
    await t.app.services.booking.transition(seqs[0], 'cancel', t.app.now(), {
      by: 'OWNER',
      ownerSeq: owner.userSeq,
    });
    await expect(request(owner, pet, 3, 8)).resolves.toEqual(expect.any(Number));
  });

  it('confirmed bookings do not count, only requests waiting for the shop', async () => {
    const owner = await createOwner(t);
    const pet = await createPet(t, owner);
    for (const n of [1, 2, 3])
      await createReservation(
        t,
        owner,
        {
          shopId: shops[2].shopId,
          productSeq: shops[2].product,
          petSeqs: [pet],
          date: day(n + 20),
          time: '11:00',
        },
        'CONFIRMED',
      );
    await request(owner, pet, 2, 9);
    await expect(request(owner, pet, 2, 10)).resolves.toEqual(expect.any(Number));
  });

  it('parallel requests of one owner cannot pass the cap together', async () => {
    const owner = await createOwner(t);
    const pets = [await createPet(t, owner), await createPet(t, owner), await createPet(t, owner)];
    const outcomes = await Promise.allSettled(pets.map((pet, i) => request(owner, pet, 3, 14 + i)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
  });

  it('says the cap as configured (OPEN_REQUESTS_PER_SHOP), in the message and as data.limit', async () => {
    const one = await bookingContext(testClock(), {
      config: { openRequestCaps: { perOwner: 5, perOwnerAtShop: 1 } },
    });
    try {
      const shop = await createShop(one, { settings: { staffCount: 5 } });
      const owner = await createOwner(one);
      const pet = await createPet(one, owner);
      const ask = (n: number) =>
        one.app.services.booking.create(
          owner.userSeq,
          {
            shopId: shop.shopId,
            productSeq: shop.products['목욕'],
            petSeqs: [pet],
            date: day(n),
            time: '11:00',
          },
          one.app.now(),
        );
      await ask(1);
      await expect(ask(2)).rejects.toMatchObject({
        resultCode: 'TOO_MANY_OPEN_REQUESTS_AT_SHOP',
        message:
          '이 매장에 답변을 기다리는 예약 요청이 1건이에요. 매장의 확정이나 취소 후에 새로 요청해 주세요.',
        data: { limit: 1 },
      });
    } finally {
      await one.close();
    }
  });
});
