import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import type { InquiryParams } from '../../../repositories/shop-repository.js';
import { bearer, obj, pageOf, responses, SHOP_CATEGORIES, shopSummarySchema } from '../../common-schemas.js';

const seqList = {
  type: 'array',
  items: { type: 'integer', minimum: 1 },
  maxItems: 100,
  description: 'comma-joined, e.g. 1,2,3',
} as const;

export const inquiryQuery = obj(
  {
    regionSeqs: seqList,
    category: { type: 'string', enum: SHOP_CATEGORIES },
    facilitiesSeqs: seqList,
    orderBy: {
      type: 'string',
      enum: ['CLOSEST', 'RECENTLY_REGISTERED', 'REVIEWS'],
      default: 'CLOSEST',
    },
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    page: { type: 'integer', minimum: 0, maximum: 10000, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
  },
  [],
);

export default async function inquiryRoutes(app: FastifyInstance) {
  app.get<{ Querystring: InquiryParams }>(
    '/shop/inquiry',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['shop'],
        summary: '매장 검색',
        description:
          'regionSeqs: any of; category: shop offers it; facilitiesSeqs: shop has all of them. ' +
          'CLOSEST sorts by distance from latitude/longitude (Seoul City Hall when absent). Auth optional (isFavorite).',
        security: [...bearer, {}],
        querystring: inquiryQuery,
        response: responses(pageOf(shopSummarySchema)),
      },
    },
    async (request) => ok(await app.repos.shops.inquiry(request.query, request.auth?.userSeq ?? null)),
  );
}
