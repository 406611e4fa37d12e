import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  notifications,
  pets,
  products,
  reservationPets,
  reservationSettings,
  reservations,
  scheduleTokens,
  shopDayLocks,
  shops,
  users,
} from '../db/schema.js';
import type { AssetUrl } from '../lib/assets.js';
import type { Booking } from '../lib/availability.js';
import {
  ACTIVE_STATUSES,
  AFTER_START_ACTIONS,
  BAND_LABELS,
  cancellationQuote,
  DEPOSIT_PAYABLE_STATUSES,
  describeRule,
  OPEN_STATUSES,
  rejectionRefund,
  type ReservationStatus,
  STATUS_LABELS,
  TRANSITIONS,
  type TransitionAction,
  UNIT_LABELS,
} from '../lib/booking.js';
import type { Plan } from '../lib/booking-plan.js';
import { AppError } from '../lib/errors.js';
import { newToken, sha256 } from '../lib/tokens.js';
import { depositPaidNotification, notificationFor } from './notification-text.js';

export type ReservationRow = typeof reservations.$inferSelect;
const SCHEDULE_TOKEN_DAYS_AFTER_VISIT = 30;

const columns = {
  r: reservations,
  shopName: shops.name,
  shopThumb: shops.thumbnailUrl,
  shopAddress: shops.address,
  shopPhone: shops.phone,
  productName: products.name,
  productDuration: products.durationMinutes,
  productUnit: products.unit,
  productImage: products.imageUrl,
  account: reservationSettings.depositAccount,
  ownerNickname: users.nickname,
  ownerPhone: users.phoneNumber,
};

export class ReservationRepository {
  /** Test hook: runs between the capacity check and the insert, to widen the race window in concurrency tests. */
  betweenCheckAndInsert: (() => Promise<void>) | null = null;
  /**
   * Test hook: runs in `transition` (after the row is read and locked) and `markDepositPaid` (after the unlocked
   * read), before the UPDATE, to widen the race window in concurrency tests.
   */
  betweenReadAndUpdate: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly assetUrl: AssetUrl,
  ) {}

  /** Bookings holding capacity for a shop and category that touch [from, to]. */
  async bookings(db: Db, shopId: number, category: string, from: string, to: string): Promise<Booking[]> {
    return db
      .select({
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

  /**
   * Inserts a REQUESTED reservation if it still fits. In one transaction: create-if-missing and lock
   * (SELECT … FOR UPDATE, in date order) the shop's day rows the booking touches, lock the caller's pet rows
   * (in pet order), refuse a pet that already has an open booking overlapping this one at any shop
   * (PET_ALREADY_BOOKED), count capacity (SLOT_UNAVAILABLE), insert. A concurrent request for the same days or
   * the same pets waits on a lock and then sees this booking. Locks are always taken day rows first, then pets,
   * each in ascending order, so two bookings cannot wait on each other.
   */
  async create(
    userSeq: number,
    shopId: number,
    productSeq: number,
    p: Plan,
    memo: string,
    petSeqs: number[],
    fits: (bookings: Booking[]) => boolean,
  ): Promise<number> {
    return this.db.transaction(async (txx) => {
      const tx = txx as unknown as Db;
      await tx
        .insert(shopDayLocks)
        .values(p.lockDays.map((day) => ({ shopId, day })))
        .onConflictDoNothing();
      await tx
        .select()
        .from(shopDayLocks)
        .where(and(eq(shopDayLocks.shopId, shopId), inArray(shopDayLocks.day, p.lockDays)))
        .orderBy(asc(shopDayLocks.day))
        .for('update');
      await this.assertPetsFree(tx, userSeq, petSeqs, p);
      const existing = await this.bookings(tx, shopId, p.category, p.date, p.endDate);
      if (!fits(existing)) throw new AppError('SLOT_UNAVAILABLE');
      await this.betweenCheckAndInsert?.();
      const [settings] = await tx
        .select({ refundPolicy: reservationSettings.refundPolicy })
        .from(reservationSettings)
        .where(eq(reservationSettings.shopId, shopId));
      const [row] = await tx
        .insert(reservations)
        .values({
          userSeq,
          shopId,
          productSeq,
          category: p.category,
          status: 'REQUESTED',
          date: p.date,
          endDate: p.endDate,
          time: p.time,
          startAt: p.startAt,
          endAt: p.endAt,
          petCount: p.lines.length,
          memo,
          totalPrice: p.totalPrice,
          depositAmount: p.depositAmount,
          refundPolicy: settings?.refundPolicy ?? [
            { minDaysBefore: 3, refundRate: 100 },
            { minDaysBefore: 1, refundRate: 50 },
            { minDaysBefore: 0, refundRate: 0 },
          ],
        })
        .returning({ seq: reservations.reservationSeq });
      await tx.insert(reservationPets).values(
        p.lines.map((l, i) => ({
          reservationSeq: row.seq,
          petSeq: petSeqs[i],
          petName: l.name,
          kind: l.kind,
          band: l.band,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
          price: l.price,
          sortOrder: i,
        })),
      );
      return row.seq;
    });
  }

  /**
   * Locks the owner's pet rows (the day locks cover one shop only; these serialise bookings of the same pet at
   * different shops), then throws PET_ALREADY_BOOKED with the first clash when any of the pets has a REQUESTED or
   * CONFIRMED reservation whose [startAt, endAt) overlaps the planned one.
   */
  private async assertPetsFree(tx: Db, userSeq: number, petSeqs: number[], p: Plan) {
    const locked = await tx
      .select({ petSeq: pets.petSeq })
      .from(pets)
      .where(and(eq(pets.userSeq, userSeq), inArray(pets.petSeq, petSeqs)))
      .orderBy(asc(pets.petSeq))
      .for('update');
    if (locked.length !== new Set(petSeqs).size) throw new AppError('PET_NOT_FOUND'); // deleted meanwhile
    const [clash] = await tx
      .select({
        petSeq: reservationPets.petSeq,
        petName: reservationPets.petName,
        reservationSeq: reservations.reservationSeq,
      })
      .from(reservationPets)
      .innerJoin(reservations, eq(reservations.reservationSeq, reservationPets.reservationSeq))
      .where(
        and(
          inArray(reservationPets.petSeq, petSeqs),
          inArray(reservations.status, OPEN_STATUSES),
          lt(reservations.startAt, p.endAt),
          gt(reservations.endAt, p.startAt),
        ),
      )
      .orderBy(asc(reservations.startAt), asc(reservations.reservationSeq))
      .limit(1);
    if (!clash) return;
    const petName = p.lines.find((l) => l.petSeq === clash.petSeq)?.name ?? clash.petName;
    throw new AppError('PET_ALREADY_BOOKED', undefined, { ...clash, petName });
  }

  private query(where: SQL | undefined, order: SQL[], limit = 1000, offset = 0) {
    return this.db
      .select(columns)
      .from(reservations)
      .innerJoin(shops, eq(shops.shopId, reservations.shopId))
      .innerJoin(products, eq(products.productSeq, reservations.productSeq))
      .innerJoin(users, eq(users.userSeq, reservations.userSeq))
      .leftJoin(reservationSettings, eq(reservationSettings.shopId, reservations.shopId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  }

  private async dtos(
    rows: Awaited<ReturnType<ReservationRepository['query']>>,
    now: Date,
    withOwner = false,
  ) {
    if (rows.length === 0) return [];
    const lines = await this.db
      .select()
      .from(reservationPets)
      .where(
        inArray(
          reservationPets.reservationSeq,
          rows.map((x) => x.r.reservationSeq),
        ),
      )
      .orderBy(asc(reservationPets.sortOrder));
    return rows.map((x) => {
      const r = x.r;
      const status = r.status as ReservationStatus;
      const active = status === 'REQUESTED' || status === 'CONFIRMED';
      return {
        reservationSeq: r.reservationSeq,
        status,
        statusLabel: STATUS_LABELS[status],
        category: r.category,
        date: r.date,
        endDate: r.endDate,
        time: r.time,
        nights:
          r.category === 'HOTELING'
            ? Math.round((Date.parse(r.endDate) - Date.parse(r.date)) / 86_400_000)
            : null,
        startAt: r.startAt,
        endAt: r.endAt,
        shop: {
          shopId: r.shopId,
          name: x.shopName,
          thumbnailUrl: this.assetUrl(x.shopThumb),
          address: x.shopAddress,
          phone: x.shopPhone,
        },
        product: {
          productSeq: r.productSeq,
          name: x.productName,
          durationMinutes: x.productDuration,
          unit: x.productUnit,
          unitLabel: UNIT_LABELS[x.productUnit],
          imageUrl: this.assetUrl(x.productImage),
        },
        pets: lines
          .filter((l) => l.reservationSeq === r.reservationSeq)
          .map((l) => ({
            petSeq: l.petSeq,
            name: l.petName,
            kind: l.kind,
            band: l.band,
            bandLabel: BAND_LABELS[l.band],
            unitPrice: l.unitPrice,
            quantity: l.quantity,
            price: l.price,
          })),
        totalPrice: r.totalPrice,
        deposit:
          r.depositAmount > 0
            ? {
                amount: r.depositAmount,
                paid: r.depositPaid,
                paidAt: r.depositPaidAt,
                dueAt: new Date(Math.min(r.createdAt.getTime() + 86_400_000, r.startAt.getTime())),
                account: x.account,
              }
            : null,
        refundPolicy: r.refundPolicy.map((p) => ({ ...p, description: describeRule(p) })),
        memo: r.memo,
        rejectReason: r.rejectReason,
        cancellation:
          status === 'CANCELED'
            ? {
                canceledAt: r.canceledAt ?? r.updatedAt,
                canceledBy: r.canceledBy ?? 'OWNER',
                fee: r.cancelFee ?? 0,
                refundAmount: r.refundAmount ?? 0,
              }
            : null,
        canCancel: active && r.startAt > now,
        createdAt: r.createdAt,
        confirmedAt: r.confirmedAt,
        ...(withOwner
          ? { owner: { userSeq: r.userSeq, nickname: x.ownerNickname, phoneNumber: x.ownerPhone } }
          : {}),
      };
    });
  }

  async forUser(userSeq: number, reservationSeq: number, now: Date) {
    const rows = await this.query(
      and(eq(reservations.reservationSeq, reservationSeq), eq(reservations.userSeq, userSeq)),
      [],
    );
    return (await this.dtos(rows, now))[0] ?? null;
  }

  async byId(reservationSeq: number, now: Date, withOwner = false) {
    const rows = await this.query(eq(reservations.reservationSeq, reservationSeq), []);
    return (await this.dtos(rows, now, withOwner))[0] ?? null;
  }

  async row(reservationSeq: number) {
    const [row] = await this.db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationSeq, reservationSeq));
    return row ?? null;
  }

  private async page(
    where: SQL | undefined,
    order: SQL[],
    page: number,
    size: number,
    now: Date,
    withOwner = false,
  ) {
    const [rows, [{ total }]] = await Promise.all([
      this.query(where, order, size, page * size),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(reservations)
        .where(where),
    ]);
    const items = await this.dtos(rows, now, withOwner);
    return { items, page, size, total: Number(total), hasNext: (page + 1) * size < Number(total) };
  }

  /** upcoming: REQUESTED/CONFIRMED not over yet, soonest first; past: everything else, latest first. */
  list(userSeq: number, scope: 'upcoming' | 'past', page: number, size: number, now: Date) {
    const live = and(inArray(reservations.status, ['REQUESTED', 'CONFIRMED']), gt(reservations.endAt, now));
    const where = and(eq(reservations.userSeq, userSeq), scope === 'upcoming' ? live : sql`not (${live})`);
    const order =
      scope === 'upcoming'
        ? [asc(reservations.startAt), asc(reservations.reservationSeq)]
        : [desc(reservations.startAt), desc(reservations.reservationSeq)];
    return this.page(where, order, page, size, now);
  }

  async next(userSeq: number, now: Date) {
    return (await this.list(userSeq, 'upcoming', 0, 1, now)).items[0] ?? null;
  }

  /** Confirmed and completed visits that overlap the month. */
  async schedule(userSeq: number, month: string, now: Date) {
    const from = `${month}-01`;
    const to = `${month}-31`;
    const rows = await this.query(
      and(
        eq(reservations.userSeq, userSeq),
        inArray(reservations.status, ['CONFIRMED', 'COMPLETED']),
        lte(reservations.date, to),
        gte(reservations.endDate, from),
      ),
      [asc(reservations.startAt), asc(reservations.reservationSeq)],
    );
    return this.dtos(rows, now);
  }

  partnerList(
    shopIds: number[],
    status: ReservationStatus | undefined,
    page: number,
    size: number,
    now: Date,
  ) {
    if (shopIds.length === 0) return { items: [], page, size, total: 0, hasNext: false };
    const where = and(
      inArray(reservations.shopId, shopIds),
      status ? eq(reservations.status, status) : undefined,
    );
    return this.page(
      where,
      [asc(reservations.startAt), asc(reservations.reservationSeq)],
      page,
      size,
      now,
      true,
    );
  }

  /**
   * Applies a status change atomically: the row is read `FOR UPDATE` (so the fee and refund are computed from a
   * deposit state that cannot change before the update: a concurrent deposit-paid waits and then finds the
   * reservation cancelled) and updated with `UPDATE … WHERE status IN (<allowed from>)`, so two concurrent changes
   * cannot both win. Writes the owner's notification (and, on confirmation, a schedule link token) in the same
   * transaction. Throws INVALID_STATUS_TRANSITION when the current status does not allow it, VISIT_NOT_STARTED
   * for complete / noShow before the visit's start.
   */
  async transition(
    reservationSeq: number,
    action: TransitionAction,
    now: Date,
    opts: { rejectReason?: string; by?: 'OWNER' | 'SHOP'; ownerSeq?: number } = {},
  ) {
    return this.db.transaction(async (txx) => {
      const tx = txx as unknown as Db;
      const [current] = await tx
        .select({ r: reservations, shopName: shops.name, productName: products.name })
        .from(reservations)
        .innerJoin(shops, eq(shops.shopId, reservations.shopId))
        .innerJoin(products, eq(products.productSeq, reservations.productSeq))
        .where(
          and(
            eq(reservations.reservationSeq, reservationSeq),
            opts.ownerSeq != null ? eq(reservations.userSeq, opts.ownerSeq) : undefined,
          ),
        )
        .for('update', { of: reservations });
      if (!current) throw new AppError('RESERVATION_NOT_FOUND');
      await this.betweenReadAndUpdate?.();
      const t = TRANSITIONS[action];
      const r = current.r;
      if (!(t.from as readonly string[]).includes(r.status)) throw new AppError('INVALID_STATUS_TRANSITION');
      if (action === 'cancel' && r.startAt <= now)
        throw new AppError('INVALID_STATUS_TRANSITION', '이미 시작된 예약은 취소할 수 없어요.');
      if (AFTER_START_ACTIONS.includes(action) && now < r.startAt) throw new AppError('VISIT_NOT_STARTED');
      const values: Partial<ReservationRow> = { status: t.to, updatedAt: now };
      let fee: number | null = null;
      if (action === 'confirm') values.confirmedAt = now;
      if (action === 'reject' || action === 'cancel') {
        values.canceledAt = now;
        values.canceledBy = action === 'reject' ? 'SHOP' : (opts.by ?? 'OWNER');
        if (action === 'reject') {
          values.rejectReason = opts.rejectReason ?? null;
          values.cancelFee = 0;
          values.refundAmount = rejectionRefund(r);
        } else {
          const q = cancellationQuote(r, now);
          fee = q.fee;
          values.cancelFee = q.fee;
          values.refundAmount = q.refundAmount;
        }
      }
      const updated = await tx
        .update(reservations)
        .set(values)
        .where(
          and(eq(reservations.reservationSeq, reservationSeq), inArray(reservations.status, [...t.from])),
        )
        .returning({ seq: reservations.reservationSeq });
      if (updated.length === 0) throw new AppError('INVALID_STATUS_TRANSITION');
      let link = `/reservation/detail?reservationSeq=${reservationSeq}`;
      if (action === 'confirm') {
        const token = newToken();
        await tx.insert(scheduleTokens).values({
          tokenHash: sha256(token),
          reservationSeq,
          expiresAt: new Date(r.endAt.getTime() + SCHEDULE_TOKEN_DAYS_AFTER_VISIT * 86_400_000),
        });
        link = `/schedule/alimtalk?token=${token}`;
      }
      const text = notificationFor(
        action,
        { ...r, shopName: current.shopName, productName: current.productName },
        {
          fee,
          reason: opts.rejectReason,
        },
      );
      await tx.insert(notifications).values({
        userSeq: r.userSeq,
        kind: 'RESERVATION_STATUS',
        title: text.title,
        body: text.body,
        link,
        createdAt: now,
      });
    });
  }

  /**
   * The shop confirms that the deposit arrived. One `UPDATE … WHERE deposit_amount > 0 AND deposit_paid = false AND
   * status IN ('REQUESTED', 'CONFIRMED')` (so a concurrent second click, or a cancellation that won the race, leaves
   * it unchanged) plus the owner's notification, in one transaction. Refusals, checked in this order:
   * INVALID_STATUS_TRANSITION (cancelled, completed, no-show), NO_DEPOSIT, DEPOSIT_ALREADY_PAID.
   */
  async markDepositPaid(reservationSeq: number, now: Date) {
    return this.db.transaction(async (txx) => {
      const tx = txx as unknown as Db;
      const read = async () =>
        (
          await tx
            .select({ r: reservations, shopName: shops.name, productName: products.name })
            .from(reservations)
            .innerJoin(shops, eq(shops.shopId, reservations.shopId))
            .innerJoin(products, eq(products.productSeq, reservations.productSeq))
            .where(eq(reservations.reservationSeq, reservationSeq))
        )[0];
      const refusal = (r: ReservationRow) =>
        !DEPOSIT_PAYABLE_STATUSES.includes(r.status as ReservationStatus)
          ? ('INVALID_STATUS_TRANSITION' as const)
          : r.depositAmount <= 0
            ? ('NO_DEPOSIT' as const)
            : r.depositPaid
              ? ('DEPOSIT_ALREADY_PAID' as const)
              : null;
      const current = await read();
      if (!current) throw new AppError('RESERVATION_NOT_FOUND');
      const refused = refusal(current.r);
      if (refused) throw new AppError(refused);
      await this.betweenReadAndUpdate?.();
      const updated = await tx
        .update(reservations)
        .set({ depositPaid: true, depositPaidAt: now, updatedAt: now })
        .where(
          and(
            eq(reservations.reservationSeq, reservationSeq),
            gt(reservations.depositAmount, 0),
            eq(reservations.depositPaid, false),
            inArray(reservations.status, DEPOSIT_PAYABLE_STATUSES),
          ),
        )
        .returning({ seq: reservations.reservationSeq });
      if (updated.length === 0) {
        // Changed by a concurrent request since the read: answer for the state it left.
        const latest = await read();
        throw new AppError((latest && refusal(latest.r)) || 'INVALID_STATUS_TRANSITION');
      }
      const r = current.r;
      const text = depositPaidNotification({
        ...r,
        shopName: current.shopName,
        productName: current.productName,
      });
      await tx.insert(notifications).values({
        userSeq: r.userSeq,
        kind: 'RESERVATION_STATUS',
        title: text.title,
        body: text.body,
        link: `/reservation/detail?reservationSeq=${reservationSeq}`,
        createdAt: now,
      });
    });
  }

  /** The reservation a schedule link token opens, or null when unknown or expired. */
  async byScheduleToken(token: string, now: Date) {
    const [row] = await this.db
      .select({ seq: scheduleTokens.reservationSeq })
      .from(scheduleTokens)
      .where(and(eq(scheduleTokens.tokenHash, sha256(token)), gt(scheduleTokens.expiresAt, now)));
    return row ? this.byId(row.seq, now) : null;
  }
}
