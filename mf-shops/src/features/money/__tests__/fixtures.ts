// The money screens' test data, each as the API answers it, with what a test changes passed in.
import type { Coupon, Deposit, PurchaseQuote, Voucher } from '../api/types';

export const voucherOf = (o: Partial<Voucher> = {}): Voucher => ({
  voucherSeq: 7,
  purchaseSeq: 3,
  shop: { shopId: 1, name: '바둑펫뷰티 종로점' },
  name: '목욕 10회 이용권',
  totalUses: 10,
  usedUses: 1,
  heldUses: 0,
  remainingUses: 9,
  paidAmount: 270000,
  unitListPrice: 30000,
  services: [{ productSeq: 11, name: '목욕' }],
  expiresAt: '2027-05-24T00:00:00.000Z',
  state: 'ACTIVE',
  refundAmount: null,
  refundedAt: null,
  createdAt: '2026-11-23T00:00:00.000Z',
  history: [
    {
      reservationSeq: 5,
      date: '2026-11-25',
      time: '10:00',
      productName: '목욕',
      count: 1,
      status: 'USED',
      canceled: false,
    },
  ],
  ...o,
});

export const couponOf = (o: Partial<Coupon> = {}): Coupon => ({
  couponSeq: 4,
  name: '첫 이용권 구매 10% 할인',
  description: '',
  discountType: 'PERCENT',
  discountValue: 10,
  discountLabel: '10%',
  maxDiscount: 30000,
  minPrice: 100000,
  shop: { shopId: 1, name: '바둑펫뷰티 종로점' },
  products: [],
  expiresAt: '2026-12-23T00:00:00.000Z',
  usedAt: null,
  state: 'USABLE',
  ...o,
});

/** The purchase of 목욕 10회 이용권, with the 10% coupon applied when `couponSeq` is given. */
export const quoteOf = (couponSeq: number | null = null): PurchaseQuote => ({
  product: {
    voucherProductSeq: 2,
    shopId: 1,
    shopName: '바둑펫뷰티 종로점',
    name: '목욕 10회 이용권',
    description: '목욕 10회',
    uses: 10,
    price: 270000,
    unitListPrice: 30000,
    listTotal: 300000,
    validityDays: 180,
    services: [{ productSeq: 11, name: '목욕' }],
  },
  listPrice: 270000,
  discount: couponSeq ? 27000 : 0,
  amount: couponSeq ? 243000 : 270000,
  couponSeq,
  coupons: [{ ...couponOf(), discount: 27000 }],
  expiresAt: '2027-05-22T00:00:00.000Z',
});

/** A 요청 hotel night's deposit, not paid yet. */
export const depositOf = (o: Partial<Deposit> = {}): Deposit => ({
  reservationSeq: 9,
  status: 'REQUESTED',
  statusLabel: '요청',
  shopName: '멍멍호텔',
  productName: '1박 호텔링',
  date: '2026-12-03',
  time: null,
  endDate: '2026-12-04',
  startAt: '2026-12-03T02:00:00.000Z',
  endAt: '2026-12-04T03:00:00.000Z',
  amount: 27000,
  dueAt: '2026-11-24T03:00:00.000Z',
  paid: false,
  paidAt: null,
  method: null,
  account: '국민은행 123-456 (멍멍호텔)',
  refundedAmount: 0,
  refundPending: 0,
  refundedAt: null,
  payable: true,
  overdue: false,
  ...o,
});
