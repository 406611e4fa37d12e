import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { bearer, pageOf, responses } from '../../http/schemas.js';
import { inquiryQuery, shopSummarySchema } from '../shops/schemas.js';
import {
  onlineShopSchema,
  productParams,
  productSchema,
  quoteQuery,
  quoteSchema,
  shopParams,
} from './schemas.js';

export default async function onlineReservationShopRoutes(app: TypedApp) {
  app.get(
    '/online-reservation/shops',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['online-reservation'],
        summary: '온라인 예약 가능 매장 검색 (필터는 /v2/shop/inquiry와 동일)',
        security: [...bearer, {}],
        querystring: inquiryQuery,
        response: responses(pageOf(shopSummarySchema)),
      },
    },
    async (request) =>
      ok(
        await app.services.shops.inquiry(
          { ...request.query, onlineOnly: true },
          request.auth?.userSeq ?? null,
        ),
      ),
  );

  app.get(
    '/online-reservation/shops/:shopId',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['online-reservation'],
        summary: '온라인 예약 매장: 매장 정보, 상품, 환불 규정, 예약금 규칙',
        security: [...bearer, {}],
        params: shopParams,
        response: responses(onlineShopSchema),
      },
    },
    async (request) =>
      ok(await app.services.offers.onlineShop(request.params.shopId, request.auth?.userSeq ?? null)),
  );

  app.get(
    '/online-reservation/products/:productSeq',
    {
      schema: {
        tags: ['online-reservation'],
        summary: '상품 상세',
        params: productParams,
        response: responses(productSchema),
      },
    },
    async (request) => ok(await app.services.offers.product(request.params.productSeq)),
  );

  app.get(
    '/online-reservation/products/:productSeq/quote',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['online-reservation'],
        summary: '선택한 반려동물 기준 가격 (호텔은 date~endDate 박수, 기본 1박)',
        description:
          "404 PET_NOT_FOUND when a pet is not the caller's or was removed meanwhile (data: { petSeqs } = the ones gone); " +
          '404 PRODUCT_NOT_FOUND when the product is no longer sold.',
        security: bearer,
        params: productParams,
        querystring: quoteQuery,
        response: responses(quoteSchema),
      },
    },
    async (request) =>
      ok(
        await app.services.offers.quote(
          request.params.productSeq,
          request.auth?.userSeq ?? null,
          request.query,
        ),
      ),
  );
}
