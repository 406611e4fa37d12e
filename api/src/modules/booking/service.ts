// The one booking service the issue asked for (status machine, deposits, refunds, caps, expiry, schedule links):
// ~400 lines on purpose, so every rule a reservation goes through reads in one place; queries live in the repositories.
import type { OpenRequestCaps } from '../../config.js';
import { paged } from '../../lib/envelope.js';
import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { AssetUrl } from '../../infra/assets.js';
import { newToken, sha256 } from '../../infra/tokens.js';
import { AppError } from '../../lib/errors.js';
import { isUniqueViolation } from '../../infra/db/pg-errors.js';
import {
  depositPaidNotification,
  depositRefundedNotification,
  notificationFor,
} from './notification-text.js';
import { petsNotFound, type OfferService } from './offer-service.js';
import { fits, plan, planVisit, type BookingRequest, type Visit } from './plan.js';
import type { ReservationRow } from './reservation-repository.js';
import { reservationView } from './reservation-view.js';
import { reservationLink, scheduleLink } from './links.js';
import {
  AFTER_START_ACTIONS,
  type CanceledBy,
  cancellationQuote,
  daysBetween,
  DEPOSIT_PAYABLE_STATUSES,
  describePolicy,
  ownerMayCancel,
  rejectionRefund,
  RESCHEDULE_FROM,
  rescheduleRefusal,
  type ReservationStatus,
  spentUses,
  TRANSITIONS,
  type TransitionAction,
} from './rules.js';

const SCHEDULE_TOKEN_DAYS_AFTER_VISIT = 30;
export const UNPAID_DEPOSIT_REASON = '예약금 입금 기한이 지나 자동으로 취소되었어요.';

/** Test hooks that widen race windows in the concurrency tests; null in production. */
export interface BookingHooks {
  /** Runs between the capacity check and the insert of a new reservation (or the update of a moved one). */
  betweenCheckAndInsert: (() => Promise<void>) | null;
  /** Runs in a status change (after the locked read) and deposit-paid (after the read), before the UPDATE. */
  betweenReadAndUpdate: (() => Promise<void>) | null;
}

/** What the owner was shown before cancelling (the cancel quote's money): the cancel applies these or nothing. */
export interface CancelTerms {
  fee: number;
  refundAmount: number;
  /**
   * A pass booking: the uses the quote said cancelling spends (0: they come back). Checked when sent (apps from
   * before it send none).
   */
  voucherUses?: number;
}

/** The pass uses a booking holds (0: not paid with a pass, or its use is no longer held). */
const heldUses = (use: { status: string; count: number } | null) => (use?.status === 'HELD' ? use.count : 0);

export interface CreateReservation extends BookingRequest {
  shopId: number;
  productSeq: number;
  petSeqs: number[];
  memo?: string;
  /** Paid with this pass (이용권): uses held in the same transaction, no deposit asked. */
  voucherSeq?: number;
  /** Made by the app once per request: a repeat with the same id answers the booking already made. */
  clientId?: string;
}

/**
 * Reservations and their status machine (요청 → 확정 | 취소; 확정 → 취소 | 완료 | 노쇼; 예약 변경: 요청 | 확정 → 요청 at
 * the new time), deposits, refunds, schedule links and the owner's notifications. The owner routes, the partner routes and the seeds all go through here.
 */
export class BookingService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly offers: OfferService,
    private readonly assetUrl: AssetUrl,
    private readonly hooks: BookingHooks,
    /**
     * A request (요청) holds capacity until the shop answers, so without a cap one account could hold every slot
     * of every shop.
     */
    private readonly caps: OpenRequestCaps,
  ) {}

  /**
   * Inserts a REQUESTED reservation if it still fits. In one transaction: create-if-missing and lock
   * (SELECT … FOR UPDATE, in date order) the shop's day rows the booking touches, lock the caller's pet rows
   * (in pet order), refuse a pet that already has an open booking overlapping this one at any shop
   * (PET_ALREADY_BOOKED), count capacity (SLOT_UNAVAILABLE), insert. A concurrent request for the same days or
   * the same pets waits on a lock and then sees this booking. Locks are always taken day rows first, then pets,
   * each in ascending order, so two bookings cannot wait on each other.
   *
   * With a `clientId` the request is made once: a repeat by the same person (the answer to the first was lost)
   * answers the booking already made, before any check (its own booking would otherwise take the slot, the pet
   * and an open-request place) and without a second voucher hold. Looked up again under the owner lock, so a
   * repeat that waited on the first one's locks finds it; a unique violation (reservations_client_uq) is the
   * last resort.
   */
  async create(
    userSeq: number,
    req: CreateReservation,
    now: Date,
    /** When the booking is recorded as made (seeds write history); default: the database clock. */
    opts: { recordedAt?: Date } = {},
  ): Promise<number> {
    const clientId = req.clientId;
    if (clientId) {
      const made = await this.repos.reservations.byClientId(userSeq, clientId);
      if (made != null) return made;
    }
    try {
      return await this.insertRequest(userSeq, req, now, opts);
    } catch (err) {
      if (clientId && isUniqueViolation(err, 'reservations_client_uq')) {
        const made = await this.repos.reservations.byClientId(userSeq, clientId);
        if (made != null) return made;
      }
      throw err;
    }
  }

  private async insertRequest(
    userSeq: number,
    req: CreateReservation,
    now: Date,
    opts: { recordedAt?: Date },
  ): Promise<number> {
    const ctx = await this.offers.bookableContext(req.productSeq, req.shopId);
    const pets = await this.offers.myPets(userSeq, req.petSeqs);
    const p = plan(ctx.product, ctx.hours, ctx.settings, pets, req, now);
    return this.uow(async ({ repos, services }) => {
      const { reservations, capacity } = repos;
      await capacity.lockDays(req.shopId, p.lockDays);
      // The day locks cover one shop only; the pet locks serialise bookings of the same pet at different shops.
      if ((await capacity.lockPets(userSeq, req.petSeqs)) !== new Set(req.petSeqs).size)
        throw await petsNotFound(repos, userSeq, req.petSeqs); // deleted meanwhile (another phone)
      await capacity.lockOwner(userSeq);
      if (req.clientId) {
        const made = await reservations.byClientId(userSeq, req.clientId);
        if (made != null) return made; // the same request, committed while this one waited on the locks
      }
      const open = await capacity.openRequestCounts(userSeq, req.shopId, now);
      if (open.atShop >= this.caps.perOwnerAtShop) throw tooManyOpen('AT_SHOP', this.caps.perOwnerAtShop);
      if (open.all >= this.caps.perOwner) throw tooManyOpen('ALL', this.caps.perOwner);
      const clash = await capacity.firstPetClash(req.petSeqs, p.startAt, p.endAt);
      if (clash) {
        const petName = p.lines.find((l) => l.petSeq === clash.petSeq)?.name ?? clash.petName;
        throw new AppError('PET_ALREADY_BOOKED', undefined, { ...clash, petName });
      }
      const existing = await capacity.bookings(req.shopId, p.category, p.date, p.endDate);
      if (!fits(p, p.lines.length, ctx.product, ctx.hours, ctx.settings, existing, now))
        throw new AppError('SLOT_UNAVAILABLE');
      await this.hooks.betweenCheckAndInsert?.();
      const row = await reservations.insert(
        {
          userSeq,
          shopId: req.shopId,
          productSeq: req.productSeq,
          category: p.category,
          status: 'REQUESTED',
          date: p.date,
          endDate: p.endDate,
          time: p.time,
          startAt: p.startAt,
          endAt: p.endAt,
          petCount: p.lines.length,
          memo: req.memo?.trim() ?? '',
          totalPrice: p.totalPrice,
          depositAmount: req.voucherSeq ? 0 : p.depositAmount,
          refundPolicy: ctx.settings.refundPolicy,
          clientId: req.clientId ?? null,
          ...(opts.recordedAt ? { createdAt: opts.recordedAt, updatedAt: opts.recordedAt } : {}),
        },
        p.lines.map((l, i) => ({
          petSeq: req.petSeqs[i],
          petName: l.name,
          kind: l.kind,
          band: l.band,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
          price: l.price,
          sortOrder: i,
        })),
      );
      if (req.voucherSeq)
        await services.vouchers.hold(userSeq, req.voucherSeq, {
          reservationSeq: row.reservationSeq,
          shopId: req.shopId,
          productSeq: req.productSeq,
          count: p.lines.length,
          startAt: p.startAt,
        });
      return row.reservationSeq;
    });
  }

  /** The owner's reservation, or RESERVATION_NOT_FOUND (also for another owner's). */
  async mine(userSeq: number, reservationSeq: number, now: Date) {
    const row = await this.repos.reservations.detail(reservationSeq, userSeq);
    if (!row) throw new AppError('RESERVATION_NOT_FOUND');
    // Opened (from 소식, a push, the list): the 소식 entries that link here are read, as an 알림장's are.
    await this.repos.notifications.markReadLinkedTo(userSeq, reservationLink(reservationSeq), now);
    return reservationView(row, this.assetUrl, now);
  }

  /** Any reservation (the partner view adds the owner). */
  async byId(reservationSeq: number, now: Date, withOwner = false) {
    const row = await this.repos.reservations.detail(reservationSeq);
    if (!row) throw new AppError('RESERVATION_NOT_FOUND');
    return reservationView(row, this.assetUrl, now, withOwner);
  }

  async list(userSeq: number, scope: 'upcoming' | 'past', page: number, size: number, now: Date) {
    const { rows, total } = await this.repos.reservations.ownerPage(userSeq, scope, now, page, size);
    const items = rows.map((r) => reservationView(r, this.assetUrl, now));
    return paged(items, page, size, total);
  }

  async next(userSeq: number, now: Date) {
    return (await this.list(userSeq, 'upcoming', 0, 1, now)).items[0] ?? null;
  }

  /** Confirmed and completed visits that overlap the month. */
  async schedule(userSeq: number, month: string, now: Date) {
    const rows = await this.repos.reservations.ownerVisits(
      userSeq,
      ['CONFIRMED', 'COMPLETED'],
      `${month}-01`,
      `${month}-31`,
    );
    return rows.map((r) => reservationView(r, this.assetUrl, now));
  }

  /**
   * The visit a schedule link token opens (no login): INVALID_SCHEDULE_TOKEN when unknown or expired,
   * SCHEDULE_VISIT_CANCELED (nothing of the visit) once it was cancelled: the link is not "expired" then.
   */
  /** The visit a confirmation's link names; opened by its owner (`viewer`), that 소식 entry is read too. */
  async byScheduleToken(token: string, now: Date, viewer: number | null = null) {
    const target = await this.repos.reservations.scheduleTokenTarget(sha256(token), now);
    if (target == null) throw new AppError('INVALID_SCHEDULE_TOKEN');
    if (target.canceled) throw new AppError('SCHEDULE_VISIT_CANCELED');
    // Scoped to the viewer's own entries: anyone else's session marks nothing.
    if (viewer != null) await this.repos.notifications.markReadLinkedTo(viewer, scheduleLink(token), now);
    return this.byId(target.seq, now);
  }

  async shopPage(
    shopIds: number[],
    status: ReservationStatus | undefined,
    page: number,
    size: number,
    now: Date,
  ) {
    if (shopIds.length === 0) return { items: [], page, size, total: 0, hasNext: false };
    const { rows, total } = await this.repos.reservations.shopPage(shopIds, status, page, size);
    const items = rows.map((r) => reservationView(r, this.assetUrl, now, true));
    return paged(items, page, size, total);
  }

  /**
   * What cancelling now would cost the owner. POST …/cancel with this quote's fee and refundAmount stores exactly
   * these, or refuses (CANCEL_TERMS_CHANGED) when its own quote differs by then.
   */
  async cancelQuote(userSeq: number, reservationSeq: number, now: Date) {
    const r = await this.mine(userSeq, reservationSeq, now);
    if (!r.canCancel) throw new AppError('INVALID_STATUS_TRANSITION');
    const row = (await this.repos.reservations.row(reservationSeq))!;
    const quote = cancellationQuote(row, now, heldUses(await this.repos.vouchers.useOf(reservationSeq)));
    return {
      reservationSeq,
      ...quote,
      // The route the refund takes, so the app says only that one (a card is refunded at once; a transfer the shop
      // sends back). Unknown (null) in the instant a deposit is recorded between the two reads above.
      depositMethod: quote.depositPaid ? (r.deposit?.method ?? null) : null,
      refundPolicy: describePolicy(row.refundPolicy),
    };
  }

  /**
   * 예약 변경: the owner moves their reservation to another day or time (`req`: the slot fields of a new booking, for
   * the reservation's own shop and product). The new visit is checked exactly as a new booking is (planVisit: the
   * day, the time on the shop's slots, not passed, at most MAX_DAYS_AHEAD; then capacity and the pets' other open
   * bookings under the same day and pet locks), with the reservation's own place and pets left out of the count.
   * Refusals: RESCHEDULE_TOO_LATE / INVALID_STATUS_TRANSITION (rescheduleRefusal), RESCHEDULE_SAME_TIME,
   * RESCHEDULE_NIGHTS_CHANGED (a stay keeps its number of nights), VOUCHER_NOT_APPLICABLE (EXPIRED: the pass that
   * pays ends before the new start), and a new booking's (VALIDATION_ERROR, SLOT_UNAVAILABLE, PET_ALREADY_BOOKED,
   * PRODUCT_NOT_FOUND, ONLINE_RESERVATION_UNAVAILABLE); refused, nothing changes.
   *
   * Moved, the reservation is a request again (REQUESTED, confirmedAt cleared): the shop confirms the new time or
   * declines it (a refusal cancels the booking free, a paid deposit back whole). Everything else carries over as
   * booked: pets and their price lines, total, deposit (and whether it was paid), the pass's held uses, memo and
   * refund policy. Prices depend on the pets' bands and a stay's nights, never on the day or the time, so the price
   * does not change. A confirmed booking whose deposit is still owed gets a new deposit clock (createdAt = now):
   * its due time (DEPOSIT_DUE_HOURS after the request) had passed, and the request would expire at once. The open
   * request caps do not apply: the booking held its place already. Like a new request, nobody is notified: the
   * shop sees it among its requests.
   *
   * One transaction: the reservation row (FOR UPDATE) first, then the new days' rows and the pets' rows as a new
   * booking takes them (days, then pets, each in order), so it cannot deadlock with one.
   */
  async reschedule(userSeq: number, reservationSeq: number, req: BookingRequest, now: Date) {
    const found = await this.repos.reservations.withNames(reservationSeq, { ownerSeq: userSeq });
    if (!found) throw new AppError('RESERVATION_NOT_FOUND');
    refuseReschedule(found.r, now);
    const ctx = await this.offers.bookableContext(found.r.productSeq, found.r.shopId);
    const visit = planVisit(ctx.product, ctx.hours, ctx.settings, req, now);
    refuseSameVisit(found.r, visit);
    await this.uow(async ({ repos }) => {
      const { reservations, capacity, vouchers } = repos;
      const current = await reservations.withNames(reservationSeq, { forUpdate: true, ownerSeq: userSeq });
      if (!current) throw new AppError('RESERVATION_NOT_FOUND');
      const r = current.r;
      // Confirmed, started, cancelled or moved by another phone meanwhile: answered for what it is now.
      refuseReschedule(r, now);
      refuseSameVisit(r, visit);
      const pets = await reservations.petsOf(reservationSeq);
      const petSeqs = pets.map((p) => p.petSeq);
      await capacity.lockDays(r.shopId, visit.lockDays);
      if (petSeqs.length) await capacity.lockPets(userSeq, petSeqs);
      const clash = petSeqs.length
        ? await capacity.firstPetClash(petSeqs, visit.startAt, visit.endAt, reservationSeq)
        : null;
      if (clash) {
        const petName = pets.find((p) => p.petSeq === clash.petSeq)?.petName ?? clash.petName;
        throw new AppError('PET_ALREADY_BOOKED', undefined, { ...clash, petName });
      }
      const existing = (await capacity.bookings(r.shopId, r.category, visit.date, visit.endDate)).filter(
        (b) => b.seq !== reservationSeq,
      );
      if (!fits(visit, r.petCount, ctx.product, ctx.hours, ctx.settings, existing, now))
        throw new AppError('SLOT_UNAVAILABLE');
      const use = await vouchers.useOf(reservationSeq);
      if (use?.status === 'HELD') {
        const pass = await vouchers.mine(userSeq, use.voucherSeq);
        if (pass && pass.expiresAt <= visit.startAt)
          throw new AppError('VOUCHER_NOT_APPLICABLE', '이용권 유효기간이 지난 날짜로는 변경할 수 없어요.', {
            reason: 'EXPIRED',
          });
      }
      await this.hooks.betweenCheckAndInsert?.();
      const owed = r.status === 'CONFIRMED' && r.depositAmount > 0 && !r.depositPaid;
      const values: Partial<ReservationRow> = {
        status: 'REQUESTED',
        date: visit.date,
        endDate: visit.endDate,
        time: visit.time,
        startAt: visit.startAt,
        endAt: visit.endAt,
        confirmedAt: null,
        updatedAt: now,
        ...(owed ? { createdAt: now } : {}),
      };
      if (!(await reservations.updateIfStatus(reservationSeq, RESCHEDULE_FROM, values)))
        throw new AppError('INVALID_STATUS_TRANSITION');
    });
  }

  /**
   * Applies a status change atomically: the row is read `FOR UPDATE` (so the fee and refund are computed from a
   * deposit state that cannot change before the update: a concurrent deposit-paid waits and then finds the
   * reservation cancelled) and updated with `UPDATE … WHERE status IN (<allowed from>)`, so two concurrent changes
   * cannot both win. Writes the owner's notification (and, on confirmation, a schedule link token) in the same
   * transaction. Throws INVALID_STATUS_TRANSITION when the current status does not allow it (the owner's cancel:
   * also a confirmed visit that has started; a request the shop never answered can always be withdrawn),
   * VISIT_NOT_STARTED for complete / noShow before the visit's start.
   *
   * The owner's cancel with `terms` (the fee and refundAmount of the quote the owner was shown) applies only those:
   * when the quote worked out here under the lock differs (the shop confirmed the request or recorded the deposit
   * meanwhile, or the day changed and with it the refund tier), 409 CANCEL_TERMS_CHANGED and nothing changes.
   * Without `terms` (an app from before them) the terms of the moment apply.
   *
   * The shop's confirm also makes the owner the shop's customer (`user_shops`, see InvitationRepository.linkCustomer)
   * when they are not yet, so its 알림장, notices and albums reach them as they reach an invited customer.
   */
  async transition(
    reservationSeq: number,
    action: TransitionAction,
    now: Date,
    opts: {
      rejectReason?: string;
      by?: 'OWNER' | 'SHOP';
      ownerSeq?: number;
      terms?: CancelTerms | null;
    } = {},
  ) {
    await this.uow(async ({ repos, services }) => {
      const current = await repos.reservations.withNames(reservationSeq, {
        forUpdate: true,
        ownerSeq: opts.ownerSeq,
      });
      if (!current) throw new AppError('RESERVATION_NOT_FOUND');
      await this.hooks.betweenReadAndUpdate?.();
      const t = TRANSITIONS[action];
      const r = current.r;
      if (!(t.from as readonly string[]).includes(r.status)) throw new AppError('INVALID_STATUS_TRANSITION');
      if (action === 'cancel' && !ownerMayCancel(r, now))
        throw new AppError('INVALID_STATUS_TRANSITION', '이미 시작된 예약은 취소할 수 없어요.');
      if (AFTER_START_ACTIONS.includes(action) && now < r.startAt) throw new AppError('VISIT_NOT_STARTED');
      const values: Partial<ReservationRow> = { status: t.to, updatedAt: now };
      let fee: number | null = null;
      let unconfirmed = false;
      // The pass uses the booking holds, and whether this cancellation spends them (see cancellationQuote).
      const passUses = heldUses(await repos.vouchers.useOf(reservationSeq));
      let spend = false;
      if (action === 'confirm') values.confirmedAt = now;
      if (t.to === 'CANCELED') {
        values.canceledAt = now;
        values.canceledBy = canceledByOf(action, opts.by);
        if (action === 'cancel') {
          const q = cancellationQuote(r, now, passUses);
          const agreed = opts.terms;
          if (
            agreed &&
            (agreed.fee !== q.fee ||
              agreed.refundAmount !== q.refundAmount ||
              (agreed.voucherUses !== undefined && agreed.voucherUses !== spentUses(q)))
          )
            throw new AppError('CANCEL_TERMS_CHANGED', undefined, {
              fee: q.fee,
              refundAmount: q.refundAmount,
              voucherUses: spentUses(q),
            });
          fee = q.fee;
          unconfirmed = q.unconfirmed;
          spend = spentUses(q) > 0;
          values.cancelFee = q.fee;
          values.refundAmount = q.refundAmount;
        } else {
          // The shop's refusal and the system's expiry cost nothing and give back whatever was paid.
          values.rejectReason = action === 'reject' ? (opts.rejectReason ?? null) : null;
          values.cancelFee = 0;
          values.refundAmount = rejectionRefund(r);
        }
      }
      const refund = values.refundAmount ?? 0;
      // A deposit paid online goes back through the gateway in this transaction (below); one sent by transfer is
      // the shop's to send back, and stays owed (환불 예정) until the shop records it (markDepositRefunded).
      const online = refund > 0 && (await services.deposits.paidOnline(reservationSeq));
      if (online) values.depositRefundedAt = now;
      if (!(await repos.reservations.updateIfStatus(reservationSeq, t.from, values)))
        throw new AppError('INVALID_STATUS_TRANSITION');
      let link = reservationLink(reservationSeq);
      if (action === 'confirm') {
        const token = newToken();
        const expiresAt = new Date(r.endAt.getTime() + SCHEDULE_TOKEN_DAYS_AFTER_VISIT * 86_400_000);
        await repos.reservations.insertScheduleToken(sha256(token), reservationSeq, expiresAt);
        link = scheduleLink(token);
        // Booked and confirmed: the owner is the shop's customer from now on (no second link if they are already).
        await repos.invitations.linkCustomer(r.userSeq, r.shopId);
      }
      const text = notificationFor(
        action,
        named(current),
        {
          fee,
          reason: action === 'expire' ? UNPAID_DEPOSIT_REASON : opts.rejectReason,
          refund,
          refundByShop: refund > 0 && !online,
          unconfirmed,
          pass: passUses > 0 ? { uses: passUses, spent: spend } : undefined,
        },
        now,
      );
      await services.notifications.notify(r.userSeq, 'RESERVATION_STATUS', text, link, now);
      // A pass use follows the booking (taken at completion or a no-show, and by a cancellation inside the
      // paid-cancellation window; returned by any other cancellation, and by a refusal, as an expiry is); a deposit
      // paid online is refunded through the gateway by the amount just stored (last: the gateway cannot roll back).
      await services.vouchers.onReservation(reservationSeq, action === 'expire' ? 'reject' : action, {
        spend,
      });
      if (online) await services.deposits.refundOnCancel(reservationSeq, refund);
    });
  }

  /**
   * The shop confirms that the deposit arrived. One `UPDATE … WHERE deposit_amount > 0 AND deposit_paid = false AND
   * status IN ('REQUESTED', 'CONFIRMED')` (so a concurrent second click, or a cancellation that won the race, leaves
   * it unchanged) plus the owner's notification, in one transaction. Refusals, checked in this order:
   * INVALID_STATUS_TRANSITION (cancelled, completed, no-show), NO_DEPOSIT, DEPOSIT_ALREADY_PAID.
   */
  async markDepositPaid(reservationSeq: number, now: Date) {
    const refusal = (r: ReservationRow) =>
      !DEPOSIT_PAYABLE_STATUSES.includes(r.status as ReservationStatus)
        ? ('INVALID_STATUS_TRANSITION' as const)
        : r.depositAmount <= 0
          ? ('NO_DEPOSIT' as const)
          : r.depositPaid
            ? ('DEPOSIT_ALREADY_PAID' as const)
            : null;
    await this.uow(async ({ repos, services }) => {
      const current = await repos.reservations.withNames(reservationSeq);
      if (!current) throw new AppError('RESERVATION_NOT_FOUND');
      const refused = refusal(current.r);
      if (refused) throw new AppError(refused);
      await this.hooks.betweenReadAndUpdate?.();
      if (!(await repos.reservations.markDepositPaid(reservationSeq, DEPOSIT_PAYABLE_STATUSES, now))) {
        // Changed by a concurrent request since the read: answer for the state it left.
        const latest = await repos.reservations.withNames(reservationSeq);
        throw new AppError((latest && refusal(latest.r)) || 'INVALID_STATUS_TRANSITION');
      }
      // Paid in the payment window (its order is PAID in this same transaction), or a transfer the shop confirmed.
      const online = await services.deposits.paidOnline(reservationSeq);
      const text = depositPaidNotification(named(current), now, online);
      await services.notifications.notify(
        current.r.userSeq,
        'RESERVATION_STATUS',
        text,
        reservationLink(reservationSeq),
        now,
      );
    });
  }

  /**
   * The shop records that it sent a transfer deposit back (the gateway refunds online ones itself, at the
   * cancellation): the owner's screens turn 환불 예정 into 환불 완료, and the owner is told. The row is locked while it
   * is checked and stamped. Refusals, checked in this order: INVALID_STATUS_TRANSITION (not cancelled),
   * NO_REFUND_DUE (nothing was paid, or the cancellation gives nothing back), DEPOSIT_ALREADY_REFUNDED (recorded
   * already, or refunded online).
   */
  async markDepositRefunded(reservationSeq: number, now: Date) {
    await this.uow(async ({ repos, services }) => {
      const current = await repos.reservations.withNames(reservationSeq, { forUpdate: true });
      if (!current) throw new AppError('RESERVATION_NOT_FOUND');
      const r = current.r;
      if (r.status !== 'CANCELED') throw new AppError('INVALID_STATUS_TRANSITION');
      if (!r.depositPaid || !r.refundAmount) throw new AppError('NO_REFUND_DUE');
      if (r.depositRefundedAt) throw new AppError('DEPOSIT_ALREADY_REFUNDED');
      await this.hooks.betweenReadAndUpdate?.();
      await repos.reservations.update(reservationSeq, { depositRefundedAt: now, updatedAt: now });
      const text = depositRefundedNotification({ ...named(current), refundAmount: r.refundAmount }, now);
      await services.notifications.notify(
        r.userSeq,
        'RESERVATION_STATUS',
        text,
        reservationLink(reservationSeq),
        now,
      );
    });
  }

  /**
   * Expires requests whose deposit stayed unpaid past its due time: each is cancelled automatically (`expire`:
   * canceledBy SYSTEM, not the shop's refusal; nothing was paid, so nothing is refunded or charged), which tells the
   * owner (notification) and the shop (its reservation list). One transaction per batch; rows another worker holds
   * are skipped. Returns how many expired.
   */
  async expireUnpaidRequests(now: Date, batch = 50): Promise<number> {
    return this.uow(async ({ repos, services }) => {
      const due = await repos.capacity.lockOverdueUnpaid(now, batch);
      for (const seq of due) await services.booking.transition(seq, 'expire', now);
      return due.length;
    });
  }
}

/** Who a cancelling action is recorded as: the shop refuses, the system expires, the owner (or `by`) cancels. */
/** A reservation with the shop's and the product's names, as its notification texts read it. */
const named = (c: { r: ReservationRow; shopName: string; productName: string }) => ({
  ...c.r,
  shopName: c.shopName,
  productName: c.productName,
});

const canceledByOf = (action: TransitionAction, by: 'OWNER' | 'SHOP' | undefined): CanceledBy =>
  action === 'reject' ? 'SHOP' : action === 'expire' ? 'SYSTEM' : (by ?? 'OWNER');

/** Refuses a change of the reservation's time when the owner may not make one in the app (rescheduleRefusal). */
function refuseReschedule(r: ReservationRow, now: Date) {
  const why = rescheduleRefusal(r, now);
  if (why === 'STATUS') throw new AppError('INVALID_STATUS_TRANSITION', '이 예약은 변경할 수 없어요.');
  if (why === 'STARTED')
    throw new AppError('INVALID_STATUS_TRANSITION', '이미 시작된 예약은 변경할 수 없어요.');
  if (why === 'TOO_LATE') {
    const q = cancellationQuote(r, now);
    throw new AppError('RESCHEDULE_TOO_LATE', undefined, {
      daysBefore: q.daysBefore,
      refundRate: q.refundRate,
    });
  }
}

/** Refuses a "change" to the visit the reservation already has, and a stay of another length (its price would change). */
function refuseSameVisit(r: ReservationRow, v: Visit) {
  if (v.date === r.date && v.endDate === r.endDate && v.time === r.time)
    throw new AppError('RESCHEDULE_SAME_TIME');
  if (r.category === 'HOTELING') {
    const nights = daysBetween(r.date, r.endDate);
    if (v.nights !== nights) throw new AppError('RESCHEDULE_NIGHTS_CHANGED', undefined, { nights });
  }
}

/**
 * 409 for a request over the cap on requests waiting for an answer: the message names the cap as configured (not the
 * default's number), and data.limit carries it for a screen to say.
 */
function tooManyOpen(where: 'AT_SHOP' | 'ALL', limit: number): AppError {
  const atShop = where === 'AT_SHOP';
  return new AppError(
    atShop ? 'TOO_MANY_OPEN_REQUESTS_AT_SHOP' : 'TOO_MANY_OPEN_REQUESTS',
    `${atShop ? '이 매장에 ' : ''}답변을 기다리는 예약 요청이 ${limit}건이에요. 매장의 확정이나 취소 후에 새로 요청해 주세요.`,
    { limit },
  );
}
