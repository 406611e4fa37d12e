/** Turns a booking request into times, price lines and the days it locks, or a VALIDATION_ERROR. Pure. */
import type { ShopHour } from '../../db/schema/index.js';
import type { ProductRow, SettingsRow } from './product-repository.js';
import {
  type Booking,
  dayPlaceSpan,
  dayRemaining,
  groomingSlots,
  hoursOn,
  nights,
  startsAhead,
  staySpan,
} from './availability.js';
import {
  addDays,
  BAND_LABELS,
  bandOf,
  daysBetween,
  depositFor,
  isRealDate,
  seoulDate,
  seoulInstant,
  toHhmm,
  toMinutes,
} from './rules.js';
import { validationError } from '../../lib/errors.js';
import { josa } from '../../lib/josa.js';

export const MAX_DAYS_AHEAD = 180;
export const MAX_NIGHTS = 30;

export interface PlanPet {
  petSeq: number;
  name: string;
  kind: string;
  weightKg: number | null;
}
export interface BookingRequest {
  date: string;
  time?: string;
  endDate?: string;
}

const bad = (field: string, message: string) => validationError([{ field, message }]);

/** Price lines for pets: one per pet, quantity = nights for hotels, else 1. */
export function priceLines(product: ProductRow, pets: PlanPet[], quantity: number) {
  return pets.map((p, i) => {
    const band = bandOf(p);
    const unitPrice = product.prices[band];
    if (unitPrice == null)
      // '고양이인 나비는 …', '대형견 (10kg 이상)인 초롱은 …': the band as the app labels it, the particle the name takes.
      throw bad(
        `petSeqs.${i}`,
        `${BAND_LABELS[band]}인 ${josa(p.name, '은/는')} 이 상품을 이용할 수 없어요.`,
      );
    return {
      petSeq: p.petSeq,
      name: p.name,
      kind: p.kind,
      band,
      bandLabel: BAND_LABELS[band],
      unitPrice,
      quantity,
      price: unitPrice * quantity,
    };
  });
}

/**
 * The visit a booking request asks for: its days and instants, the nights of a stay and the day rows it locks, or a
 * VALIDATION_ERROR (a day not offered, a time off the shop's slots, a start passed, too far ahead). What a new booking
 * is checked against, and a change of one (예약 변경) the same way.
 */
export function planVisit(
  product: ProductRow,
  hours: ShopHour[],
  settings: SettingsRow,
  req: BookingRequest,
  now: Date,
) {
  const { date } = req;
  if (!isRealDate(date)) throw bad('date', '날짜 형식이 올바르지 않아요.');
  const today = seoulDate(now);
  if (date < today) throw bad('date', '지난 날짜는 예약할 수 없어요.');
  if (daysBetween(today, date) > MAX_DAYS_AHEAD)
    throw bad('date', `${MAX_DAYS_AHEAD}일 이내로 선택해 주세요.`);

  let startAt: Date;
  let endAt: Date;
  let endDate = date;
  let time: string | null = null;
  let quantity = 1;
  if (product.category === 'BEAUTY') {
    const open = hoursOn(hours, date);
    if (!req.time) throw bad('time', '시간을 선택해 주세요.');
    const m = toMinutes(req.time);
    const dur = product.durationMinutes ?? 60;
    if (
      !open ||
      m < open.open ||
      m + dur > open.close ||
      (m - open.open) % settings.slotMinutes !== 0 ||
      toHhmm(m) !== req.time
    )
      throw bad('time', '예약할 수 없는 시간이에요.');
    time = req.time;
    startAt = seoulInstant(date, time);
    endAt = new Date(startAt.getTime() + dur * 60_000);
    if (startAt <= now) throw bad('time', '이미 지난 시간이에요.');
  } else if (product.category === 'HOTELING') {
    if (!req.endDate || !isRealDate(req.endDate)) throw bad('endDate', '퇴실 날짜를 선택해 주세요.');
    quantity = daysBetween(date, req.endDate);
    if (quantity < 1) throw bad('endDate', '퇴실 날짜는 입실 다음 날 이후여야 해요.');
    if (quantity > MAX_NIGHTS) throw bad('endDate', `최대 ${MAX_NIGHTS}박까지 예약할 수 있어요.`);
    endDate = req.endDate;
    const stay = staySpan(hours, date, endDate);
    if (!startsAhead(stay.start, now)) throw bad('date', '체크인 시간이 지나 오늘은 예약할 수 없어요.');
    startAt = new Date(stay.start);
    endAt = new Date(stay.end);
  } else {
    const span = dayPlaceSpan(hours, date, product.durationMinutes);
    if (!span) throw bad('date', '예약할 수 없는 날짜예요.');
    if (!startsAhead(span.start, now)) throw bad('date', '시작 시간이 지나 오늘은 예약할 수 없어요.');
    startAt = new Date(span.start);
    endAt = new Date(span.end);
  }
  const lockDays: string[] = [];
  for (let d = date; d === date || d < endDate; d = addDays(d, 1)) lockDays.push(d);
  return {
    category: product.category,
    date,
    endDate,
    time,
    startAt,
    endAt,
    /** The price lines' quantity: nights for a stay, else 1. */
    quantity,
    nights: product.category === 'HOTELING' ? quantity : null,
    lockDays,
  };
}
export type Visit = ReturnType<typeof planVisit>;

export function plan(
  product: ProductRow,
  hours: ShopHour[],
  settings: SettingsRow,
  pets: PlanPet[],
  req: BookingRequest,
  now: Date,
) {
  const { quantity, ...visit } = planVisit(product, hours, settings, req, now);
  const lines = priceLines(product, pets, quantity);
  const totalPrice = lines.reduce((n, l) => n + l.price, 0);
  return {
    ...visit,
    lines,
    totalPrice,
    depositAmount: depositFor(totalPrice, settings.depositRate),
  };
}

/** Whether the planned visit for `petCount` pets still fits next to `bookings` (same shop and category). */
export function fits(
  p: Pick<Visit, 'category' | 'date' | 'endDate' | 'time'>,
  petCount: number,
  product: ProductRow,
  hours: ShopHour[],
  settings: SettingsRow,
  bookings: Booking[],
  now: Date,
) {
  if (p.category === 'BEAUTY') {
    const slots = groomingSlots(
      hours,
      settings,
      product.durationMinutes ?? 60,
      p.date,
      bookings,
      petCount,
      now,
    );
    return slots.some((s) => s.time === p.time && s.available);
  }
  if (p.category === 'HOTELING')
    return nights(settings, p.date, p.endDate, bookings).every((n) => n.remaining >= petCount);
  return dayRemaining(settings, p.date, bookings) >= petCount;
}
