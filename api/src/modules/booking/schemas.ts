/** Schemas of the booking domain (products, prices, availability, reservations, schedule). */
import { Type } from '@sinclair/typebox';
import {
  dateStr,
  defaulted,
  enumOf,
  list,
  monthStr,
  obj,
  pageOf,
  paging,
  S,
  storedEnum,
  timeStr,
} from '../../http/schemas.js';
import { SHOP_CATEGORIES, shopDetailSchema } from '../shops/schemas.js';
import { CANCELED_BY, STATUSES } from './rules.js';

const { str, int, bool, dateTime, nullable } = S;
const { Optional } = Type;

// Products and reservations keep their category and pet kind in untyped text columns (see `storedEnum`).
const categoryEnum = storedEnum(SHOP_CATEGORIES);
const petKindEnum = storedEnum(['DOG', 'CAT']);

export const petSeqList = Type.Array(S.id, {
  minItems: 1,
  maxItems: 5,
  uniqueItems: true,
  description: 'comma-joined, e.g. 1,2',
});

export const seqParam = S.id;
export const shopParams = obj({ shopId: seqParam });
export const productParams = obj({ productSeq: seqParam });

export const bandEnum = enumOf(['SMALL', 'MEDIUM', 'LARGE', 'CAT']);
export const unitEnum = enumOf(['VISIT', 'NIGHT', 'DAY']);
export const statusEnum = enumOf(STATUSES);

export const productSchema = obj({
  productSeq: int,
  shopId: int,
  category: categoryEnum,
  name: str,
  description: str,
  durationMinutes: nullable(int),
  unit: unitEnum,
  unitLabel: str,
  imageUrl: nullable(str),
  prices: list(obj({ band: bandEnum, label: str, price: int })),
});

export const refundRuleSchema = obj({ minDaysBefore: int, refundRate: int, description: str });
export const depositRuleSchema = obj({ rate: int, required: bool, account: nullable(str) });

export const onlineShopSchema = obj({
  shop: shopDetailSchema,
  products: list(productSchema),
  refundPolicy: list(refundRuleSchema),
  depositRule: depositRuleSchema,
});

export const priceLineSchema = obj({
  petSeq: nullable(int),
  name: str,
  kind: petKindEnum,
  band: bandEnum,
  bandLabel: str,
  unitPrice: int,
  quantity: int,
  price: int,
});

export const quoteSchema = obj({
  productSeq: int,
  nights: nullable(int),
  lines: list(priceLineSchema),
  totalPrice: int,
  depositAmount: int,
});
export const quoteQuery = obj({ petSeqs: petSeqList, date: Optional(dateStr), endDate: Optional(dateStr) });

/** Present only when the caller's pets (petSeqs) were given: why a place with room is still not available. */
const petBooked = Optional(
  Type.Boolean({
    description:
      'only with petSeqs: true = there is room, but one of these pets already has an open (REQUESTED/CONFIRMED) booking overlapping it, at any shop, so available is false',
  }),
);
/** Why today is not available: every start it offers has passed (grooming: its last slot; hotel: check-in; else opening). */
const startPassed = Optional(
  Type.Boolean({
    description:
      "true only on today (Seoul) once the visit's start has passed: a stay's check-in time, a kindergarten or " +
      "day care day's opening, grooming's last slot. Such a day is not available (a booking is refused with " +
      'VALIDATION_ERROR `date`/`time`); the calendar says why. Always sent; optional for older clients.',
  }),
);
export const slotSchema = obj({ time: str, remaining: int, available: bool, petBooked });
export const availabilitySchema = obj({
  shopId: int,
  productSeq: int,
  category: categoryEnum,
  date: str,
  endDate: nullable(str),
  petCount: int,
  available: bool,
  petBooked,
  startPassed,
  closed: bool,
  slots: list(slotSchema),
  nights: list(obj({ date: str, remaining: int })),
  remaining: nullable(int),
});
/** The caller's reservation being moved (예약 변경): the times offered for it, as its reschedule counts them. */
const reschedulingSeq = Optional(
  Type.Integer({
    minimum: 1,
    maximum: 2_147_483_647,
    description:
      "login: the caller's own REQUESTED/CONFIRMED reservation being moved to another time (POST /v2/reservations/{id}/" +
      'reschedule): its own place is not counted against it, its pets are the ones asked for (petSeqs is then ' +
      'ignored) and their other open bookings only make a time petBooked. Not theirs: 404 RESERVATION_NOT_FOUND',
  }),
);

export const availabilityQuery = obj({
  productSeq: seqParam,
  date: dateStr,
  endDate: Optional(dateStr),
  petSeqs: Optional(petSeqList),
  reservationSeq: reschedulingSeq,
});
export const monthAvailabilitySchema = obj({
  shopId: int,
  productSeq: int,
  category: categoryEnum,
  month: str,
  petCount: int,
  days: list(obj({ date: str, available: bool, petBooked, startPassed, closed: bool, remaining: int })),
});
export const monthAvailabilityQuery = obj({
  productSeq: seqParam,
  month: monthStr,
  petSeqs: Optional(petSeqList),
  reservationSeq: reschedulingSeq,
});

/** How a paid deposit was paid; null while unpaid. The same values as the deposit's own (GET …/deposit). */
const depositMethod = nullable(enumOf(['ONLINE', 'TRANSFER']), {
  description:
    'ONLINE: paid in the payment window (a cancellation refunds it through the gateway at once); TRANSFER: sent to ' +
    "the shop's account and confirmed by the shop (the shop sends a refund back). null while unpaid",
});

export const reservationProps = {
  reservationSeq: int,
  status: statusEnum,
  statusLabel: str,
  category: categoryEnum,
  date: str,
  endDate: str,
  time: nullable(str),
  nights: nullable(int),
  startAt: dateTime,
  endAt: dateTime,
  shop: obj({ shopId: int, name: str, thumbnailUrl: nullable(str), address: str, phone: str }),
  product: obj({
    productSeq: int,
    name: str,
    durationMinutes: nullable(int),
    unit: unitEnum,
    unitLabel: str,
    imageUrl: nullable(str),
  }),
  pets: list(priceLineSchema),
  totalPrice: int,
  deposit: nullable(
    obj({
      amount: int,
      paid: Type.Boolean({ description: 'the shop has confirmed receiving the transfer' }),
      paidAt: nullable(dateTime, { description: 'when the shop confirmed it (null while unpaid)' }),
      dueAt: dateTime,
      method: depositMethod,
      account: nullable(str),
      refundedAt: nullable(dateTime, {
        description:
          'when what the cancellation gives back (cancellation.refundAmount) was sent: by the gateway at the ' +
          'cancellation (paid online), or when the shop recorded sending a transfer back (POST /v2/partner/' +
          'reservations/{id}/deposit-refunded). null while the shop still owes it (환불 예정) or nothing is owed',
      }),
    }),
  ),
  voucher: nullable(
    obj({
      voucherSeq: int,
      name: str,
      uses: Type.Integer({ description: 'the uses it holds: one per pet' }),
      state: enumOf(['HELD', 'USED', 'RETURNED'], {
        description:
          'HELD: held until the visit; USED: taken by the visit (completed, no-show) or, cancelled (status ' +
          'CANCELED), spent by a cancellation inside the paid-cancellation window; RETURNED: given back (cancelled ' +
          'while cancelling was free, withdrawn before the shop confirmed, or declined by the shop)',
      }),
    }),
    {
      description:
        'paid with this pass (이용권): one use per pet, taken when the visit completes. No deposit and never a won ' +
        'cancellation fee: cancelled inside the paid-cancellation window, the uses are spent instead',
    },
  ),
  refundPolicy: list(refundRuleSchema),
  memo: str,
  rejectReason: nullable(str),
  cancellation: nullable(
    obj({
      canceledAt: dateTime,
      canceledBy: storedEnum(CANCELED_BY, {
        description:
          'OWNER: the owner cancelled or withdrew it; SHOP: the shop declined it (rejectReason); SYSTEM: cancelled ' +
          'automatically because the deposit was not paid by deposit.dueAt',
      }),
      fee: int,
      refundAmount: int,
    }),
  ),
  canCancel: bool,
  canReschedule: Type.Boolean({
    description:
      'the owner may move it to another time now (POST /v2/reservations/{id}/reschedule): a request (REQUESTED) at any ' +
      'time; a confirmed visit before its start while cancelling it would cost nothing under its refund policy (the ' +
      'rate of today is 100 %). false inside the paid-cancellation window (a change is then asked of the shop in chat), ' +
      'once started, and when cancelled or finished',
  }),
  createdAt: dateTime,
  confirmedAt: nullable(dateTime),
};
export const reservationSchema = obj(reservationProps);
export const reservationPage = pageOf(reservationSchema);

/** The same format as a chat message's clientId (chatting/schemas.ts). */
export const clientIdField = Type.String({
  minLength: 8,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description:
    'Made by the app once per request (kept while the same request is retried): the same id again by the same ' +
    'person answers the booking already made instead of making another',
});

export const reservationBody = obj({
  shopId: seqParam,
  productSeq: seqParam,
  petSeqs: petSeqList,
  date: dateStr,
  time: Optional(timeStr),
  endDate: Optional(dateStr),
  memo: Optional(Type.String({ maxLength: 500 })),
  /** Pay with this prepaid pass (이용권): one use per pet is held now, taken at completion; no deposit. */
  voucherSeq: Optional(seqParam),
  clientId: Optional(clientIdField),
});

/**
 * 예약 변경: the new visit, in the slot fields of a new booking (reservationBody) for the reservation's own shop,
 * product and pets.
 */
export const rescheduleBody = obj({
  date: dateStr,
  time: Optional(timeStr),
  endDate: Optional(dateStr),
});

export const reservationsQuery = obj({
  scope: defaulted(enumOf(['upcoming', 'past']), 'upcoming'),
  ...paging,
});

export const scheduleQuery = obj({ month: monthStr });
export const alimtalkQuery = obj({ token: Type.String({ minLength: 20, maxLength: 100 }) });

const won = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/**
 * The terms the owner agreed to: the fee and refundAmount of the quote (GET …/cancel-quote) the app showed. The cancel
 * applies exactly these or nothing (409 CANCEL_TERMS_CHANGED). No body: the terms as they are now (older apps).
 */
export const cancelBody = nullable(
  obj({
    fee: won,
    refundAmount: won,
    voucherUses: Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100,
        description:
          'a pass booking: the uses the quote said cancelling spends (voucher.uses when voucher.spent, else 0); ' +
          'checked like fee when sent',
      }),
    ),
  }),
  {
    description:
      'The fee and refundAmount of the cancel-quote the owner was shown. Without a body (apps from before this field) ' +
      'the reservation is cancelled on the terms of the moment, as a quote asked now would say.',
  },
);

export const cancelQuoteSchema = obj({
  reservationSeq: int,
  daysBefore: int,
  refundRate: int,
  unconfirmed: Type.Boolean({
    description:
      'the shop has not confirmed the request yet (REQUESTED): withdrawing it is free whatever the policy says ' +
      '(refundRate 100, fee 0, a deposit already paid comes back whole)',
  }),
  base: enumOf(['DEPOSIT', 'PRICE', 'VOUCHER'], {
    description:
      'DEPOSIT: the deposit the shop asks; PRICE: the total (no deposit); VOUCHER: paid with a pass (fee 0, ' +
      'refundAmount 0, baseAmount 0: see voucher)',
  }),
  baseAmount: int,
  depositPaid: Type.Boolean({
    description:
      'base DEPOSIT: whether the shop has confirmed receiving the deposit (false: nothing was sent, so fee 0 and refundAmount 0). Always false for base PRICE.',
  }),
  depositMethod: nullable(enumOf(['ONLINE', 'TRANSFER']), {
    description:
      'base DEPOSIT and depositPaid: how it was paid, and so how refundAmount comes back (ONLINE: the gateway ' +
      'refunds the card at once; TRANSFER: the shop sends it back). null otherwise',
  }),
  fee: int,
  refundAmount: int,
  voucher: nullable(
    obj({
      uses: Type.Integer({ description: 'the pass uses the booking holds (one per pet)' }),
      spent: Type.Boolean({
        description:
          'true: cancelling now is inside the paid-cancellation window (refundRate under 100), so the uses are spent ' +
          '(이용권 N회 차감); false: they come back. Send voucherUses (uses when spent, else 0) with POST …/cancel',
      }),
    }),
    { description: 'base VOUCHER: what cancelling does to the pass uses; null otherwise' },
  ),
  refundPolicy: list(refundRuleSchema),
});
