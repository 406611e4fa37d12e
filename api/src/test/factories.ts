/**
 * Explicit test data: a test says what it needs (a shop that takes no bookings, a shop open 10-20 on weekdays,
 * a confirmed reservation) instead of relying on what the seed generator happens to produce. Rows that a service
 * writes are made through that service; shops and products, which no service writes yet, are inserted.
 */
import { and, eq } from 'drizzle-orm';
import type { ShopHour } from '../db/schema/index.js';
import { products, reservationSettings, shopCategories, shops, userShops } from '../db/schema/index.js';
import type { ProductUnit, PriceBand } from '../db/schema/index.js';
import { hashPassword } from '../infra/password.js';
import type { ReservationStatus } from '../modules/booking/rules.js';
import { InvitationRepository } from '../modules/invitations/repository.js';
import type { CreateReservation } from '../modules/booking/service.js';
import type { StaffRole } from '../modules/partner/schemas.js';
import type { ShopCategory } from '../modules/shops/schemas.js';
import type { TestContext } from './test-app.js';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Weekdays 10:00-20:00, weekends 11:00-18:00, never closed. */
export const WEEK_HOURS: ShopHour[] = Array.from({ length: 7 }, (_, dayOfWeek) => {
  const weekend = dayOfWeek === 0 || dayOfWeek === 6;
  return { dayOfWeek, open: weekend ? '11:00' : '10:00', close: weekend ? '18:00' : '20:00', closed: false };
});

/** A pet owner with a live session. */
export async function createOwner(t: TestContext, opts: { email?: string; nickname?: string } = {}) {
  const id = unique();
  const user = await t.app.services.users.createAccount({
    email: opts.email ?? `owner-${id}@guardian.kr`,
    nickname: opts.nickname ?? `보호자${id}`.slice(0, 12),
    passwordHash: await hashPassword('password123'),
    phoneNumber: '01099998888',
    termsPrivacyAt: new Date(),
  });
  const { token } = await t.app.services.auth.issueToken(user.userSeq);
  return { userSeq: user.userSeq, token, auth: { authorization: `Bearer ${token}` } };
}
export type Owner = Awaited<ReturnType<typeof createOwner>>;

export interface ProductSpec {
  name: string;
  category?: ShopCategory;
  unit?: ProductUnit;
  durationMinutes?: number | null;
  prices?: Partial<Record<PriceBand, number>>;
}

/** A shop in region 1 with its booking settings and products; returns its id and the products' seqs by name. */
export async function createShop(
  t: TestContext,
  opts: {
    name?: string;
    categories?: ShopCategory[];
    takesBookings?: boolean;
    hours?: ShopHour[];
    settings?: Partial<typeof reservationSettings.$inferInsert>;
    products?: ProductSpec[];
  } = {},
) {
  const categories = opts.categories ?? ['BEAUTY'];
  const [shop] = await t.db
    .insert(shops)
    .values({
      name: opts.name ?? `테스트 매장 ${unique()}`,
      regionSeq: 1,
      address: '서울특별시 종로구 테스트로 1',
      latitude: 37.5735,
      longitude: 126.979,
      phone: '02-000-0000',
      registeredAt: new Date('2026-01-01T00:00:00Z'),
      onlineReservation: opts.takesBookings ?? true,
      hours: opts.hours ?? WEEK_HOURS,
    })
    .returning({ shopId: shops.shopId });
  await t.db.insert(shopCategories).values(categories.map((category) => ({ shopId: shop.shopId, category })));
  await t.db.insert(reservationSettings).values({
    shopId: shop.shopId,
    refundPolicy: [
      { minDaysBefore: 3, refundRate: 100 },
      { minDaysBefore: 1, refundRate: 50 },
      { minDaysBefore: 0, refundRate: 0 },
    ],
    ...opts.settings,
  });
  const specs = opts.products ?? [{ name: '목욕' }];
  const rows = await t.db
    .insert(products)
    .values(
      specs.map((p, i) => ({
        shopId: shop.shopId,
        category: p.category ?? categories[0],
        name: p.name,
        unit: p.unit ?? ('VISIT' as const),
        durationMinutes: p.durationMinutes === undefined ? 60 : p.durationMinutes,
        prices: p.prices ?? { SMALL: 30000, MEDIUM: 40000, LARGE: 55000, CAT: 50000 },
        sortOrder: i,
      })),
    )
    .returning({ productSeq: products.productSeq, name: products.name });
  return { shopId: shop.shopId, products: Object.fromEntries(rows.map((r) => [r.name, r.productSeq])) };
}

/** A pet's body (POST /v2/pets) with test defaults: breed 1 = 말티즈, 1001 = 코리안 숏헤어. */
export function petBody(pet: { name: string; kind?: 'DOG' | 'CAT'; weightKg?: number }) {
  const kind = pet.kind ?? 'DOG';
  return {
    name: pet.name,
    kind,
    breedSeq: kind === 'DOG' ? 1 : 1001,
    birthDate: '2021-05-01',
    weightKg: pet.weightKg ?? 3,
    sex: 'FEMALE' as const,
    neutered: true,
  };
}

/** A pet of the owner, through the pets service. */
export async function createPet(
  t: TestContext,
  owner: { userSeq: number },
  pet: { name?: string; kind?: 'DOG' | 'CAT'; weightKg?: number } = {},
) {
  const created = await t.app.services.pets.create(
    owner.userSeq,
    petBody({ ...pet, name: pet.name ?? '테스트' }),
    t.app.now(),
  );
  return created.petSeq;
}

/**
 * A reservation made through the booking service at the app's clock and moved to `status` the way the shop would
 * (confirm, then complete / no-show at the end of the visit; cancel by the owner). Returns its seq.
 */
export async function createReservation(
  t: TestContext,
  owner: { userSeq: number },
  req: CreateReservation,
  status: ReservationStatus = 'REQUESTED',
) {
  const booking = t.app.services.booking;
  const now = t.app.now();
  const seq = await booking.create(owner.userSeq, req, now);
  if (status === 'REQUESTED') return seq;
  if (status === 'CANCELED') {
    await booking.transition(seq, 'cancel', now, { by: 'OWNER', ownerSeq: owner.userSeq });
    return seq;
  }
  await booking.transition(seq, 'confirm', now, { by: 'SHOP' });
  if (status === 'COMPLETED' || status === 'NO_SHOW') {
    const { endAt } = await booking.byId(seq, now);
    await booking.transition(seq, status === 'COMPLETED' ? 'complete' : 'noShow', endAt, { by: 'SHOP' });
  }
  return seq;
}

/** A partner (shop staff) account with a role in each of `shopIds`. */
export async function createStaff(
  t: TestContext,
  email: string,
  shopIds: number[],
  role: StaffRole = 'STAFF',
) {
  return t.app.services.partner.createStaff(
    email,
    '테스트 직원',
    await hashPassword('partner1234'),
    shopIds.map((shopId) => ({ shopId, role })),
  );
}

/** A staff member of `shopIds` with a live partner session (Authorization header for /v2/partner/**). */
export async function createStaffSession(t: TestContext, shopIds: number[], role: StaffRole = 'STAFF') {
  const staffSeq = await createStaff(t, `staff-${unique()}@guardian.kr`, shopIds, role);
  const { token } = await t.app.services.partner.issueSession(staffSeq);
  return { staffSeq, auth: { authorization: `Bearer ${token}` } };
}
export type StaffSession = Awaited<ReturnType<typeof createStaffSession>>;

/**
 * Links the owner to the shop as one of its customers, through an invitation (as a real customer); nothing when they
 * are its customer already (the shop confirmed one of their bookings, which links them).
 */
export async function linkOwnerToShop(t: TestContext, owner: { userSeq: number }, shopId: number) {
  if (await new InvitationRepository(t.db).isLinked(owner.userSeq, shopId)) return;
  const token = `LINK-${unique()}`;
  await t.invitation(token, shopId, 5000 + counter);
  await t.app.services.invitations.link(owner.userSeq, shopId, token);
}

/**
 * The owner became the shop's customer at `at` (linked, then the link dated: it is stamped by the database's clock,
 * while a test's API clock stands still).
 */
export async function linkOwnerToShopSince(
  t: TestContext,
  owner: { userSeq: number },
  shopId: number,
  at: Date,
) {
  await linkOwnerToShop(t, owner, shopId);
  await t.db
    .update(userShops)
    .set({ createdAt: at })
    .where(and(eq(userShops.userSeq, owner.userSeq), eq(userShops.shopId, shopId)));
}

/** An editor account (the 홈 content editor API), logged in through the API. */
export async function createEditor(t: TestContext, email = `editor-${unique()}@guardian.kr`) {
  await t.app.services.editors.createEditor(email, '테스트 에디터', await hashPassword('editor1234'));
  const res = await t.inject({
    method: 'POST',
    url: '/v2/editor/login',
    payload: { email, password: 'editor1234' },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const token: string = res.json().data.token;
  return { token, auth: { authorization: `Bearer ${token}` } };
}
