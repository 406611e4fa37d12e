import { AppError, validationError } from '../../lib/errors.js';
import type { Repositories } from '../../repositories.js';
import {
  dayPlaceSpan,
  dayRemaining,
  groomingSlots,
  hoursOn,
  nights,
  petBusyDuring,
  type PetBusy,
  type Slot,
  startPassedOn,
  startsAhead,
  staySpan,
  withPets,
} from './availability.js';
import { MAX_NIGHTS, priceLines } from './plan.js';
import { addDays, daysBetween, depositFor, isRealDate, monthDays, seoulInstant } from './rules.js';

/** The start of a day's last grooming slot (epoch ms), or null when none is offered (closed). */
const lastSlotStart = (date: string, slots: Slot[]) =>
  slots.length ? seoulInstant(date, slots.at(-1)!.time).getTime() : null;

/** PET_NOT_FOUND naming (data.petSeqs) which of `petSeqs` are not the owner's live pets; read only on a refusal. */
export async function petsNotFound(repos: Pick<Repositories, 'pets'>, userSeq: number, petSeqs: number[]) {
  return new AppError('PET_NOT_FOUND', undefined, { petSeqs: await repos.pets.missing(userSeq, petSeqs) });
}

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

  /**
   * `productContext` for booking `shopId`'s product, or for offering its times: a shop that takes no online bookings
   * is ONLINE_RESERVATION_UNAVAILABLE here too, so no screen offers a time the request would then be refused for.
   */
  async bookableContext(
    productSeq: number,
    shopId: number,
    range?: { from: string; to: string; hotelTo?: string },
  ) {
    const ctx = await this.productContext(productSeq, shopId, range);
    if (!ctx.onlineReservation) throw new AppError('ONLINE_RESERVATION_UNAVAILABLE');
    return ctx;
  }

  /**
   * The caller's pets for these seqs; any pet that is not theirs (or no login) is PET_NOT_FOUND / 401. A pet removed
   * since it was chosen (on another phone of the same account) is not theirs any more: the refusal's data names the
   * missing ones (`petSeqs`), so the form can drop them and keep the rest of the booking.
   */
  async myPets(userSeq: number | null, petSeqs: number[]) {
    if (userSeq == null) throw new AppError('UNAUTHORIZED');
    const rows = await this.repos.pets.mine(userSeq, petSeqs);
    if (!rows) throw await petsNotFound(this.repos, userSeq, petSeqs);
    return rows;
  }

  /**
   * petSeqs (the caller's pets, login needed) decide how many places are needed (without them, one) and, read once
   * for [from, to), when one of them is already booked somewhere (`busy`; undefined without pets). `moving`: the
   * caller's reservation being moved (예약 변경) decides instead: its pets and their bookings other than itself.
   */
  private async forPets(
    userSeq: number | null,
    petSeqs: number[] | undefined,
    from: Date,
    to: Date,
    moving: { seq: number; petCount: number } | null,
  ) {
    if (moving) {
      const pets = (await this.repos.reservations.petsOf(moving.seq)).map((p) => p.petSeq);
      const busy = pets.length
        ? await this.repos.capacity.petBookings(pets, from, to, moving.seq)
        : ([] as PetBusy[]);
      return { count: moving.petCount, busy };
    }
    if (!petSeqs?.length) return { count: 1, busy: undefined };
    const pets = await this.myPets(userSeq, petSeqs);
    const busy = await this.repos.capacity.petBookings(
      pets.map((p) => p.petSeq),
      from,
      to,
    );
    return { count: pets.length, busy };
  }

  /**
   * The caller's reservation a time is offered for (예약 변경: `reservationSeq` of the availability views), or null
   * without one: RESERVATION_NOT_FOUND when it is not theirs, UNAUTHORIZED without login.
   */
  private async moving(userSeq: number | null, reservationSeq: number | undefined) {
    if (reservationSeq == null) return null;
    if (userSeq == null) throw new AppError('UNAUTHORIZED');
    const found = await this.repos.reservations.withNames(reservationSeq, { ownerSeq: userSeq });
    if (!found) throw new AppError('RESERVATION_NOT_FOUND');
    return { seq: reservationSeq, petCount: found.r.petCount };
  }

  /** The bookings holding capacity, without the one being moved (its own place does not count against it). */
  private static without<B extends { seq?: number }>(booked: B[], moving: { seq: number } | null) {
    return moving ? booked.filter((b) => b.seq !== moving.seq) : booked;
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
        throw validationError([{ field: 'endDate', message: '퇴실 날짜를 확인해 주세요.' }]);
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

  /**
   * One day (hotels: check-in to check-out): grooming slots, hotel nights or day places. Given the caller's pets,
   * a time one of them is already booked for (any shop) is not available and says `petBooked`.
   */
  async day(
    shopId: number,
    userSeq: number | null,
    q: { productSeq: number; date: string; endDate?: string; petSeqs?: number[]; reservationSeq?: number },
    now: Date,
  ) {
    const { date } = q;
    const moving = await this.moving(userSeq, q.reservationSeq);
    // The bookings come with the product; a hotel stay reads up to its check-out (validated below).
    const hotelTo = q.endDate ?? (isRealDate(date) ? addDays(date, 1) : date);
    const ctx = await this.bookableContext(q.productSeq, shopId, {
      from: date,
      to: date,
      hotelTo,
    });
    const { product, hours, settings } = ctx;
    const booked = OfferService.without(ctx.booked, moving);
    if (!isRealDate(date))
      throw validationError([{ field: 'date', message: '날짜 형식이 올바르지 않아요.' }]);
    const hotel = product.category === 'HOTELING';
    const n = hotel ? daysBetween(date, hotelTo) : 0;
    if (hotel && (!isRealDate(hotelTo) || n < 1 || n > MAX_NIGHTS))
      throw validationError([{ field: 'endDate', message: '퇴실 날짜를 확인해 주세요.' }]);
    // A stay ends on its check-out day (staySpan): read that whole day.
    const { count, busy } = await this.forPets(
      userSeq,
      q.petSeqs,
      seoulInstant(date),
      seoulInstant(addDays(hotel ? hotelTo : date, 1)),
      moving,
    );
    const base = {
      shopId,
      productSeq: product.productSeq,
      category: product.category,
      date,
      petCount: count,
    };
    const closed = !hotel && !hoursOn(hours, date);
    if (product.category === 'BEAUTY') {
      const slots = groomingSlots(
        hours,
        settings,
        product.durationMinutes ?? 60,
        date,
        booked,
        count,
        now,
        busy,
      );
      const available = slots.some((s) => s.available);
      return {
        ...base,
        endDate: null,
        available,
        ...(busy && { petBooked: !available && slots.some((s) => s.petBooked) }),
        startPassed: startPassedOn(date, now, lastSlotStart(date, slots)),
        closed,
        slots,
        nights: [],
        remaining: null,
      };
    }
    if (hotel) {
      const ns = nights(settings, date, hotelTo, booked);
      const remaining = Math.min(...ns.map((x) => x.remaining));
      const { start, end } = staySpan(hours, date, hotelTo);
      const free = startsAhead(start, now) && remaining >= count;
      const state = withPets(free, busy, () => petBusyDuring(busy!, start, end));
      const startPassed = startPassedOn(date, now, start);
      return { ...base, endDate: hotelTo, ...state, startPassed, closed, slots: [], nights: ns, remaining };
    }
    const remaining = dayRemaining(settings, date, booked);
    const span = dayPlaceSpan(hours, date, product.durationMinutes);
    const free = span != null && startsAhead(span.start, now) && remaining >= count;
    const state = withPets(free, busy, () => petBusyDuring(busy!, span!.start, span!.end));
    const startPassed = startPassedOn(date, now, span?.start ?? null);
    return { ...base, endDate: null, ...state, startPassed, closed, slots: [], nights: [], remaining };
  }

  /**
   * Every day of a month for the calendar: open or closed, and how much room is left. Given the caller's pets,
   * a BEAUTY day counts only the times they can all take, and a stay or day place one of them is already booked
   * for is not available (`petBooked`).
   */
  async month(
    shopId: number,
    userSeq: number | null,
    q: { productSeq: number; month: string; petSeqs?: number[]; reservationSeq?: number },
    now: Date,
  ) {
    const { month } = q;
    const moving = await this.moving(userSeq, q.reservationSeq);
    const dates = monthDays(month);
    const to = addDays(dates.at(-1)!, 1);
    const ctx = await this.bookableContext(q.productSeq, shopId, {
      from: dates[0],
      to,
    });
    const { product, hours, settings } = ctx;
    const booked = OfferService.without(ctx.booked, moving);
    // A night checked in on the last day ends on the day after (staySpan): read that whole day.
    const { count, busy } = await this.forPets(
      userSeq,
      q.petSeqs,
      seoulInstant(dates[0]),
      seoulInstant(addDays(to, 1)),
      moving,
    );
    const days = dates.map((date) => {
      if (product.category === 'HOTELING') {
        const [night] = nights(settings, date, addDays(date, 1), booked);
        const { start, end } = staySpan(hours, date, addDays(date, 1));
        const free = startsAhead(start, now) && night.remaining >= count;
        return {
          date,
          closed: false,
          startPassed: startPassedOn(date, now, start),
          remaining: night.remaining,
          ...withPets(free, busy, () => petBusyDuring(busy!, start, end)),
        };
      }
      const closed = !hoursOn(hours, date);
      if (product.category === 'BEAUTY') {
        const slots = groomingSlots(
          hours,
          settings,
          product.durationMinutes ?? 60,
          date,
          booked,
          count,
          now,
          busy,
        );
        const free = slots.filter((s) => s.available).length;
        return {
          date,
          closed,
          startPassed: startPassedOn(date, now, lastSlotStart(date, slots)),
          remaining: free,
          available: free > 0,
          ...(busy && { petBooked: free === 0 && slots.some((s) => s.petBooked) }),
        };
      }
      const remaining = dayRemaining(settings, date, booked);
      const span = dayPlaceSpan(hours, date, product.durationMinutes);
      const free = span != null && startsAhead(span.start, now) && remaining >= count;
      return {
        date,
        closed,
        startPassed: startPassedOn(date, now, span?.start ?? null),
        remaining,
        ...withPets(free, busy, () => petBusyDuring(busy!, span!.start, span!.end)),
      };
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
