// Types of the booking calls ("Reservations (issue 4)" in docs/api-contract.md), taken from the
// OpenAPI document the API serves (shared/src/api/schema.gen.ts, regenerated and drift-checked by
// the API's tests), so a change of the API shows up here as a type error, never as a silent drift.
import type { ApiGet } from '@guardian/shared';

/** GET /v2/online-reservation/shops/{shopId}: the shop, its products and its booking rules. */
export type OnlineShop = ApiGet<'/v2/online-reservation/shops/{shopId}'>;
export type RefundRule = OnlineShop['refundPolicy'][number];
export type DepositRule = OnlineShop['depositRule'];

/** A service with a price per pet band (size or weight, or cat). */
export type Product = ApiGet<'/v2/online-reservation/products/{productSeq}'>;
export type ProductUnit = Product['unit'];
export type PriceBand = Product['prices'][number]['band'];

/** What the chosen pets pay for a product (one line per pet). */
export type Quote = ApiGet<'/v2/online-reservation/products/{productSeq}/quote'>;
export type PriceLine = Quote['lines'][number];

export type Availability = ApiGet<'/v2/online-reservation/shops/{shopId}/availability'>;
export type MonthAvailability = ApiGet<'/v2/online-reservation/shops/{shopId}/availability/month'>;

/** A reservation as its owner sees it (list, detail, schedule, alimtalk link). */
export type Reservation = ApiGet<'/v2/reservations/{id}'>;

export type ReservationStatus = Reservation['status'];

/**
 * What cancelling costs today. `depositPaid` false with base DEPOSIT: nothing was sent, so fee 0
 * and refundAmount 0.
 */
export type CancelQuote = ApiGet<'/v2/reservations/{id}/cancel-quote'>;

export type Breed = ApiGet<'/v2/breeds'>[number];
