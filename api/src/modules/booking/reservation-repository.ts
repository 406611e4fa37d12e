import { and, asc, desc, eq, gt, gte, inArray, lte, type Placeholder, sql, type SQL } from 'drizzle-orm';
import {
  products,
  reservationPets,
  reservationSettings,
  reservations,
  scheduleTokens,
  shops,
  users,
} from '../../db/schema/index.js';
import { type Db, literalLimit } from '../../infra/db/client.js';
import { parseJson } from '../../infra/db/json-value.js';
import { StatementCache } from '../../infra/db/statement-cache.js';
import { OPEN_STATUSES, type ReservationStatus } from './rules.js';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
export type NewReservationPet = Omit<typeof reservationPets.$inferInsert, 'reservationSeq'>;

const detailColumns = {
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
  // The pass (이용권) a booking is paid with, if any (voucher_uses has at most one row per reservation).
  voucherSeq: sql<
    number | null
  >`(select u.voucher_seq from voucher_uses u where u.reservation_seq = ${reservations.reservationSeq})`,
  voucherName: sql<
    string | null
  >`(select v.name from voucher_uses u join vouchers v on v.voucher_seq = u.voucher_seq where u.reservation_seq = ${reservations.reservationSeq})`,
  // How many uses it holds (one per pet) and what became of them (HELD, USED, RETURNED).
  voucherUses: sql<
    number | null
  >`(select u.count from voucher_uses u where u.reservation_seq = ${reservations.reservationSeq})`,
  voucherUseStatus: sql<
    'HELD' | 'USED' | 'RETURNED' | null
  >`(select u.status from voucher_uses u where u.reservation_seq = ${reservations.reservationSeq})`,
  // Whether the deposit went through the payment window (an order of purpose DEPOSIT that was paid, whatever was
  // refunded of it since): the same rule as the deposit's own screen (deposits/service.ts `mine`). A paid deposit
  // without one is a transfer the shop confirmed. One probe of payment_orders_ref_idx per reservation.
  depositOnline: sql<boolean>`exists (select 1 from payment_orders o where o.purpose = 'DEPOSIT' and o.ref_seq = ${reservations.reservationSeq} and o.status in ('PAID', 'PARTIAL_CANCELED', 'CANCELED'))`,
  lines: sql<LineJson[] | string>`(
    select coalesce(json_agg(json_build_object('reservationSeq', rp.reservation_seq, 'petSeq', rp.pet_seq,
      'petName', rp.pet_name, 'kind', rp.kind, 'band', rp.band, 'unitPrice', rp.unit_price,
      'quantity', rp.quantity, 'price', rp.price, 'sortOrder', rp.sort_order) order by rp.sort_order), '[]'::json)
    from reservation_pets rp where rp.reservation_seq = "reservations"."reservation_seq")`,
};

/** A pet line as the details statement aggregates it. */
type LineJson = typeof reservationPets.$inferSelect;

/** The pet lines as objects. */
const withLines = <R extends { lines: LineJson[] | string }>(rows: R[]) =>
  rows.map(({ lines, ...row }) => ({
    ...row,
    lines: parseJson(lines),
  }));

/** Reservations, their pet lines and schedule tokens: rows in, rows out. No rules here (locks: capacity-repository). */
export class ReservationRepository {
  constructor(private readonly db: Db) {}

  /** The caller's booking made with this client id (a repeated request), or null. */
  async byClientId(userSeq: number, clientId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ seq: reservations.reservationSeq })
      .from(reservations)
      .where(and(eq(reservations.userSeq, userSeq), eq(reservations.clientId, clientId)));
    return row?.seq ?? null;
  }

  async insert(values: NewReservation, lines: NewReservationPet[]) {
    const [row] = await this.db.insert(reservations).values(values).returning();
    await this.db
      .insert(reservationPets)
      .values(lines.map((l) => ({ ...l, reservationSeq: row.reservationSeq })));
    return row;
  }

  /** Reservations with their shop, product, deposit account and owner, plus their pet lines. */
  /**
   * Reservations with their shop, product, deposit account, owner and pet lines (aggregated as JSON in the same
   * statement). `withTotal` adds the count of every row matching `where` (a window over the same scan), so a page
   * and its total are one round trip instead of three.
   */
  /** The details statement, unexecuted (`details` runs it; `ownerPage` prepares it once). */
  detailsQuery(
    where: SQL | undefined,
    order: SQL[] = [],
    limit: number | Placeholder = 1000,
    offset: number | Placeholder = 0,
    withTotal = false,
  ) {
    return this.db
      .select({
        ...detailColumns,
        total: withTotal ? sql<number>`(count(*) over ())::int` : sql<null>`null`,
      })
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

  private async details(
    where: SQL | undefined,
    order: SQL[] = [],
    limit = 1000,
    offset = 0,
    withTotal = false,
  ) {
    return withLines(await this.detailsQuery(where, order, limit, offset, withTotal));
  }

  private async count(where: SQL | undefined) {
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(reservations)
      .where(where);
    return Number(total);
  }

  private async page(where: SQL | undefined, order: SQL[], page: number, size: number) {
    const rows = await this.details(where, order, size, page * size, true);
    // Past the last page the window has no row to ride on: only then is the total counted on its own.
    const total = rows.length ? Number(rows[0].total) : page === 0 ? 0 : await this.count(where);
    return { rows, total };
  }

  /**
   * One reservation with everything its view needs; `ownerSeq` restricts it to that owner's. Built once per form
   * (the owner's or any) and prepared: the reservation screen reads it on every visit.
   */
  async detail(reservationSeq: number, ownerSeq?: number) {
    const owned = ownerSeq != null;
    const statement = this.statements.get(owned ? 'detail_owned' : 'detail', () =>
      this.detailsQuery(
        and(
          eq(reservations.reservationSeq, sql.placeholder('reservationSeq')),
          owned ? eq(reservations.userSeq, sql.placeholder('ownerSeq')) : undefined,
        ),
      ).prepare(owned ? 'reservation_detail_owned' : 'reservation_detail'),
    );
    const [row] = withLines(await statement.execute({ reservationSeq, ownerSeq }));
    return row ?? null;
  }

  /**
   * upcoming: REQUESTED/CONFIRMED not over yet, soonest first; past: everything else, latest first. The owner's
   * reservation list is read on every visit of the tab, so its statement is built once per scope and page size
   * (placeholders for the owner, the instant and the offset; the size written in, see `literalLimit`) and
   * prepared, instead of being assembled by the query builder on every call.
   */
  async ownerPage(userSeq: number, scope: 'upcoming' | 'past', now: Date, page: number, size: number) {
    const key = `${scope}_${size}`;
    const statement = this.ownerPages.get(key, () => {
      const at = sql.placeholder('now');
      const live = and(inArray(reservations.status, OPEN_STATUSES), gt(reservations.endAt, at));
      const where = and(
        eq(reservations.userSeq, sql.placeholder('userSeq')),
        scope === 'upcoming' ? live : sql`not (${live})`,
      );
      const order =
        scope === 'upcoming'
          ? [asc(reservations.startAt), asc(reservations.reservationSeq)]
          : [desc(reservations.startAt), desc(reservations.reservationSeq)];
      return this.detailsQuery(where, order, literalLimit(size), sql.placeholder('offset'), true).prepare(
        `reservations_owner_${key}`,
      );
    });
    // A placeholder skips the column's encoder: the instant goes as ISO text, as the query builder would send it.
    const rows = withLines(await statement.execute({ userSeq, now: now.toISOString(), offset: page * size }));
    if (rows.length || page === 0) return { rows, total: rows.length ? Number(rows[0].total) : 0 };
    // Past the last page the window has no row to ride on: only then is the total counted on its own.
    const live = and(inArray(reservations.status, OPEN_STATUSES), gt(reservations.endAt, now));
    return {
      rows,
      total: await this.count(
        and(eq(reservations.userSeq, userSeq), scope === 'upcoming' ? live : sql`not (${live})`),
      ),
    };
  }

  /** One per scope and page size (the size is the request's): the most recently used are kept. */
  private readonly ownerPages = new StatementCache<
    ReturnType<ReturnType<ReservationRepository['detailsQuery']>['prepare']>
  >(100);

  /** The owner's visits in `statuses` that touch [from, to] (the schedule's month; built once per set of statuses). */
  async ownerVisits(userSeq: number, statuses: ReservationStatus[], from: string, to: string) {
    const key = `visits_${statuses.join('_')}`;
    const statement = this.statements.get(key, () =>
      this.detailsQuery(
        and(
          eq(reservations.userSeq, sql.placeholder('userSeq')),
          inArray(reservations.status, statuses),
          lte(reservations.date, sql.placeholder('to')),
          gte(reservations.endDate, sql.placeholder('from')),
        ),
        [asc(reservations.startAt), asc(reservations.reservationSeq)],
      ).prepare(`reservations_${key.toLowerCase()}`),
    );
    return withLines(await statement.execute({ userSeq, from, to }));
  }

  /** The fixed-shape reads above (a detail's two forms, the schedule's sets of statuses). */
  private readonly statements = new StatementCache<
    ReturnType<ReturnType<ReservationRepository['detailsQuery']>['prepare']>
  >(20);

  /** Reservations at these shops (optionally in one status), by visit time. */
  shopPage(shopIds: number[], status: ReservationStatus | undefined, page: number, size: number) {
    const where = and(
      inArray(reservations.shopId, shopIds),
      status ? eq(reservations.status, status) : undefined,
    );
    return this.page(where, [asc(reservations.startAt), asc(reservations.reservationSeq)], page, size);
  }

  async row(reservationSeq: number) {
    const [row] = await this.db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationSeq, reservationSeq));
    return row ?? null;
  }

  /**
   * The reservation with its shop and product names; `forUpdate` locks the reservation row until the end of the
   * transaction. `ownerSeq` restricts it to one owner's reservations.
   */
  async withNames(reservationSeq: number, opts: { forUpdate?: boolean; ownerSeq?: number } = {}) {
    const q = this.db
      .select({ r: reservations, shopName: shops.name, productName: products.name })
      .from(reservations)
      .innerJoin(shops, eq(shops.shopId, reservations.shopId))
      .innerJoin(products, eq(products.productSeq, reservations.productSeq))
      .where(
        and(
          eq(reservations.reservationSeq, reservationSeq),
          opts.ownerSeq != null ? eq(reservations.userSeq, opts.ownerSeq) : undefined,
        ),
      );
    const [row] = await (opts.forUpdate ? q.for('update', { of: reservations }) : q);
    return row ?? null;
  }

  /** The reservation's pets still on record (a pet deleted since has none) with their names as booked, in line order. */
  async petsOf(reservationSeq: number) {
    const rows = await this.db
      .select({ petSeq: reservationPets.petSeq, petName: reservationPets.petName })
      .from(reservationPets)
      .where(eq(reservationPets.reservationSeq, reservationSeq))
      .orderBy(asc(reservationPets.sortOrder));
    return rows.filter((r): r is { petSeq: number; petName: string } => r.petSeq != null);
  }

  /** `UPDATE … WHERE status IN (from)`: false when the status moved meanwhile. */
  async updateIfStatus(reservationSeq: number, from: readonly string[], values: Partial<ReservationRow>) {
    const updated = await this.db
      .update(reservations)
      .set(values)
      .where(and(eq(reservations.reservationSeq, reservationSeq), inArray(reservations.status, [...from])))
      .returning({ seq: reservations.reservationSeq });
    return updated.length > 0;
  }

  /** Sets columns of a reservation the caller has locked (`withNames` … forUpdate) and checked. */
  async update(reservationSeq: number, values: Partial<ReservationRow>) {
    await this.db.update(reservations).set(values).where(eq(reservations.reservationSeq, reservationSeq));
  }

  /** Marks the deposit received unless it is already, there is none, or the status does not allow it. */
  async markDepositPaid(reservationSeq: number, payableStatuses: readonly string[], now: Date) {
    const updated = await this.db
      .update(reservations)
      .set({ depositPaid: true, depositPaidAt: now, updatedAt: now })
      .where(
        and(
          eq(reservations.reservationSeq, reservationSeq),
          gt(reservations.depositAmount, 0),
          eq(reservations.depositPaid, false),
          inArray(reservations.status, [...payableStatuses]),
        ),
      )
      .returning({ seq: reservations.reservationSeq });
    return updated.length > 0;
  }

  async insertScheduleToken(tokenHash: string, reservationSeq: number, expiresAt: Date) {
    await this.db.insert(scheduleTokens).values({ tokenHash, reservationSeq, expiresAt });
  }

  /** The reservation a live schedule token opens, and whether it was cancelled since (its link then shows nothing). */
  async scheduleTokenTarget(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select({ seq: scheduleTokens.reservationSeq, status: reservations.status })
      .from(scheduleTokens)
      .innerJoin(reservations, eq(reservations.reservationSeq, scheduleTokens.reservationSeq))
      .where(and(eq(scheduleTokens.tokenHash, tokenHash), gt(scheduleTokens.expiresAt, now)));
    return row ? { seq: row.seq, canceled: row.status === 'CANCELED' } : null;
  }
}
