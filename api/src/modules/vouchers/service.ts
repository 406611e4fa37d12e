// 이용권 (prepaid passes): the shop's products, purchase through the payments module (coupon applied in the same
// transaction as the charge), uses held by a booking at request, taken at completion (or by a cancellation inside
// the paid-cancellation window), returned on a free cancellation or a refusal, and refunds under the shop's rule
// (used uses at list price).
import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { AppError } from '../../lib/errors.js';
import { endOfSeoulDay } from '../../lib/seoul-day.js';
import { timePage } from '../../http/time-paging.js';
import type { CouponService } from '../coupons/service.js';
import type { FulfilContext } from '../payments/service.js';
import type { VoucherProductRow, VoucherRow } from './repository.js';

export const VOUCHER_PURPOSE = 'VOUCHER';
const REFUND_REASON = '이용권 환불';
/** How many past passes `GET /v2/vouchers` (apps from before paging) gets besides the active ones. */
export const PAST_FOR_OLD_APPS = 20;

/** What a refund gives back: the paid amount less the used uses at list price (never below 0). */
export const refundOf = (v: Pick<VoucherRow, 'paidAmount' | 'usedUses' | 'unitListPrice'>) =>
  Math.max(0, v.paidAmount - v.usedUses * v.unitListPrice);

export type ReservationEvent = 'confirm' | 'reject' | 'cancel' | 'complete' | 'noShow';

export class VoucherService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly coupons: CouponService,
  ) {}

  async products(shopId: number) {
    return this.productViews(await this.repos.vouchers.productsOf(shopId));
  }

  private async productViews(rows: VoucherProductRow[]) {
    const names = await this.repos.products.names(
      [...new Set(rows.map((r) => r.shopId))],
      [...new Set(rows.flatMap((r) => r.productSeqs))],
    );
    return rows.map((p) => ({
      voucherProductSeq: p.voucherProductSeq,
      shopId: p.shopId,
      shopName: names.shop.get(p.shopId) ?? '',
      name: p.name,
      description: p.description,
      uses: p.uses,
      price: p.price,
      unitListPrice: p.unitListPrice,
      /** What the uses would cost one by one at list price. */
      listTotal: p.unitListPrice * p.uses,
      validityDays: p.validityDays,
      services: p.productSeqs.map((s) => ({ productSeq: s, name: names.product.get(s) ?? '' })),
    }));
  }

  private async activeProduct(voucherProductSeq: number) {
    const p = await this.repos.vouchers.product(voucherProductSeq);
    if (!p || !p.active) throw new AppError('VOUCHER_PRODUCT_NOT_FOUND');
    return p;
  }

  /** Adds a pass product to a shop's list (the shop's admin and the seeds). */
  async createProduct(p: {
    shopId: number;
    name: string;
    description?: string;
    uses: number;
    price: number;
    unitListPrice: number;
    validityDays: number;
    productSeqs: number[];
    sortOrder?: number;
  }) {
    return (await this.repos.vouchers.insertProduct(p)).voucherProductSeq;
  }

  /** The purchase summary: price, the chosen coupon's discount, what is paid, and the owner's usable coupons. */
  async quote(userSeq: number, voucherProductSeq: number, couponSeq: number | undefined, now: Date) {
    const p = await this.activeProduct(voucherProductSeq);
    const target = { shopId: p.shopId, productSeqs: p.productSeqs, price: p.price };
    const discount = couponSeq ? (await this.coupons.quote(userSeq, couponSeq, target, now)).discount : 0;
    const [product] = await this.productViews([p]);
    return {
      product,
      listPrice: p.price,
      discount,
      amount: p.price - discount,
      couponSeq: couponSeq ?? null,
      coupons: await this.coupons.applicable(userSeq, target, now),
      expiresAt: endOfSeoulDay(now, p.validityDays),
    };
  }

  /**
   * Starts a purchase: the amount (after the coupon, checked now and again at payment) is fixed here and the payment
   * order made for it. Returns the order for the payment window.
   */
  async startPurchase(userSeq: number, body: { voucherProductSeq: number; couponSeq?: number }, now: Date) {
    const q = await this.quote(userSeq, body.voucherProductSeq, body.couponSeq, now);
    return this.uow(async ({ repos, services }) => {
      const purchase = await repos.vouchers.insertPurchase({
        userSeq,
        voucherProductSeq: body.voucherProductSeq,
        couponSeq: body.couponSeq ?? null,
        listPrice: q.listPrice,
        discount: q.discount,
        amount: q.amount,
      });
      const order = await services.payments.createOrder({
        userSeq,
        purpose: VOUCHER_PURPOSE,
        refSeq: purchase.purchaseSeq,
        amount: q.amount,
        orderName: `${q.product.shopName} ${q.product.name}`,
      });
      await repos.vouchers.updatePurchase(purchase.purchaseSeq, { orderId: order.orderId });
      return services.payments.checkoutOf(order, userSeq);
    });
  }

  /** The payments fulfiller: spends the coupon and issues the pass, in the confirm's transaction. */
  static async fulfil({ scope, order, now }: FulfilContext) {
    const { repos, services } = scope;
    const purchase = await repos.vouchers.purchase(order.refSeq, true);
    if (!purchase || purchase.orderId !== order.orderId) throw new AppError('VOUCHER_PRODUCT_NOT_FOUND');
    if (purchase.status === 'PAID') return;
    const p = await repos.vouchers.product(purchase.voucherProductSeq);
    if (!p || !p.active) throw new AppError('VOUCHER_PRODUCT_NOT_FOUND');
    if (purchase.couponSeq)
      await services.coupons.use(
        purchase.userSeq,
        purchase.couponSeq,
        { shopId: p.shopId, productSeqs: p.productSeqs, price: purchase.listPrice },
        `VOUCHER:${purchase.purchaseSeq}`,
        now,
      );
    await repos.vouchers.insertVoucher({
      userSeq: purchase.userSeq,
      shopId: p.shopId,
      voucherProductSeq: p.voucherProductSeq,
      purchaseSeq: purchase.purchaseSeq,
      name: p.name,
      totalUses: p.uses,
      paidAmount: purchase.amount,
      unitListPrice: p.unitListPrice,
      productSeqs: p.productSeqs,
      expiresAt: endOfSeoulDay(now, p.validityDays),
    });
    await repos.vouchers.updatePurchase(purchase.purchaseSeq, { status: 'PAID' });
  }

  /** A pass given without the payment window (seeds; a shop selling at the counter): no refund through the app. */
  async grant(
    userSeq: number,
    voucherProductSeq: number,
    opts: { now: Date; usedUses?: number; createdAt?: Date },
  ) {
    const p = await this.activeProduct(voucherProductSeq);
    const created = opts.createdAt ?? opts.now;
    const row = await this.repos.vouchers.insertVoucher({
      userSeq,
      shopId: p.shopId,
      voucherProductSeq,
      name: p.name,
      totalUses: p.uses,
      usedUses: opts.usedUses ?? 0,
      paidAmount: p.price,
      unitListPrice: p.unitListPrice,
      productSeqs: p.productSeqs,
      expiresAt: endOfSeoulDay(created, p.validityDays),
      createdAt: created,
    });
    return row.voucherSeq;
  }

  /** The purchase an order paid for (the success screen shows the new pass). */
  async byOrder(userSeq: number, orderId: string, now: Date) {
    const order = await this.repos.payments.order(orderId, { userSeq });
    if (!order || order.purpose !== VOUCHER_PURPOSE) throw new AppError('VOUCHER_NOT_FOUND');
    const v = await this.repos.vouchers.ofPurchase(userSeq, order.refSeq);
    if (!v) throw new AppError('VOUCHER_NOT_FOUND');
    return (await this.views([v], now))[0];
  }

  /**
   * The owner's passes. `active`: every pass that can still pay. `all` is what an app from before paging asks: those
   * and the newest PAST_FOR_OLD_APPS refunded, expired or used-up ones, not every pass of years (the screen now pages
   * them with `pastPage`).
   */
  async list(userSeq: number, now: Date, scope: 'all' | 'active' = 'active') {
    const active = await this.views(await this.repos.vouchers.active(userSeq, now), now);
    if (scope === 'active') return active;
    return [...active, ...(await this.pastPage(userSeq, { size: PAST_FOR_OLD_APPS }, now)).items];
  }

  /** A page of the owner's refunded, expired or used-up passes, newest bought first; `nextCursor` reads older. */
  async pastPage(userSeq: number, q: { cursor?: string; size: number }, now: Date) {
    const rows = await this.repos.vouchers.pastPage(userSeq, now, q.cursor, q.size + 1);
    const { page, nextCursor } = timePage(rows, q.size, (r) => r.voucherSeq);
    return { items: await this.views(page, now), nextCursor };
  }

  async mine(userSeq: number, voucherSeq: number, now: Date) {
    const v = await this.repos.vouchers.mine(userSeq, voucherSeq);
    if (!v) throw new AppError('VOUCHER_NOT_FOUND');
    return (await this.views([v], now))[0];
  }

  private async views(rows: VoucherRow[], now: Date) {
    const names = await this.repos.products.names(
      [...new Set(rows.map((r) => r.shopId))],
      [...new Set(rows.flatMap((r) => r.productSeqs))],
    );
    const uses = await this.repos.vouchers.usesOf(rows.map((r) => r.voucherSeq));
    return rows.map((v) => {
      const remaining = v.totalUses - v.usedUses - v.heldUses;
      const expired = v.expiresAt <= now;
      return {
        voucherSeq: v.voucherSeq,
        purchaseSeq: v.purchaseSeq,
        shop: { shopId: v.shopId, name: names.shop.get(v.shopId) ?? '' },
        name: v.name,
        totalUses: v.totalUses,
        usedUses: v.usedUses,
        heldUses: v.heldUses,
        remainingUses: remaining,
        paidAmount: v.paidAmount,
        unitListPrice: v.unitListPrice,
        services: v.productSeqs.map((s) => ({ productSeq: s, name: names.product.get(s) ?? '' })),
        expiresAt: v.expiresAt,
        state:
          v.status === 'REFUNDED'
            ? ('REFUNDED' as const)
            : expired
              ? ('EXPIRED' as const)
              : remaining + v.heldUses === 0
                ? ('USED_UP' as const)
                : ('ACTIVE' as const),
        refundAmount: v.refundAmount,
        refundedAt: v.refundedAt,
        createdAt: v.createdAt,
        history: uses
          .filter((u) => u.voucherSeq === v.voucherSeq)
          .map((u) => ({
            reservationSeq: u.reservationSeq,
            date: u.date,
            time: u.time,
            productName: u.productName,
            count: u.count,
            status: u.status,
            // The visit was cancelled: a RETURNED use came back, a USED one was spent by the late cancellation.
            canceled: u.reservationStatus === 'CANCELED',
          })),
      };
    });
  }

  /** What refunding the pass now would give back (shown before confirming). */
  async refundQuote(userSeq: number, voucherSeq: number) {
    const v = await this.repos.vouchers.mine(userSeq, voucherSeq);
    if (!v) throw new AppError('VOUCHER_NOT_FOUND');
    const refusal = await this.refundRefusal(v);
    return {
      voucherSeq,
      paidAmount: v.paidAmount,
      usedUses: v.usedUses,
      unitListPrice: v.unitListPrice,
      deduction: Math.min(v.paidAmount, v.usedUses * v.unitListPrice),
      refundAmount: refundOf(v),
      refundable: refusal === null,
      reason: refusal,
    };
  }

  private async refundRefusal(v: VoucherRow) {
    if (v.status === 'REFUNDED') return 'REFUNDED' as const;
    if (v.heldUses > 0) return 'HELD' as const;
    if (!v.purchaseSeq) return 'OFFLINE' as const;
    return null;
  }

  /**
   * Refunds the pass under the shop's rule: locked, refused while a booking holds a use, marked REFUNDED, its coupon
   * given back when no use was taken (and it is still valid), then the gateway refund (last: it cannot roll back).
   */
  async refund(userSeq: number, voucherSeq: number, now: Date) {
    await this.uow(async ({ repos, services }) => {
      const v = await repos.vouchers.mine(userSeq, voucherSeq, true);
      if (!v) throw new AppError('VOUCHER_NOT_FOUND');
      const refusal = await this.refundRefusal(v);
      if (refusal) throw new AppError('VOUCHER_NOT_REFUNDABLE', undefined, { reason: refusal });
      const amount = refundOf(v);
      await repos.vouchers.update(voucherSeq, { status: 'REFUNDED', refundAmount: amount, refundedAt: now });
      const purchase = (await repos.vouchers.purchase(v.purchaseSeq!))!;
      if (purchase.couponSeq && v.usedUses === 0)
        await services.coupons.giveBack(purchase.couponSeq, `VOUCHER:${purchase.purchaseSeq}`, now);
      await services.payments.refund(purchase.orderId!, amount, REFUND_REASON);
    });
    return this.mine(userSeq, voucherSeq, now);
  }

  /** The owner's passes that can pay for this booking product at this shop (for the booking screen). */
  async usableFor(userSeq: number, shopId: number, productSeq: number, now: Date) {
    return (await this.list(userSeq, now, 'active')).filter(
      (v) =>
        v.state === 'ACTIVE' &&
        v.remainingUses > 0 &&
        v.shop.shopId === shopId &&
        v.services.some((s) => s.productSeq === productSeq),
    );
  }

  /**
   * Holds `count` uses of the owner's pass for a new booking, in the booking's transaction. The pass row is locked,
   * so two bookings racing for the last use are serialised: the second sees none left (VOUCHER_USED_UP).
   */
  async hold(
    userSeq: number,
    voucherSeq: number,
    b: { reservationSeq: number; shopId: number; productSeq: number; count: number; startAt: Date },
  ) {
    const v = await this.repos.vouchers.mine(userSeq, voucherSeq, true);
    if (!v) throw new AppError('VOUCHER_NOT_FOUND');
    const reason =
      v.status === 'REFUNDED'
        ? 'REFUNDED'
        : v.shopId !== b.shopId
          ? 'OTHER_SHOP'
          : !v.productSeqs.includes(b.productSeq)
            ? 'OTHER_SERVICE'
            : v.expiresAt <= b.startAt
              ? 'EXPIRED'
              : null;
    if (reason) throw new AppError('VOUCHER_NOT_APPLICABLE', undefined, { reason });
    if (v.totalUses - v.usedUses - v.heldUses < b.count) throw new AppError('VOUCHER_USED_UP');
    await this.repos.vouchers.update(voucherSeq, { heldUses: v.heldUses + b.count });
    await this.repos.vouchers.insertUse({
      voucherSeq,
      reservationSeq: b.reservationSeq,
      count: b.count,
      status: 'HELD',
    });
  }

  /**
   * Follows a booking's status change (in its transaction): completion or a no-show takes the held use (USED), and
   * so does the owner's cancellation inside the paid-cancellation window (`spend`, the booking's cancellation quote
   * decides: the use is spent, counted as used and in a refund's deduction, never given back); any other
   * cancellation, the shop's refusal and an expiry return it (RETURNED).
   */
  async onReservation(reservationSeq: number, event: ReservationEvent, opts: { spend?: boolean } = {}) {
    if (event === 'confirm') return;
    const use = await this.repos.vouchers.useOf(reservationSeq, true);
    if (!use || use.status !== 'HELD') return;
    const v = (await this.repos.vouchers.lock(use.voucherSeq))!;
    const take = event === 'complete' || event === 'noShow' || (event === 'cancel' && opts.spend === true);
    await this.repos.vouchers.update(v.voucherSeq, {
      heldUses: v.heldUses - use.count,
      ...(take ? { usedUses: v.usedUses + use.count } : {}),
    });
    await this.repos.vouchers.updateUse(use.useSeq, { status: take ? 'USED' : 'RETURNED' });
  }

  /** The pass a reservation is paid with, if any. */
  async ofReservation(reservationSeq: number) {
    const use = await this.repos.vouchers.useOf(reservationSeq);
    return use ? { voucherSeq: use.voucherSeq, count: use.count, status: use.status } : null;
  }
}
