import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { bearer, pageOf, responses } from '../../http/schemas.js';
import { inquiryQuery, shopSummarySchema } from './schemas.js';

export default async function inquiryRoutes(app: TypedApp) {
  app.get(
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
    async (request) => ok(await app.services.shops.inquiry(request.query, request.auth?.userSeq ?? null)),
  );
}
