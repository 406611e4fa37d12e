import { and, asc, count, eq } from 'drizzle-orm';
import { products, reservations, shops, users } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { DEMO_ACCOUNT } from '../users/seed.js';
import { hoursOn } from './availability.js';
import { addDays, seoulDate, seoulInstant, toHhmm, type TransitionAction } from './rules.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** An open day at or after `date` (grooming/kindergarten shops close some Sundays). */
function openDay(hours: (typeof shops.$inferSelect)['hours'], date: string, step = 1) {
  let d = date;
  while (!hoursOn(hours, d)) d = addDays(d, step);
  return d;
}

interface Spec {
  shopId: number;
  productName: string;
  pets: ('coco' | 'nabi')[];
  date: string;
  endDate?: string;
  time?: string;
  memo?: string;
  /** Where the reservation ends up: 요청, 확정, 완료, 노쇼 or 취소 (by the owner, `canceledDaysBefore` the visit). */
  status: 'REQUESTED' | 'CONFIRMED' | 'COMPLETED' | 'NO_SHOW' | 'CANCELED';
  /** The owner sent the deposit and the shop marked it received (only where the shop asks one). */
  depositPaid: boolean;
  canceledDaysBefore?: number;
}

/**
 * The demo owner's reservations, relative to the seed time, made and moved through the booking service exactly as
 * the app would (so their notifications and schedule links come from the same code): an upcoming 확정 (with its
 * schedule link), a 요청 hotel stay for both pets whose deposit is still due, and past 완료, 취소 (two days before,
 * with the fee) and 노쇼. Each was booked a week ahead (the 요청 stay two hours ago), confirmed an hour later, and its
 * deposit (where the shop asks one) confirmed by the shop an hour after that. Past visits' notices are read.
 */
export const demoReservationsSeed: Seed = {
  name: 'demo-reservations',
  dependsOn: ['booking-catalog', 'demo-owner'],
  when: (o) => o.demo,
  async run({ db, services, now }) {
    const [owner] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.userId));
    const myPets = await services.pets.list(owner.userSeq);
    const petSeq = { coco: myPets[0].petSeq, nabi: myPets[1].petSeq };
    const shopRows = await db.select().from(shops).orderBy(asc(shops.shopId)).limit(3);
    const today = seoulDate(now);
    const [beauty, , kinder] = shopRows;
    const open = (d: string) => toHhmm(hoursOn(beauty.hours, d)!.open + 120);
    const d1 = openDay(beauty.hours, addDays(today, 3));
    const dPast = openDay(beauty.hours, addDays(today, -20), -1);
    const dNoShow = openDay(beauty.hours, addDays(today, -40), -1);
    const dCancel = openDay(kinder.hours, addDays(today, -5), -1);
    const specs: Spec[] = [
      {
        shopId: beauty.shopId,
        productName: '전체미용 (가위컷)',
        pets: ['coco'],
        date: d1,
        time: open(d1),
        memo: '얼굴은 동그랗게, 귀는 길게 남겨 주세요.',
        status: 'CONFIRMED',
        depositPaid: true,
      },
      {
        shopId: shopRows[1].shopId,
        productName: '1박 호텔링',
        pets: ['coco', 'nabi'],
        date: addDays(today, 10),
        endDate: addDays(today, 12),
        status: 'REQUESTED',
        depositPaid: false,
      },
      {
        // Paid with the demo 목욕 pass (demo-money attaches its use and clears the deposit): no deposit was sent.
        shopId: beauty.shopId,
        productName: '목욕',
        pets: ['coco'],
        date: dPast,
        time: open(dPast),
        status: 'COMPLETED',
        depositPaid: false,
      },
      {
        shopId: kinder.shopId,
        productName: '종일반',
        pets: ['coco'],
        date: dCancel,
        status: 'CANCELED',
        depositPaid: true,
        canceledDaysBefore: 2,
      },
      {
        shopId: beauty.shopId,
        productName: '위생미용',
        pets: ['coco'],
        date: dNoShow,
        time: open(dNoShow),
        status: 'NO_SHOW',
        depositPaid: true,
      },
    ];
    const booking = services.booking;
    for (const s of specs) {
      const [product] = await db
        .select({ productSeq: products.productSeq })
        .from(products)
        .where(and(eq(products.shopId, s.shopId), eq(products.name, s.productName)));
      const visitStart = seoulInstant(s.date, s.time ?? '10:00');
      const bookedAt = new Date(Math.min(visitStart.getTime() - 7 * DAY, now.getTime() - 2 * HOUR));
      const request = {
        shopId: s.shopId,
        productSeq: product.productSeq,
        petSeqs: s.pets.map((p) => petSeq[p]),
        date: s.date,
        endDate: s.endDate,
        time: s.time,
        memo: s.memo,
      };
      const seq = await booking.create(owner.userSeq, request, bookedAt, { recordedAt: bookedAt });
      // The cancelled one too: withdrawing an unconfirmed request is free, and the demo shows a fee.
      if (s.status !== 'REQUESTED')
        await booking.transition(seq, 'confirm', new Date(bookedAt.getTime() + HOUR), { by: 'SHOP' });
      const r = await booking.byId(seq, now);
      if (s.depositPaid && r.deposit)
        await booking.markDepositPaid(seq, new Date(bookedAt.getTime() + 2 * HOUR));
      const final: Partial<Record<Spec['status'], { action: TransitionAction; at: Date }>> = {
        COMPLETED: { action: 'complete', at: r.endAt },
        NO_SHOW: { action: 'noShow', at: r.endAt },
        CANCELED: {
          action: 'cancel',
          at: seoulInstant(addDays(s.date, -(s.canceledDaysBefore ?? 0)), '09:30'),
        },
      };
      const step = final[s.status];
      if (!step) continue;
      await booking.transition(seq, step.action, step.at, {
        by: step.action === 'cancel' ? 'OWNER' : 'SHOP',
        ownerSeq: step.action === 'cancel' ? owner.userSeq : undefined,
      });
      await services.notifications.markReadUpTo(owner.userSeq, step.at);
    }
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(reservations))[0].n) > 0,
};
