import type { TypedApp } from '../../http/typed-app.js';
import { responses } from '../../http/schemas.js';
import { ok } from '../../lib/envelope.js';
import { currentPartner } from '../../plugins/auth.js';
import { couponSchema, issueCouponBody, shopParams } from './schemas.js';

export default async function couponPartnerRoutes(app: TypedApp) {
  app.post(
    '/partner/shops/:shopId/coupons',
    {
      config: { auth: 'partner' as const },
      schema: {
        tags: ['partner'],
        summary: '고객에게 쿠폰 발급 (매장 대표·매니저)',
        description:
          '403 FORBIDDEN (not my shop, or STAFF role), 404 CUSTOMER_NOT_FOUND (never booked with or linked the shop), ' +
          '400 VALIDATION_ERROR (percent over 100, a service of another shop).',
        security: [{ partnerAuth: [] }],
        params: shopParams,
        body: issueCouponBody,
        response: responses(couponSchema),
      },
    },
    async (request) =>
      ok(
        await app.services.coupons.issueByShop(
          currentPartner(request).staffSeq,
          request.params.shopId,
          request.body,
          app.now(),
        ),
      ),
  );
}
