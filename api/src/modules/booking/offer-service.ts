import { AppError, validationError } from '../../lib/errors.js';
import type { Repositories } from '../../repositories.js';
import { dayOpenFor, dayRemaining, groomingSlots, hoursOn, nights } from './availability.js';
import { MAX_NIGHTS, priceLines } from './plan.js';
import { addDays, daysBetween, depositFor, isRealDate, monthDays } from './rules.js';

/** What a shop offers online: its products, prices for the caller's pets, and when there is room. */
export class OfferService {
  constructor(private readonly repos: Repositories) {}

  /**
   * The active product (optionally required to belong to `shopId`) with its shop's hours and settings and, given a
   * range, the bookings holding capacity for its shop and category there (one statement).
   */
  async productContext(
    productSeq: number,
    shopId?: number,
    range?: { from: string; to: string; hotelTo?: string },
  ) {
    const found = await this.repos.products.context(productSeq, range);
    if (!found || (shopId != null && found.product.shopId !== shopId))
      throw new AppError('PRODUCT_NOT_FOUND');
    return found;
  }

  /** The caller's pets for these seqs; any pet that is not theirs (or no login) is PET_NOT_FOUND / 401. */
  async myPets(userSeq: number | null, petSeqs: number[]) {
    if (userSeq == null) throw new AppError('UNAUTHORIZED');
    const rows = await this.repos.pets.mine(userSeq, petSeqs);
    if (!rows) throw new AppError('PET_NOT_FOUND');
    return rows;
  }

  /** petSeqs (the caller's pets, login needed) decide how many places are needed; without them, one. */
  private async petCount(userSeq: number | null, petSeqs?: number[]) {
    if (!petSeqs?.length) return 1;
    return (await this.myPets(userSeq, petSeqs)).length;
  }

  async onlineShop(shopId: number, userSeq: number | null) {
    const shop = await this.repos.shops.detail(shopId, userSeq);
    if (!shop) throw new AppError('SHOP_NOT_FOUND');
    const [rows, settings] = await Promise.all([
      this.repos.products.byShop(shopId),
      this.repos.products.settings(shopId),
    ]);
    return {
      shop,
      products: rows.map((p) => this.repos.products.toDto(p)),
      ...this.repos.products.policyDto(settings),
    };
  }

  async product(productSeq: number) {
    const { product } = await this.productContext(productSeq);
    return this.repos.products.toDto(product);
  }

  async quote(
    productSeq: number,
    userSeq: number | null,
    q: { petSeqs: number[]; date?: string; endDate?: string },
  ) {
    const { product, settings } = await this.productContext(productSeq);
    const pets = await this.myPets(userSeq, q.petSeqs);
    let n = 1;
    const { date, endDate } = q;
    if (product.category === 'HOTELING' && date && endDate) {
      if (!isRealDate(date) || !isRealDate(endDate) || endDate <= date || daysBetween(date, endDate) > 30)
        throw validationError([{ field: 'endDate', message: '퇴실 날짜를 확인해주세요.' }]);
      n = daysBetween(date, endDate);
    }
    const quantity = product.category === 'HOTELING' ? n : 1;
    const lines = priceLines(product, pets, quantity);
    const totalPrice = lines.reduce((sum, l) => sum + l.price, 0);
    return {
      productSeq: product.productSeq,
      nights: product.category === 'HOTELING' ? n : null,
      lines,
      totalPrice,
      depositAmount: depositFor(totalPrice, settings.depositRate),
    };
  }

  /** One day (hotels: check-in to check-out): grooming slots, hotel nights or day places. */
  async day(
    shopId: number,
    userSeq: number | null,
    q: { productSeq: number; date: string; endDate?: string; petSeqs?: number[] },
    now: Date,
  ) {
    const { date } = q;
    // The bookings come with the product; a hotel stay reads up to its check-out (validated below).
    const hotelTo = q.endDate ?? (isRealDate(date) ? addDays(date, 1) : date);
    const { product, hours, settings, booked } = await this.productContext(q.productSeq, shopId, {
      from: date,
      to: date,
      hotelTo,
    });
    const count = await this.petCount(userSeq, q.petSeqs);
    if (!isRealDate(date))
      throw validationError([{ field: 'date', message: '날짜 형식이 올바르지 않습니다.' }]);
    const base = {
      shopId,
      productSeq: product.productSeq,
      category: product.category,
      date,
      petCount: count,
    };
    const closed = product.category !== 'HOTELING' && !hoursOn(hours, date);
    if (product.category === 'BEAUTY') {
      const slots = groomingSlots(hours, settings, product.durationMinutes ?? 60, date, booked, count, now);
      return {
        ...base,
        endDate: null,
        available: slots.some((s) => s.available),
        closed,
        slots,
        nights: [],
        remaining: null,
      };
    }
    if (product.category === 'HOTELING') {
      const endDate = hotelTo;
      const n = daysBetween(date, endDate);
      if (!isRealDate(endDate) || n < 1 || n > MAX_NIGHTS)
        throw validationError([{ field: 'endDate', message: '퇴실 날짜를 확인해주세요.' }]);
      const ns = nights(settings, date, endDate, booked);
      const remaining = Math.min(...ns.map((x) => x.remaining));
      const available = dayOpenFor(hours, date, now, true) && remaining >= count;
      return { ...base, endDate, available, closed, slots: [], nights: ns, remaining };
    }
    const remaining = dayRemaining(settings, date, booked);
    const available = dayOpenFor(hours, date, now) && remaining >= count;
    return { ...base, endDate: null, available, closed, slots: [], nights: [], remaining };
  }

  /** Every day of a month for the calendar: open or closed, and how much room is left. */
  async month(
    shopId: number,
    userSeq: number | null,
    q: { productSeq: number; month: string; petSeqs?: number[] },
    now: Date,
  ) {
    const { month } = q;
    const dates = monthDays(month);
    const to = addDays(dates.at(-1)!, 1);
    const { product, hours, settings, booked } = await this.productContext(q.productSeq, shopId, {
      from: dates[0],
      to,
    });
    const count = await this.petCount(userSeq, q.petSeqs);
    const days = dates.map((date) => {
      if (product.category === 'HOTELING') {
        const [night] = nights(settings, date, addDays(date, 1), booked);
        return {
          date,
          closed: false,
          remaining: night.remaining,
          available: dayOpenFor(hours, date, now, true) && night.remaining >= count,
        };
      }
      const closed = !hoursOn(hours, date);
      if (product.category === 'BEAUTY') {
        const free = groomingSlots(
          hours,
          settings,
          product.durationMinutes ?? 60,
          date,
          booked,
          count,
          now,
        ).filter((s) => s.available).length;
        return { date, closed, remaining: free, available: free > 0 };
      }
      const remaining = dayRemaining(settings, date, booked);
      return { date, closed, remaining, available: dayOpenFor(hours, date, now) && remaining >= count };
    });
    return {
      shopId,
      productSeq: product.productSeq,
      category: product.category,
      month,
      petCount: count,
      days,
    };
  }
}
