/** JSON schemas of the booking domain (pets, products, availability, reservations, partner, notifications). */
import { STATUSES } from '../lib/booking.js';
import { obj, pageOf, S, SHOP_CATEGORIES, shopDetailSchema } from './common-schemas.js';

const { str, int, bool, dateTime, nullable } = S;
const list = (items: object) => ({ type: 'array', items }) as const;
const enumOf = (values: readonly string[]) => ({ type: 'string', enum: values }) as const;

export const dateStr = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'YYYY-MM-DD (Asia/Seoul)',
} as const;
export const monthStr = {
  type: 'string',
  pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
  description: 'YYYY-MM',
} as const;
export const timeStr = {
  type: 'string',
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  description: 'HH:MM (Asia/Seoul)',
} as const;
export const petSeqList = {
  type: 'array',
  items: { type: 'integer', minimum: 1 },
  minItems: 1,
  maxItems: 5,
  uniqueItems: true,
  description: 'comma-joined, e.g. 1,2',
} as const;
export const paging = {
  page: { type: 'integer', minimum: 0, maximum: 10000, default: 0 },
  size: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
} as const;

export const bandEnum = enumOf(['SMALL', 'MEDIUM', 'LARGE', 'CAT']);
export const unitEnum = enumOf(['VISIT', 'NIGHT', 'DAY']);
export const categoryEnum = enumOf(SHOP_CATEGORIES);
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
  kind: enumOf(['DOG', 'CAT']),
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

export const slotSchema = obj({ time: str, remaining: int, available: bool });
export const availabilitySchema = obj({
  shopId: int,
  productSeq: int,
  category: categoryEnum,
  date: str,
  endDate: nullable(str),
  petCount: int,
  available: bool,
  closed: bool,
  slots: list(slotSchema),
  nights: list(obj({ date: str, remaining: int })),
  remaining: nullable(int),
});
export const monthAvailabilitySchema = obj({
  shopId: int,
  productSeq: int,
  category: categoryEnum,
  month: str,
  petCount: int,
  days: list(obj({ date: str, available: bool, closed: bool, remaining: int })),
});

const reservationProps = {
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
  deposit: {
    ...obj({
      amount: int,
      paid: { ...bool, description: 'the shop has confirmed receiving the transfer' },
      paidAt: { ...nullable(dateTime), description: 'when the shop confirmed it (null while unpaid)' },
      dueAt: dateTime,
      account: nullable(str),
    }),
    nullable: true,
  },
  refundPolicy: list(refundRuleSchema),
  memo: str,
  rejectReason: nullable(str),
  cancellation: {
    ...obj({ canceledAt: dateTime, canceledBy: enumOf(['OWNER', 'SHOP']), fee: int, refundAmount: int }),
    nullable: true,
  },
  canCancel: bool,
  createdAt: dateTime,
  confirmedAt: nullable(dateTime),
} as const;
export const reservationSchema = obj(reservationProps);
export const partnerReservationSchema = obj({
  ...reservationProps,
  owner: obj({ userSeq: int, nickname: str, phoneNumber: str }),
});
export const reservationPage = pageOf(reservationSchema);
export const partnerReservationPage = pageOf(partnerReservationSchema);

export const cancelQuoteSchema = obj({
  reservationSeq: int,
  daysBefore: int,
  refundRate: int,
  base: enumOf(['DEPOSIT', 'PRICE']),
  baseAmount: int,
  depositPaid: {
    ...bool,
    description:
      'base DEPOSIT: whether the shop has confirmed receiving the deposit (false: nothing was sent, so fee 0 and refundAmount 0). Always false for base PRICE.',
  },
  fee: int,
  refundAmount: int,
  refundPolicy: list(refundRuleSchema),
});

export const notificationSchema = obj({
  notificationSeq: int,
  kind: str,
  title: str,
  body: str,
  link: nullable(str),
  createdAt: dateTime,
  readAt: nullable(dateTime),
});
export const notificationPage = obj({
  items: list(notificationSchema),
  page: int,
  size: int,
  total: int,
  hasNext: bool,
  unread: int,
});

export const partnerProfileSchema = obj({
  staffSeq: int,
  email: str,
  name: str,
  shops: list(obj({ shopId: int, name: str, role: enumOf(['OWNER', 'MANAGER', 'STAFF']) })),
});
export const partnerSessionSchema = obj({ token: str, expiresAt: dateTime, staff: partnerProfileSchema });
