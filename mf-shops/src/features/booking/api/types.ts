// Types of the booking calls ("Reservations (issue 4)" in docs/api-contract.md).
import type { ShopCategory, ShopDetail } from '@guardian/shared';

export type ProductUnit = 'VISIT' | 'NIGHT' | 'DAY';
export type PriceBand = 'SMALL' | 'MEDIUM' | 'LARGE' | 'CAT';
export type ReservationStatus = 'REQUESTED' | 'CONFIRMED' | 'CANCELED' | 'COMPLETED' | 'NO_SHOW';

export interface Product {
  productSeq: number;
  shopId: number;
  category: ShopCategory;
  name: string;
  description: string;
  durationMinutes: number | null;
  unit: ProductUnit;
  unitLabel: string;
  imageUrl: string | null;
  prices: { band: PriceBand; label: string; price: number }[];
}
export interface RefundRule {
  minDaysBefore: number;
  refundRate: number;
  description: string;
}
export interface DepositRule {
  rate: number;
  required: boolean;
  account: string | null;
}
export interface OnlineShop {
  shop: ShopDetail;
  products: Product[];
  refundPolicy: RefundRule[];
  depositRule: DepositRule;
}
export interface PriceLine {
  petSeq: number | null;
  name: string;
  kind: 'DOG' | 'CAT';
  band: PriceBand;
  bandLabel: string;
  unitPrice: number;
  quantity: number;
  price: number;
}
export interface Quote {
  productSeq: number;
  nights: number | null;
  lines: PriceLine[];
  totalPrice: number;
  depositAmount: number;
}
export interface Availability {
  shopId: number;
  productSeq: number;
  category: ShopCategory;
  date: string;
  endDate: string | null;
  petCount: number;
  available: boolean;
  closed: boolean;
  slots: { time: string; remaining: number; available: boolean }[];
  nights: { date: string; remaining: number }[];
  remaining: number | null;
}
export interface MonthAvailability {
  shopId: number;
  productSeq: number;
  category: ShopCategory;
  month: string;
  petCount: number;
  days: { date: string; available: boolean; closed: boolean; remaining: number }[];
}
export interface Reservation {
  reservationSeq: number;
  status: ReservationStatus;
  statusLabel: string;
  category: ShopCategory;
  date: string;
  endDate: string;
  time: string | null;
  nights: number | null;
  startAt: string;
  endAt: string;
  shop: { shopId: number; name: string; thumbnailUrl: string | null; address: string; phone: string };
  product: {
    productSeq: number;
    name: string;
    durationMinutes: number | null;
    unit: ProductUnit;
    unitLabel: string;
    imageUrl: string | null;
  };
  pets: PriceLine[];
  totalPrice: number;
  deposit: {
    amount: number;
    paid: boolean; // the shop confirmed receiving the transfer
    paidAt: string | null;
    dueAt: string;
    account: string | null;
  } | null;
  refundPolicy: RefundRule[];
  memo: string;
  rejectReason: string | null;
  cancellation: {
    canceledAt: string;
    canceledBy: 'OWNER' | 'SHOP';
    fee: number;
    refundAmount: number;
  } | null;
  canCancel: boolean;
  createdAt: string;
  confirmedAt: string | null;
}
export interface CancelQuote {
  reservationSeq: number;
  daysBefore: number;
  refundRate: number;
  base: 'DEPOSIT' | 'PRICE';
  baseAmount: number;
  depositPaid: boolean; // DEPOSIT and false: nothing was sent, so fee 0 and refundAmount 0
  fee: number;
  refundAmount: number;
  refundPolicy: RefundRule[];
}
export interface Breed {
  breedSeq: number;
  kind: 'DOG' | 'CAT';
  name: string;
}
