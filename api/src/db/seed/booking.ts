import { and, asc, eq } from 'drizzle-orm';
import { hoursOn } from '../../lib/availability.js';
import {
  addDays,
  cancellationQuote,
  DEFAULT_REFUND_POLICY,
  depositFor,
  seoulDate,
  seoulInstant,
  toHhmm,
} from '../../lib/booking.js';
import { priceLines } from '../../lib/booking-plan.js';
import { hashPassword } from '../../lib/password.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import type { Db } from '../client.js';
import {
  notifications,
  pets,
  products,
  reservationPets,
  reservations,
  reservationSettings,
  scheduleTokens,
  shopCategories,
  shops,
  staff,
  staffShops,
  users,
  type RefundRule,
} from '../schema.js';
import { notificationFor } from '../../repositories/notification-text.js';
import { PRODUCT_TEMPLATES, productImagePath } from './products.js';
import { prng } from './shops.js';

export const DEMO_STAFF_PASSWORD = 'partner1234';
export const demoStaffEmail = (n: number) => `staff${n}@guardian.kr`;
const BANKS = ['국민은행', '신한은행', '우리은행', '하나은행', '카카오뱅크'];
const HOTEL_POLICY: RefundRule[] = [
  { minDaysBefore: 5, refundRate: 100 },
  { minDaysBefore: 2, refundRate: 50 },
  { minDaysBefore: 0, refundRate: 0 },
];

/** Booking settings and products for every shop (idempotent per table: only when none exist yet). */
export async function seedCatalog(db: Db) {
  const rows = await db
    .select({ shopId: shops.shopId, name: shops.name })
    .from(shops)
    .orderBy(asc(shops.shopId));
  const cats = await db.select().from(shopCategories);
  const catMap = new Map<number, string[]>();
  for (const c of cats) catMap.set(c.shopId, [...(catMap.get(c.shopId) ?? []), c.category]);
  for (let i = 0; i < rows.length; i += 500) {
    const part = rows.slice(i, i + 500);
    const settings = [];
    const prods = [];
    for (const shop of part) {
      const rnd = prng(shop.shopId * 7919);
      const categories = catMap.get(shop.shopId) ?? [];
      const hotel = categories.includes('HOTELING');
      const depositRate = shop.shopId <= 2 ? (hotel ? 30 : 20) : hotel ? 30 : rnd.next() < 0.3 ? 20 : 0;
      settings.push({
        shopId: shop.shopId,
        staffCount: rnd.int(1, 4),
        slotMinutes: 30,
        nightlyCapacity: rnd.int(4, 12),
        dailyCapacity: rnd.int(8, 20),
        depositRate,
        depositAccount: depositRate
          ? `${rnd.pick(BANKS)} ${rnd.int(100, 999)}-${rnd.int(100000, 999999)}-${rnd.int(10, 99)} (예금주 ${shop.name.split(' ')[0]})`
          : null,
        refundPolicy: hotel ? HOTEL_POLICY : DEFAULT_REFUND_POLICY,
      });
      const factor = 0.85 + rnd.next() * 0.4;
      let order = 0;
      for (const t of PRODUCT_TEMPLATES) {
        if (!categories.includes(t.category) || (t.optional && rnd.next() < 0.4)) continue;
        const prices = Object.fromEntries(
          Object.entries(t.prices).map(([band, p]) => [band, Math.round((p! * factor) / 1000) * 1000]),
        );
        prods.push({
          shopId: shop.shopId,
          category: t.category,
          name: t.name,
          description: t.description,
          durationMinutes: t.durationMinutes,
          unit: t.unit,
          imageUrl: productImagePath(t.key),
          prices,
          sortOrder: order++,
        });
      }
    }
    await db.insert(reservationSettings).values(settings);
    if (prods.length) await db.insert(products).values(prods);
  }
}

/** Partner accounts staff1..3@guardian.kr for the demo account's shops 1..3. */
export async function seedStaff(db: Db) {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const demoShops = await db.select().from(shops).orderBy(asc(shops.shopId)).limit(3);
  for (const [i, shop] of demoShops.entries()) {
    const [s] = await db
      .insert(staff)
      .values({ email: demoStaffEmail(i + 1), name: `${shop.name.split(' ')[0]} 원장`, passwordHash })
      .returning();
    await db.insert(staffShops).values({ staffSeq: s.staffSeq, shopId: shop.shopId, role: 'OWNER' });
  }
  return demoShops.map((s, i) => ({ email: demoStaffEmail(i + 1), shopId: s.shopId, shopName: s.name }));
}

/** An open day at or after `date` (grooming/kindergarten shops close some Sundays). */
function openDay(hours: (typeof shops.$inferSelect)['hours'], date: string, step = 1) {
  let d = date;
  while (!hoursOn(hours, d)) d = addDays(d, step);
  return d;
}

/**
 * The demo account's reservations, relative to `now`: an upcoming 확정 (with its schedule link), a 요청 hotel
 * stay for both pets, and past 완료, 취소 (two days before, with the fee) and 노쇼, plus their notifications.
 * Where the shop asks a deposit it was sent (and confirmed by the shop two hours after booking) for every visit but
 * the 요청 hotel stay, whose deposit is still due: the demo shows both 입금 전 and 입금 완료.
 */
export async function seedDemoReservations(db: Db, userSeq: number, now = new Date()) {
  const myPets = await db.select().from(pets).where(eq(pets.userSeq, userSeq)).orderBy(asc(pets.petSeq));
  const [coco, nabi] = myPets;
  const today = seoulDate(now);
  const shopRows = await db.select().from(shops).orderBy(asc(shops.shopId)).limit(3);
  const find = async (shopId: number, name: string) => {
    const [p] = await db
      .select()
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.name, name)));
    return p;
  };
  const settingsOf = async (shopId: number) =>
    (await db.select().from(reservationSettings).where(eq(reservationSettings.shopId, shopId)))[0];

  type Spec = {
    shop: (typeof shopRows)[number];
    productName: string;
    petList: typeof myPets;
    date: string;
    endDate?: string;
    time?: string;
    status: string;
    /** The owner sent the deposit and the shop marked it received (only matters where the shop asks one). */
    depositPaid: boolean;
    canceledDaysBefore?: number;
  };
  const beauty = shopRows[0];
  const open = (d: string) => toHhmm(hoursOn(beauty.hours, d)!.open + 120);
  const d1 = openDay(beauty.hours, addDays(today, 3));
  const dPast = openDay(beauty.hours, addDays(today, -20), -1);
  const dNoShow = openDay(beauty.hours, addDays(today, -40), -1);
  const kinder = shopRows[2];
  const dCancel = openDay(kinder.hours, addDays(today, -5), -1);
  const specs: Spec[] = [
    {
      shop: beauty,
      productName: '전체미용 (가위컷)',
      petList: [coco],
      date: d1,
      time: open(d1),
      status: 'CONFIRMED',
      depositPaid: true,
    },
    {
      shop: shopRows[1],
      productName: '1박 호텔링',
      petList: [coco, nabi],
      date: addDays(today, 10),
      endDate: addDays(today, 12),
      status: 'REQUESTED',
      depositPaid: false,
    },
    {
      shop: beauty,
      productName: '목욕',
      petList: [coco],
      date: dPast,
      time: open(dPast),
      status: 'COMPLETED',
      depositPaid: true,
    },
    {
      shop: kinder,
      productName: '종일반',
      petList: [coco],
      date: dCancel,
      status: 'CANCELED',
      depositPaid: true,
      canceledDaysBefore: 2,
    },
    {
      shop: beauty,
      productName: '위생미용',
      petList: [coco],
      date: dNoShow,
      time: open(dNoShow),
      status: 'NO_SHOW',
      depositPaid: true,
    },
  ];
  for (const s of specs) {
    const product = await find(s.shop.shopId, s.productName);
    const settings = await settingsOf(s.shop.shopId);
    const endDate = s.endDate ?? s.date;
    const nights = s.endDate ? Math.round((Date.parse(endDate) - Date.parse(s.date)) / 86_400_000) : 1;
    const lines = priceLines(product, s.petList, nights);
    const totalPrice = lines.reduce((n, l) => n + l.price, 0);
    const hours = hoursOn(s.shop.hours, s.date);
    const startAt = seoulInstant(
      s.date,
      s.time ?? (product.category === 'HOTELING' ? '00:00' : toHhmm(hours?.open ?? 600)),
    );
    const endAt = s.endDate
      ? seoulInstant(endDate, '12:00')
      : new Date(startAt.getTime() + (product.durationMinutes ?? 480) * 60_000);
    // Booked a week ahead, but never after the seed time (the 요청 stay was asked two hours ago: its deposit is due).
    const createdAt = new Date(Math.min(startAt.getTime() - 7 * 86_400_000, now.getTime() - 2 * 3600_000));
    const depositAmount = depositFor(totalPrice, settings.depositRate);
    const depositPaid = depositAmount > 0 && s.depositPaid;
    const base = {
      date: s.date,
      totalPrice,
      depositAmount,
      depositPaid,
      refundPolicy: settings.refundPolicy,
    };
    const canceledAt =
      s.canceledDaysBefore != null ? seoulInstant(addDays(s.date, -s.canceledDaysBefore), '09:30') : null;
    const quote = canceledAt ? cancellationQuote(base, canceledAt) : null;
    const [row] = await db
      .insert(reservations)
      .values({
        userSeq,
        shopId: s.shop.shopId,
        productSeq: product.productSeq,
        category: product.category,
        status: s.status,
        date: s.date,
        endDate,
        time: s.time ?? null,
        startAt,
        endAt,
        petCount: lines.length,
        memo: s.status === 'CONFIRMED' ? '얼굴은 동그랗게, 귀는 길게 남겨주세요.' : '',
        totalPrice,
        depositAmount,
        depositPaid,
        depositPaidAt: depositPaid ? new Date(createdAt.getTime() + 2 * 3600_000) : null,
        refundPolicy: settings.refundPolicy,
        canceledBy: quote ? 'OWNER' : null,
        cancelFee: quote?.fee ?? null,
        refundAmount: quote?.refundAmount ?? null,
        canceledAt,
        confirmedAt:
          s.status === 'REQUESTED' || s.status === 'CANCELED'
            ? null
            : new Date(createdAt.getTime() + 3600_000),
        createdAt,
        updatedAt: canceledAt ?? createdAt,
      })
      .returning();
    await db
      .insert(reservationPets)
      .values(
        lines.map((l, i) => ({ ...l, reservationSeq: row.reservationSeq, petName: l.name, sortOrder: i })),
      );
    const action = (
      { CONFIRMED: 'confirm', CANCELED: 'cancel', COMPLETED: 'complete', NO_SHOW: 'noShow' } as const
    )[s.status as 'CONFIRMED'];
    if (!action) continue;
    let link = `/reservation/detail?reservationSeq=${row.reservationSeq}`;
    if (s.status === 'CONFIRMED') {
      const token = newToken();
      await db.insert(scheduleTokens).values({
        tokenHash: sha256(token),
        reservationSeq: row.reservationSeq,
        expiresAt: new Date(endAt.getTime() + 30 * 86_400_000),
      });
      link = `/schedule/alimtalk?token=${token}`;
    }
    const text = notificationFor(
      action,
      { ...row, shopName: s.shop.name, productName: product.name },
      { fee: quote?.fee ?? null },
    );
    await db.insert(notifications).values({
      userSeq,
      kind: 'RESERVATION_STATUS',
      title: text.title,
      body: text.body,
      link,
      createdAt: canceledAt ?? (s.status === 'CONFIRMED' ? row.confirmedAt! : endAt),
      readAt: s.status === 'CONFIRMED' ? null : endAt,
    });
  }
}

/** Booking layer of the seed; also upgrades a database seeded before it existed. */
export async function seedBooking(db: Db, demoEmail: string | null) {
  const [any] = await db.select({ s: reservationSettings.shopId }).from(reservationSettings).limit(1);
  if (any) return false;
  await seedCatalog(db);
  if (demoEmail) {
    const [demo] = await db.select().from(users).where(eq(users.email, demoEmail));
    if (demo) {
      await seedStaff(db);
      await seedDemoReservations(db, demo.userSeq);
    }
  }
  return true;
}
