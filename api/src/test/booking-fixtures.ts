import { and, eq } from 'drizzle-orm';
import { products, reservationSettings } from '../db/schema/index.js';
import { createStaff, petBody } from './factories.js';
import type { StaffRole } from '../modules/partner/schemas.js';
import { createTestContext, type TestContext, type TestContextOptions } from './test-app.js';

/** Monday 2026-11-23 09:00 in Seoul: the pinned clock of booking tests. */
export const NOW = new Date('2026-11-23T00:00:00Z');
export type TestUser = Awaited<ReturnType<TestContext['user']>>;

/**
 * The booking test context: the test seed (generateShops(40)) plus a pinned clock. Reservation, partner, pet-overlap
 * and concurrency tests create the shops they book with `test/factories.ts`; online-reservation.test checks the
 * seeded catalog itself (shop 1 BEAUTY, 2 HOTELING, 3 KINDERGARTEN, 4 DAY_CARE closed on Sundays, all taking online
 * bookings; weekdays 10:00-20:00, weekends 11:00-18:00; hotels 24 h).
 */
export const bookingContext = (clock: TestClock = testClock(), opts: TestContextOptions = {}) =>
  createTestContext({ now: clock.now, ...opts });

/** For files that book many requests for one owner to test something else; the caps have their own test. */
export const uncapped = { config: { openRequestCaps: { perOwner: 1000, perOwnerAtShop: 1000 } } };

/**
 * The app's clock for booking tests: starts at NOW; `set` moves it forward (e.g. past a visit's start). Never
 * backwards: rows such as notifications are stamped and ordered by this clock, as in real life.
 */
export function testClock(start = NOW) {
  let at = start;
  return {
    now: () => at,
    set: (instant: Date | string) => {
      const next = new Date(instant);
      if (next < at) throw new Error(`testClock: ${next.toISOString()} is before ${at.toISOString()}`);
      at = next;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export async function addPet(
  t: TestContext,
  user: TestUser,
  pet: { name: string; kind?: 'DOG' | 'CAT'; weightKg?: number },
): Promise<number> {
  const res = await t.inject({
    method: 'POST',
    url: '/v2/pets',
    headers: user.auth,
    payload: petBody(pet),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.petSeq;
}

export async function setCapacity(
  t: TestContext,
  shopId: number,
  values: Partial<typeof reservationSettings.$inferInsert>,
) {
  await t.db.update(reservationSettings).set(values).where(eq(reservationSettings.shopId, shopId));
}

export async function productSeqOf(t: TestContext, shopId: number, name: string) {
  const [p] = await t.db
    .select({ s: products.productSeq })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.name, name)));
  if (!p) throw new Error(`no product ${name} in shop ${shopId}`);
  return p.s;
}

/** A partner account with `role` in `shopIds` (marking deposits needs OWNER or MANAGER), logged in through the API. */
export async function partnerLogin(
  t: TestContext,
  email: string,
  shopIds: number[],
  role: StaffRole = 'STAFF',
) {
  await createStaff(t, email, shopIds, role);
  const res = await t.inject({
    method: 'POST',
    url: '/v2/partner/login',
    payload: { email, password: 'partner1234' },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const token: string = res.json().data.token;
  return { token, auth: { authorization: `Bearer ${token}` } };
}

export const book = (t: TestContext, user: TestUser, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/v2/reservations', headers: user.auth, payload });
