// The API types the apps import are derived from one call each of the served OpenAPI document
// (schema.gen.ts, drift-checked by the API's tests); here they must also be exactly the shapes of
// the other calls that return them, and Page<T> (written by hand) of the paged calls. Checked by
// the type-check step: a mismatch fails `tsc`, not only this run.
import { expectTypeOf } from 'vitest';
import type { ApiGet as Get, ApiPost as Post } from '../openapi-types';
import type {
  Banner,
  Facility,
  Me,
  Page,
  Region,
  Session,
  ShopDetail,
  ShopSummary,
  UserShop,
} from '../types';

describe('API types follow the OpenAPI document', () => {
  it('GET /v2/me is Me, with its UserShop list', () => {
    expectTypeOf<Me>().toEqualTypeOf<Get<'/v2/me'>>();
    expectTypeOf<UserShop[]>().toEqualTypeOf<Get<'/v2/me'>['userShops']>();
  });

  it('POST /v2/login is a Session', () => {
    expectTypeOf<Session>().toEqualTypeOf<Post<'/v2/login'>>();
  });

  it('shop calls return ShopSummary, ShopDetail and Page<ShopSummary>', () => {
    expectTypeOf<ShopSummary[]>().toEqualTypeOf<Get<'/v2/shop/favorite'>>();
    expectTypeOf<ShopDetail>().toEqualTypeOf<Get<'/v2/shop'>>();
    expectTypeOf<Page<ShopSummary>>().toEqualTypeOf<Get<'/v2/shop/inquiry'>>();
  });

  it('config and marketing calls return Facility, Region and Banner lists', () => {
    expectTypeOf<Facility[]>().toEqualTypeOf<Get<'/v2/shop/filter/facilities/config'>>();
    expectTypeOf<Region[]>().toEqualTypeOf<Get<'/v2/shop/filter/region/config'>>();
    expectTypeOf<Banner[]>().toEqualTypeOf<Get<'/v2/marketing/banner'>>();
  });
});
