// Shapes the front and the API agree on (docs/api-contract.md). Response shapes are taken from the
// OpenAPI document the API serves (schema.gen.ts, drift-checked by the API's tests), so the apps
// cannot silently disagree with the API; only the envelope, paging and query vocabularies are written here.
import type { ApiGet, ApiPost } from './openapi-types';

export type OrderBy = 'CLOSEST' | 'RECENTLY_REGISTERED' | 'REVIEWS';

/** Every response body: the client resolves to `data`. */
export interface ApiEnvelope<T> {
  resultCode: string;
  message: string;
  data: T;
}

export type ShopSummary = ApiGet<'/v2/shop/favorite'>[number];
/** A shop's page: the summary plus contact, hours, facilities and whether it takes online bookings. */
export type ShopDetail = ApiGet<'/v2/shop'>;
/** `dayOfWeek` 0 = Sunday; `open`/`close` 'HH:mm' Seoul time. */
export type ShopHours = ShopDetail['hours'][number];
export type Facility = ApiGet<'/v2/shop/filter/facilities/config'>[number];
export type Region = ApiGet<'/v2/shop/filter/region/config'>[number];

/** The logged-in owner (`userId` is the e-mail), with linked shops and pets. */
export type Me = ApiGet<'/v2/me'>;
export type UserShop = Me['userShops'][number];
export type Pet = Me['pets'][number];
export type Session = ApiPost<'/v2/login'>;
export type Banner = ApiGet<'/v2/marketing/banner'>[number];

export type ShopCategory = ShopSummary['categories'][number];
export type SnsKind = Me['snsKind'];

/** `page` is 0-based. */
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  hasNext: boolean;
}

export interface FieldError {
  field: string;
  message: string;
}
