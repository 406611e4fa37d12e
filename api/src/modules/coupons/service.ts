import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { AppError, validationError } from '../../lib/errors.js';
import { endOfSeoulDay, seoulMonthDay } from '../../lib/seoul-day.js';
import type { CouponDiscountType } from '../../db/schema/index.js';
import { timePage } from '../../http/time-paging.js';
import { type CouponRow, couponState, discountLabel, discountOf, notApplicable } from './rules.js';

export const couponLink = (couponSeq: number) => `/coupon/${couponSeq}`;

/** How many past coupons `GET /v2/coupons?tab=past` (apps from before paging) gets: the newest ones. */
export const PAST_FOR_OLD_APPS = 50;

export interface IssueCoupon {
  name: string;
  description?: string;
  discountType: CouponDiscountType;
  discountValue: number;
  maxDiscount?: number | null;
  minPrice?: number;
  /** null: any shop. */
  shopId: number | null;
  /** Empty: any service. */
  productSeqs?: number[];
  /** Its last usable instant; a coupon valid N days from now: `endOfSeoulDay(now, N)` (through that whole Seoul day). */
  expiresAt: Date;
  /** 'SHOP', 'EVENT:<id>', 'WELCOME'… */
  source?: string;
}

/** A payment target a coupon may apply to. */
export interface CouponTarget {
  shopId: number;
  productSeqs: number[];
  price: number;
}

/** Coupons issued to owners; applied to a pass purchase (and given back when that is undone while still valid). */
export class CouponService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
  ) {}

  /** Issues a coupon to an owner (shops, seeds and the curation events call this); `repos`: a unit of work's. */
  async issue(userSeq: number, c: IssueCoupon, repos: Repositories = this.repos) {
    if (c.discountType === 'PERCENT' && (c.discountValue <= 0 || c.discountValue > 100))
      throw new Error('coupons: percent must be 1..100');
    if (c.discountValue <= 0) throw new Error('coupons: discount must be positive');
    const row = await repos.coupons.insert({
      userSeq,
      name: c.name,
      description: c.description ?? '',
      discountType: c.discountType,
      discountValue: c.discountValue,
      maxDiscount: c.maxDiscount ?? null,
      minPrice: c.minPrice ?? 0,
      shopId: c.shopId,
      productSeqs: c.productSeqs ?? [],
      expiresAt: c.expiresAt,
      source: c.source ?? 'SHOP',
    });
    return row.couponSeq;
  }

  /**
   * A shop's staff (OWNER or MANAGER) issues a coupon for their shop to one of its customers. Another shop: FORBIDDEN;
   * someone who is not the shop's customer: CUSTOMER_NOT_FOUND; a service that is not the shop's: VALIDATION_ERROR.
   */
  async issueByShop(
    staffSeq: number,
    shopId: number,
    body: Omit<IssueCoupon, 'shopId' | 'expiresAt' | 'source'> & { userSeq: number; validDays: number },
    now: Date,
  ) {
    const role = (await this.repos.partners.roles(staffSeq)).find((r) => r.shopId === shopId)?.role;
    if (!role) throw new AppError('FORBIDDEN');
    if (role === 'STAFF') throw new AppError('FORBIDDEN', '쿠폰 발급은 매장 대표나 매니저만 할 수 있어요.');
    if (!(await this.repos.coupons.isCustomer(body.userSeq, shopId)))
      throw new AppError('CUSTOMER_NOT_FOUND');
    if (body.discountType === 'PERCENT' && body.discountValue > 100)
      throw validationError([{ field: 'discountValue', message: '할인율은 100% 이하로 입력해 주세요.' }]);
    const productSeqs = [...new Set(body.productSeqs ?? [])];
    const own = await this.repos.coupons.productsOf(shopId, productSeqs);
    const foreign = productSeqs.findIndex((p) => !own.includes(p));
    if (foreign >= 0)
      throw validationError([{ field: `productSeqs.${foreign}`, message: '이 매장의 서비스가 아니에요.' }]);
    const expiresAt = endOfSeoulDay(now, body.validDays);
    // The owner hears of it (소식, push): a coupon valid a day or two would otherwise run out unseen.
    const couponSeq = await this.uow(async ({ repos, services }) => {
      const seq = await this.issue(
        body.userSeq,
        {
          name: body.name,
          description: body.description,
          discountType: body.discountType,
          discountValue: body.discountValue,
          maxDiscount: body.maxDiscount ?? null,
          minPrice: body.minPrice ?? 0,
          shopId,
          productSeqs,
          expiresAt,
          source: `SHOP:${staffSeq}`,
        },
        repos,
      );
      const shopName = (await repos.notices.shopName(shopId)) ?? '매장';
      await services.notifications.notify(
        body.userSeq,
        'COUPON',
        {
          title: `${shopName}에서 쿠폰을 보냈어요`,
          body: `${body.name} · ${seoulMonthDay(expiresAt, now)}까지`,
        },
        couponLink(seq),
        now,
      );
      return seq;
    });
    const [row] = await this.views([(await this.repos.coupons.mine(body.userSeq, couponSeq))!], now);
    return row;
  }

  /**
   * The owner's coupons: usable ones all (soonest expiry first). `past` is what an app from before paging asks: the
   * newest page of PAST_FOR_OLD_APPS, not every coupon of years (the screen now pages with `pastPage`).
   */
  async list(userSeq: number, tab: 'usable' | 'past', now: Date) {
    if (tab === 'past') return (await this.pastPage(userSeq, { size: PAST_FOR_OLD_APPS }, now)).items;
    return this.views(await this.repos.coupons.usable(userSeq, now), now);
  }

  /** A page of the owner's used or expired coupons, newest first; `nextCursor` reads the next (older) page. */
  async pastPage(userSeq: number, q: { cursor?: string; size: number }, now: Date) {
    const rows = await this.repos.coupons.pastPage(userSeq, now, q.cursor, q.size + 1);
    const { page, nextCursor } = timePage(rows, q.size, (r) => r.couponSeq);
    return { items: await this.views(page, now), nextCursor };
  }

  async mine(userSeq: number, couponSeq: number, now: Date) {
    const row = await this.repos.coupons.mine(userSeq, couponSeq);
    if (!row) throw new AppError('COUPON_NOT_FOUND');
    return (await this.views([row], now))[0];
  }

  /** The owner's usable coupons for a target, each with what it would take off (best first). */
  async applicable(userSeq: number, target: CouponTarget, now: Date) {
    const rows = (await this.repos.coupons.usable(userSeq, now)).filter(
      (c) => !notApplicable(c, target, now),
    );
    const views = await this.views(rows, now);
    return views
      .map((v, i) => ({ ...v, discount: discountOf(rows[i], target.price) }))
      .sort((a, b) => b.discount - a.discount);
  }

  /** What a coupon takes off a target, checked (COUPON_NOT_FOUND, COUPON_NOT_APPLICABLE with data.reason). */
  async quote(userSeq: number, couponSeq: number, target: CouponTarget, now: Date, forUpdate = false) {
    const row = await this.repos.coupons.mine(userSeq, couponSeq, forUpdate);
    if (!row) throw new AppError('COUPON_NOT_FOUND');
    const reason = notApplicable(row, target, now);
    if (reason) throw new AppError('COUPON_NOT_APPLICABLE', undefined, { reason });
    return { coupon: row, discount: discountOf(row, target.price) };
  }

  /** Spends the coupon on `usedFor` (locked, checked again); call inside the payment's transaction. */
  async use(userSeq: number, couponSeq: number, target: CouponTarget, usedFor: string, now: Date) {
    const q = await this.quote(userSeq, couponSeq, target, now, true);
    if (!(await this.repos.coupons.markUsed(couponSeq, usedFor, now)))
      throw new AppError('COUPON_NOT_APPLICABLE', undefined, { reason: 'USED' });
    return q.discount;
  }

  /** Gives the coupon back when what it paid for is undone; an expired coupon stays spent. True when given back. */
  giveBack(couponSeq: number, usedFor: string, now: Date) {
    return this.repos.coupons.giveBack(couponSeq, usedFor, now);
  }

  /** Marks a coupon spent at the counter (seeds; a shop's own till). */
  spendAtCounter(couponSeq: number, usedFor: string, at: Date) {
    return this.repos.coupons.markUsed(couponSeq, usedFor, at);
  }

  async views(rows: CouponRow[], now: Date) {
    const names = await this.repos.products.names(
      [...new Set(rows.flatMap((r) => (r.shopId ? [r.shopId] : [])))],
      [...new Set(rows.flatMap((r) => r.productSeqs))],
    );
    return rows.map((c) => ({
      couponSeq: c.couponSeq,
      name: c.name,
      description: c.description,
      discountType: c.discountType,
      discountValue: c.discountValue,
      discountLabel: discountLabel(c),
      maxDiscount: c.maxDiscount,
      minPrice: c.minPrice,
      shop: c.shopId ? { shopId: c.shopId, name: names.shop.get(c.shopId) ?? '' } : null,
      products: c.productSeqs.map((p) => ({ productSeq: p, name: names.product.get(p) ?? '' })),
      expiresAt: c.expiresAt,
      usedAt: c.usedAt,
      state: couponState(c, now),
    }));
  }
}
