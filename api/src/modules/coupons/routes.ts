import type { TypedApp } from '../../http/typed-app.js';
import { bearer, list, responses } from '../../http/schemas.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { timeCursorQuery } from '../../http/time-paging.js';
import { couponPageSchema, couponParams, couponSchema, couponsQuery } from './schemas.js';

const tags = ['coupons'];
const auth = { config: { auth: 'required' as const } };

export default async function couponRoutes(app: TypedApp) {
  const coupons = app.services.coupons;

  app.get(
    '/coupons',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 쿠폰 (usable: 사용 가능 전부, past: 사용·만료 최근 50장; 페이지는 GET /v2/coupons/past)',
        security: bearer,
        querystring: couponsQuery,
        response: responses(list(couponSchema)),
      },
    },
    async (request) => ok(await coupons.list(currentUser(request).userSeq, request.query.tab, app.now())),
  );

  app.get(
    '/coupons/past',
    {
      ...auth,
      schema: {
        tags,
        summary: '사용·만료된 내 쿠폰 (최근에 쓰거나 만료된 것부터, cursor 페이지)',
        description:
          'Newest first by when each stopped being usable (used: when used; otherwise its expiry), ties by seq; ' +
          'pass `nextCursor` back as `cursor`. 400 VALIDATION_ERROR (a malformed cursor, size out of 1..50).',
        security: bearer,
        querystring: timeCursorQuery,
        response: responses(couponPageSchema),
      },
    },
    async (request) => ok(await coupons.pastPage(currentUser(request).userSeq, request.query, app.now())),
  );

  app.get(
    '/coupons/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '쿠폰 상세 (본인 쿠폰만; 다른 사람 것은 404 COUPON_NOT_FOUND)',
        security: bearer,
        params: couponParams,
        response: responses(couponSchema),
      },
    },
    async (request) => ok(await coupons.mine(currentUser(request).userSeq, request.params.id, app.now())),
  );
}
