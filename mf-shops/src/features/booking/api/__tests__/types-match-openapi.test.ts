// The booking types (../types.ts) are derived from one call each of the served OpenAPI document
// (shared/src/api/schema.gen.ts, drift-checked by the API's tests); here they must also be exactly
// the shapes of every other call that returns them (a reservation from list, booking, cancel and
// schedule alike). Checked by the type-check step: a mismatch fails `tsc`, not only this run.
import { expectTypeOf } from 'vitest';
import type { ApiGet, ApiPost, Page, Pet, ShopSummary } from '@guardian/shared';
import type {
  Availability,
  Breed,
  CancelQuote,
  DepositRule,
  MonthAvailability,
  OnlineShop,
  PriceBand,
  PriceLine,
  Product,
  ProductUnit,
  Quote,
  RefundRule,
  Reservation,
  ReservationStatus,
} from '../types';

type OnlineShopData = ApiGet<'/v2/online-reservation/shops/{shopId}'>;
type ReservationData = ApiGet<'/v2/reservations/{id}'>;

describe('booking types follow the OpenAPI document', () => {
  it('online reservation calls return Page<ShopSummary>, OnlineShop and Product', () => {
    expectTypeOf<Page<ShopSummary>>().toEqualTypeOf<ApiGet<'/v2/online-reservation/shops'>>();
    expectTypeOf<OnlineShop>().toEqualTypeOf<OnlineShopData>();
    expectTypeOf<RefundRule[]>().toEqualTypeOf<OnlineShopData['refundPolicy']>();
    expectTypeOf<DepositRule>().toEqualTypeOf<OnlineShopData['depositRule']>();
    expectTypeOf<Product>().toEqualTypeOf<ApiGet<'/v2/online-reservation/products/{productSeq}'>>();
    expectTypeOf<ProductUnit>().toEqualTypeOf<Product['unit']>();
    expectTypeOf<PriceBand>().toEqualTypeOf<Product['prices'][number]['band']>();
  });

  it('quote and availability calls return Quote, Availability and MonthAvailability', () => {
    type QuoteData = ApiGet<'/v2/online-reservation/products/{productSeq}/quote'>;
    expectTypeOf<Quote>().toEqualTypeOf<QuoteData>();
    expectTypeOf<PriceLine[]>().toEqualTypeOf<QuoteData['lines']>();
    expectTypeOf<Availability>().toEqualTypeOf<
      ApiGet<'/v2/online-reservation/shops/{shopId}/availability'>
    >();
    expectTypeOf<MonthAvailability>().toEqualTypeOf<
      ApiGet<'/v2/online-reservation/shops/{shopId}/availability/month'>
    >();
  });

  it('reservation calls return Reservation, Page<Reservation> and CancelQuote', () => {
    expectTypeOf<Reservation>().toEqualTypeOf<ReservationData>();
    expectTypeOf<ReservationStatus>().toEqualTypeOf<ReservationData['status']>();
    expectTypeOf<Reservation>().toEqualTypeOf<ApiPost<'/v2/reservations'>>();
    expectTypeOf<Page<Reservation>>().toEqualTypeOf<ApiGet<'/v2/reservations'>>();
    expectTypeOf<Reservation>().toEqualTypeOf<ApiPost<'/v2/reservations/{id}/cancel'>>();
    expectTypeOf<CancelQuote>().toEqualTypeOf<ApiGet<'/v2/reservations/{id}/cancel-quote'>>();
  });

  it('schedule calls return Reservation lists and single visits', () => {
    expectTypeOf<Reservation[]>().toEqualTypeOf<ApiGet<'/v2/schedule'>>();
    expectTypeOf<Reservation>().toEqualTypeOf<ApiGet<'/v2/schedule/{id}'>>();
    expectTypeOf<Reservation>().toEqualTypeOf<ApiGet<'/v2/schedule/alimtalk'>>();
  });

  it('pet calls return Pet and Breed lists', () => {
    expectTypeOf<Pet[]>().toEqualTypeOf<ApiGet<'/v2/pets'>>();
    expectTypeOf<Pet>().toEqualTypeOf<ApiPost<'/v2/pets'>>();
    expectTypeOf<Breed[]>().toEqualTypeOf<ApiGet<'/v2/breeds'>>();
  });
});
