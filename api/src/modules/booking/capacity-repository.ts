import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { pets, reservationPets, reservations, shopDayLocks, users } from '../../db/schema/index.js';
import type { Db } from '../../infra/db/client.js';
import type { Booking, PetBusy } from './availability.js';
import { ACTIVE_STATUSES, DEPOSIT_DUE_HOURS, OPEN_STATUSES } from './rules.js';

/**
 * Reservation lines of these pets in open (REQUESTED/CONFIRMED) reservations, at any shop, overlapping [from, to);
 * `exceptSeq`: not that reservation (the one being moved, 예약 변경, does not clash with itself).
 */
const petsHeld = (petSeqs: number[], from: Date, to: Date, exceptSeq?: number) =>
  and(
    inArray(reservationPets.petSeq, petSeqs),
    inArray(reservations.status, OPEN_STATUSES),
    lt(reservations.startAt, to),
    gt(reservations.endAt, from),
    exceptSeq != null ? ne(reservations.reservationSeq, exceptSeq) : undefined,
  );

/**
 * What a booking is checked against, under the locks that make the check hold until commit: capacity
 * already taken, the shop's day rows, the owner's pets and the owner's row (taken in that order), open
 * requests, pet overlaps, and the overdue unpaid requests a worker takes. Rows in, rows out.
 */
export class CapacityRepository {
  constructor(private readonly db: Db) {}

  /** Bookings holding capacity for a shop and category that touch [from, to]. */
  async bookings(shopId: number, category: string, from: string, to: string): Promise<Booking[]> {
    return this.db
      .select({
        seq: reservations.reservationSeq,
        date: reservations.date,
        endDate: reservations.endDate,
        startAt: reservations.startAt,
        endAt: reservations.endAt,
        petCount: reservations.petCount,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.shopId, shopId),
          eq(reservations.category, category),
          inArray(reservations.status, ACTIVE_STATUSES),
          lte(reservations.date, to),
          gte(reservations.endDate, from),
        ),
      );
  }

  /** Creates the shop's day rows if missing and locks them (SELECT … FOR UPDATE) in date order. */
  async lockDays(shopId: number, days: string[]) {
    await this.db
      .insert(shopDayLocks)
      .values(days.map((day) => ({ shopId, day })))
      .onConflictDoNothing();
    await this.db
      .select()
      .from(shopDayLocks)
      .where(and(eq(shopDayLocks.shopId, shopId), inArray(shopDayLocks.day, days)))
      .orderBy(asc(shopDayLocks.day))
      .for('update');
  }

  /** Locks the owner's pet rows in pet order; returns how many of them exist (removed ones do not). */
  async lockPets(userSeq: number, petSeqs: number[]) {
    const locked = await this.db
      .select({ petSeq: pets.petSeq })
      .from(pets)
      .where(and(eq(pets.userSeq, userSeq), inArray(pets.petSeq, petSeqs), isNull(pets.removedAt)))
      .orderBy(asc(pets.petSeq))
      .for('update');
    return locked.length;
  }

  /**
   * Requests whose deposit is unpaid past its due time (a day after the request, or the visit's start if sooner:
   * the same rule as `deposit.dueAt`), locked `FOR UPDATE SKIP LOCKED` so several workers share them out.
   */
  async lockOverdueUnpaid(now: Date, limit: number) {
    const rows = await this.db
      .select({ reservationSeq: reservations.reservationSeq })
      .from(reservations)
      .where(
        and(
          eq(reservations.status, 'REQUESTED'),
          gt(reservations.depositAmount, 0),
          eq(reservations.depositPaid, false),
          sql`least(${reservations.createdAt} + interval '${sql.raw(String(DEPOSIT_DUE_HOURS))} hours', ${reservations.startAt}) <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(reservations.reservationSeq))
      .limit(limit)
      .for('update', { skipLocked: true });
    return rows.map((r) => r.reservationSeq);
  }

  /** Serialises one owner's new bookings (taken after the day and pet locks, so the lock order stays fixed). */
  async lockOwner(userSeq: number) {
    await this.db.select({ s: users.userSeq }).from(users).where(eq(users.userSeq, userSeq)).for('update');
  }

  /** The owner's requests (요청) not yet over: in all, and at `shopId`. */
  async openRequestCounts(userSeq: number, shopId: number, now: Date) {
    const [row] = await this.db
      .select({
        all: sql<number>`count(*)::int`,
        atShop: sql<number>`(count(*) filter (where ${reservations.shopId} = ${shopId}))::int`,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.userSeq, userSeq),
          eq(reservations.status, 'REQUESTED'),
          gt(reservations.endAt, now),
        ),
      );
    return row;
  }

  /**
   * When the pets are held by open (REQUESTED/CONFIRMED) reservations, at any shop, overlapping [from, to): read
   * once for a day or month of availability, so a time one of them cannot take is not offered.
   */
  async petBookings(petSeqs: number[], from: Date, to: Date, exceptSeq?: number): Promise<PetBusy[]> {
    const rows = await this.db
      .selectDistinct({ startAt: reservations.startAt, endAt: reservations.endAt })
      .from(reservationPets)
      .innerJoin(reservations, eq(reservations.reservationSeq, reservationPets.reservationSeq))
      .where(petsHeld(petSeqs, from, to, exceptSeq));
    return rows.map((r) => ({ start: r.startAt.getTime(), end: r.endAt.getTime() }));
  }

  /**
   * The first open (REQUESTED/CONFIRMED) reservation of any of the pets overlapping [startAt, endAt), other than
   * `exceptSeq` (the reservation being moved).
   */
  async firstPetClash(petSeqs: number[], startAt: Date, endAt: Date, exceptSeq?: number) {
    const [clash] = await this.db
      .select({
        petSeq: reservationPets.petSeq,
        petName: reservationPets.petName,
        reservationSeq: reservations.reservationSeq,
      })
      .from(reservationPets)
      .innerJoin(reservations, eq(reservations.reservationSeq, reservationPets.reservationSeq))
      .where(petsHeld(petSeqs, startAt, endAt, exceptSeq))
      .orderBy(asc(reservations.startAt), asc(reservations.reservationSeq))
      .limit(1);
    return clash ?? null;
  }
}
