import type { FastifyInstance } from 'fastify';
import { isRealDate } from '../../../lib/booking.js';
import { priceLines } from '../../../lib/booking-plan.js';
import { depositFor, daysBetween } from '../../../lib/booking.js';
import { ok } from '../../../lib/envelope.js';
import { AppError, validationError } from '../../../lib/errors.js';
import type { InquiryParams } from '../../../repositories/shop-repository.js';
import { dateStr, onlineShopSchema, petSeqList, productSchema, quoteSchema } from '../../booking-schemas.js';
import { bearer, obj, pageOf, responses, shopSummarySchema } from '../../common-schemas.js';
import { inquiryQuery } from '../shop/inquiry.js';
import { myPets, productContext } from './booking-context.js';

const shopParams = obj({ shopId: { type: 'integer', minimum: 1 } });
const productParams = obj({ productSeq: { type: 'integer', minimum: 1 } });

export default async function onlineReservationShopRoutes(app: FastifyInstance) {
  app.get<{ Querystring: InquiryParams }>(
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
        await app.repos.shops.inquiry({ ...request.query, onlineOnly: true }, request.auth?.userSeq ?? null),
      ),
  );

  app.get<{ Params: { shopId: number } }>(
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
    async (request) => {
      const { shopId } = request.params;
      const shop = await app.repos.shops.detail(shopId, request.auth?.userSeq ?? null);
      if (!shop) throw new AppError('SHOP_NOT_FOUND');
      const [rows, settings] = await Promise.all([
        app.repos.products.byShop(shopId),
        app.repos.products.settings(shopId),
      ]);
      return ok({
        shop,
        products: rows.map((p) => app.repos.products.toDto(p)),
        ...app.repos.products.policyDto(settings),
      });
    },
  );

  app.get<{ Params: { productSeq: number } }>(
    '/online-reservation/products/:productSeq',
    {
      schema: {
        tags: ['online-reservation'],
        summary: '상품 상세',
        params: productParams,
        response: responses(productSchema),
      },
    },
    async (request) => {
      const { product } = await productContext(app, request.params.productSeq);
      return ok(app.repos.products.toDto(product));
    },
  );

  app.get<{
    Params: { productSeq: number };
    Querystring: { petSeqs: number[]; date?: string; endDate?: string };
  }>(
    '/online-reservation/products/:productSeq/quote',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['online-reservation'],
        summary: '선택한 반려동물 기준 가격 (호텔은 date~endDate 박수, 기본 1박)',
        security: bearer,
        params: productParams,
        querystring: obj({ petSeqs: petSeqList, date: dateStr, endDate: dateStr }, ['petSeqs']),
        response: responses(quoteSchema),
      },
    },
    async (request) => {
      const { product, settings } = await productContext(app, request.params.productSeq);
      const pets = await myPets(app, request, request.query.petSeqs);
      let nights = 1;
      const { date, endDate } = request.query;
      if (product.category === 'HOTELING' && date && endDate) {
        if (!isRealDate(date) || !isRealDate(endDate) || endDate <= date || daysBetween(date, endDate) > 30)
          throw validationError([{ field: 'endDate', message: '퇴실 날짜를 확인해주세요.' }]);
        nights = daysBetween(date, endDate);
      }
      const quantity = product.category === 'HOTELING' ? nights : 1;
      const lines = priceLines(product, pets, quantity);
      const totalPrice = lines.reduce((n, l) => n + l.price, 0);
      return ok({
        productSeq: product.productSeq,
        nights: product.category === 'HOTELING' ? nights : null,
        lines,
        totalPrice,
        depositAmount: depositFor(totalPrice, settings.depositRate),
      });
    },
  );
}
