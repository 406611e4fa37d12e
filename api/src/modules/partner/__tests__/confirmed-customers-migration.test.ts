// drizzle/0019_confirmed_owners_customers.sql on a database from before the confirm linked owners: those whose visits a
// shop confirmed become its customers, as a confirm does now; nobody else does, and running it again changes nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../../config.js';
import { userShops } from '../../../db/schema/index.js';
import { bookingContext, testClock, uncapped } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createReservation,
  createShop,
  linkOwnerToShop,
  type Owner,
} from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let salon: { shopId: number; bath: number };
let hotel: { shopId: number; bath: number };

beforeAll(async () => {
  t = await bookingContext(testClock(), uncapped); // Monday 2026-11-23 09:00 Seoul
  const a = await createShop(t, { name: '해피독 미용실', settings: { staffCount: 5 } });
  const b = await createShop(t, { name: '멍멍 호텔', settings: { staffCount: 5 } });
  salon = { shopId: a.shopId, bath: a.products['목욕'] };
  hotel = { shopId: b.shopId, bath: b.products['목욕'] };
  // Customer numbers the salon has handed out: a linked customer's and a higher one in an unused invitation.
  await linkOwnerToShop(t, await createOwner(t), salon.shopId);
  await t.invitation(`UNUSED-${salon.shopId}`, salon.shopId, 7000);
});
afterAll(() => t.close());

async function migrate() {
  const file = readFileSync(path.join(API_ROOT, 'drizzle', '0019_confirmed_owners_customers.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

/** A visit at `shop` in `status`, as before the confirm linked anyone: the link the confirm made is taken away. */
async function visit(
  owner: Owner,
  shop: { shopId: number; bath: number },
  date: string,
  status: 'CONFIRMED' | 'REQUESTED' | 'COMPLETED',
) {
  const petSeq = await createPet(t, owner);
  const seq = await createReservation(
    t,
    owner,
    { shopId: shop.shopId, productSeq: shop.bath, petSeqs: [petSeq], date, time: '10:00' },
    status,
  );
  await t.db
    .delete(userShops)
    .where(and(eq(userShops.userSeq, owner.userSeq), eq(userShops.shopId, shop.shopId)));
  return seq;
}

const linksOf = (owner: Owner) =>
  t.db
    .select({ shopId: userShops.shopId, customerSeq: userShops.customerSeq, sortOrder: userShops.sortOrder })
    .from(userShops)
    .where(eq(userShops.userSeq, owner.userSeq))
    .orderBy(userShops.sortOrder);

describe('owners of visits confirmed before the confirm linked them', () => {
  it('become the shop’s customers after their own shops, under numbers the shop has not used; others do not', async () => {
    const confirmed = await createOwner(t);
    await linkOwnerToShop(t, confirmed, hotel.shopId);
    await visit(confirmed, salon, '2026-11-25', 'CONFIRMED');
    const completed = await createOwner(t);
    await visit(completed, salon, '2026-11-26', 'COMPLETED');
    const waiting = await createOwner(t);
    await visit(waiting, salon, '2026-11-27', 'REQUESTED');
    const cancelledAfter = await createOwner(t);
    const seq = await visit(cancelledAfter, salon, '2026-11-30', 'CONFIRMED');
    await t.app.services.booking.transition(seq, 'cancel', t.app.now(), {
      by: 'OWNER',
      ownerSeq: cancelledAfter.userSeq,
    });

    await migrate();

    const [hotelLink, salonLink] = await linksOf(confirmed);
    expect(hotelLink.shopId).toBe(hotel.shopId);
    expect(salonLink).toMatchObject({ shopId: salon.shopId, sortOrder: hotelLink.sortOrder + 1 });
    const [completedLink] = await linksOf(completed);
    expect(completedLink.shopId).toBe(salon.shopId);
    // Past the invitation's 7000, one number each.
    expect([salonLink.customerSeq, completedLink.customerSeq].sort()).toEqual([7001, 7002]);
    expect(await linksOf(waiting)).toEqual([]);
    expect(await linksOf(cancelledAfter)).toEqual([]);

    await migrate();
    expect(await linksOf(confirmed)).toHaveLength(2);
    expect(await linksOf(completed)).toHaveLength(1);
  });
});
