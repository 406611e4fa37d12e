import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../../db/schema/index.js';
import { bookingContext } from '../../../test/booking-fixtures.js';
import { createOwner, createPet, createShop, type Owner } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

// A request whose answer was lost (the signal dropped) is sent again with the same clientId: the booking already
// made is answered, none is made twice. now = Monday 2026-11-23 09:00 Seoul.
let t: TestContext;
let shop: { shopId: number; product: number };
beforeAll(async () => {
  t = await bookingContext();
  const s = await createShop(t, { settings: { staffCount: 5 } });
  shop = { shopId: s.shopId, product: s.products['목욕'] };
});
afterAll(() => {
  t.app.bookingHooks.betweenCheckAndInsert = null;
  return t.close();
});

let n = 0;
const newClientId = () => `bk${Date.now().toString(36)}${(n++).toString(36)}abc`;
const day = (d: number) => `2026-12-${String(d).padStart(2, '0')}`;
const send = (owner: Owner, pet: number, extra: Record<string, unknown>) =>
  t.inject({
    method: 'POST',
    url: '/v2/reservations',
    headers: owner.auth,
    payload: {
      shopId: shop.shopId,
      productSeq: shop.product,
      petSeqs: [pet],
      date: day(1),
      time: '11:00',
      ...extra,
    },
  });
const rowsOf = (owner: Owner) =>
  t.db.select().from(reservations).where(eq(reservations.userSeq, owner.userSeq));

describe('POST /v2/reservations with a clientId', () => {
  it('the same clientId again answers the booking already made (200, same body), one row', async () => {
    const owner = await createOwner(t);
    const pet = await createPet(t, owner);
    const clientId = newClientId();
    const first = await send(owner, pet, { clientId });
    expect(first.statusCode).toBe(200);
    // Its own booking holds the slot, the pet and an open-request place: the repeat is still answered.
    const again = await send(owner, pet, { clientId });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.reservationSeq).toBe(first.json().data.reservationSeq);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(owner)).toHaveLength(1);
    // Another request (a new clientId) is a new booking: here refused, the pet is booked then.
    const other = await send(owner, pet, { clientId: newClientId() });
    expect(other.statusCode).toBe(409);
    expect(other.json().resultCode).toBe('PET_ALREADY_BOOKED');
  });

  it('a repeat is answered even when the open-request cap is reached since', async () => {
    const owner = await createOwner(t);
    const pet = await createPet(t, owner);
    const ids = [newClientId(), newClientId()];
    const made = [];
    for (const [i, clientId] of ids.entries()) {
      const res = await send(owner, pet, { clientId, date: day(2 + i) });
      expect(res.statusCode).toBe(200);
      made.push(res.json().data.reservationSeq);
    }
    const third = await send(owner, pet, { clientId: newClientId(), date: day(4) });
    expect(third.json().resultCode).toBe('TOO_MANY_OPEN_REQUESTS_AT_SHOP');
    const repeat = await send(owner, pet, { clientId: ids[1], date: day(3) });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.reservationSeq).toBe(made[1]);
    expect(await rowsOf(owner)).toHaveLength(2);
  });

  it('two people with the same clientId each get their own booking', async () => {
    const clientId = newClientId();
    const a = await createOwner(t);
    const b = await createOwner(t);
    const ra = await send(a, await createPet(t, a), { clientId, date: day(8) });
    const rb = await send(b, await createPet(t, b), { clientId, date: day(8) });
    expect(ra.statusCode).toBe(200);
    expect(rb.statusCode).toBe(200);
    expect(rb.json().data.reservationSeq).not.toBe(ra.json().data.reservationSeq);
    expect(await rowsOf(a)).toHaveLength(1);
    expect(await rowsOf(b)).toHaveLength(1);
  });

  it('a double submit at the same time makes one booking, both answered with it', async () => {
    const owner = await createOwner(t);
    const pet = await createPet(t, owner);
    const clientId = newClientId();
    // Hold each transaction after its checks, so the two really overlap (PostgreSQL; PGlite runs them in turn).
    t.app.bookingHooks.betweenCheckAndInsert = () => new Promise((r) => setTimeout(r, 100));
    try {
      const [x, y] = await Promise.all([
        send(owner, pet, { clientId, date: day(9) }),
        send(owner, pet, { clientId, date: day(9) }),
      ]);
      expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
      expect(y.json().data.reservationSeq).toBe(x.json().data.reservationSeq);
    } finally {
      t.app.bookingHooks.betweenCheckAndInsert = null;
    }
    expect(await rowsOf(owner)).toHaveLength(1);
  });

  it('refuses a malformed clientId (400), like a chat message’s', async () => {
    const owner = await createOwner(t);
    const pet = await createPet(t, owner);
    const res = await send(owner, pet, { clientId: 'bad id!', date: day(10) });
    expect(res.statusCode).toBe(400);
  });
});
