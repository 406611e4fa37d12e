import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, idParams, list, nullData, obj, responses, S } from '../../http/schemas.js';
import {
  appConfigSchema,
  categoryImagesSchema,
  facilitySchema,
  regionSchema,
  requestRegisterBody,
  shopDetailSchema,
  shopIdQuery,
  shopQuery,
  shopSummarySchema,
} from './schemas.js';

const auth = { config: { auth: 'required' as const } };

export default async function shopRoutes(app: TypedApp) {
  const shops = app.services.shops;

  app.get(
    '/shop',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['shop'],
        summary: '매장 상세 (로그인 불필요)',
        description:
          'userSeq is accepted for compatibility and ignored: isFavorite comes from the bearer token when present.',
        querystring: shopQuery,
        response: responses(shopDetailSchema),
      },
    },
    async (request) => ok(await shops.detail(request.query.shopId, request.auth?.userSeq ?? null)),
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/shop/:id/favorite',
      ...auth,
      schema: {
        tags: ['shop'],
        summary: method === 'POST' ? '즐겨찾기 추가' : '즐겨찾기 해제',
        security: bearer,
        params: idParams,
        response: responses(obj({ isFavorite: S.bool })),
      },
      handler: async (request) =>
        ok(await shops.setFavorite(currentUser(request).userSeq, request.params.id, method === 'POST')),
    });
  }

  app.get(
    '/shop/favorite',
    {
      ...auth,
      schema: {
        tags: ['shop'],
        summary: '즐겨찾기 매장',
        security: bearer,
        response: responses(list(shopSummarySchema)),
      },
    },
    async (request) => ok(await shops.favorites(currentUser(request).userSeq)),
  );

  app.get(
    '/shop/:id/filter/facilities',
    {
      schema: {
        tags: ['shop'],
        summary: '매장 편의시설',
        params: idParams,
        response: responses(list(facilitySchema)),
      },
    },
    async (request) => ok(await shops.facilitiesOf(request.params.id)),
  );

  app.get(
    '/shop/app/config',
    {
      schema: {
        tags: ['shop'],
        summary: '매장 앱 설정',
        querystring: shopIdQuery,
        response: responses(appConfigSchema),
      },
    },
    async (request) => ok(await shops.appConfig(request.query.shopId)),
  );

  app.get(
    '/shop/category/image',
    {
      schema: {
        tags: ['shop'],
        summary: '매장 카테고리별 이미지 (이미지 없는 항목 포함)',
        querystring: shopIdQuery,
        response: responses(categoryImagesSchema),
      },
    },
    async (request) => ok(await shops.categoryImages(request.query.shopId)),
  );

  app.get(
    '/shop/filter/facilities/config',
    { schema: { tags: ['shop'], summary: '편의시설 필터 목록', response: responses(list(facilitySchema)) } },
    async () => ok(await shops.allFacilities()),
  );

  app.get(
    '/shop/filter/region/config',
    {
      schema: {
        tags: ['shop'],
        summary: '지역 필터 목록 (시도별 그룹은 클라이언트)',
        response: responses(list(regionSchema)),
      },
    },
    async () => ok(await shops.allRegions()),
  );

  app.delete(
    '/shop/link',
    {
      ...auth,
      schema: {
        tags: ['shop'],
        summary: '매장 연결 해제',
        description:
          '404 NOT_LINKED when the shop is not linked to me, also when it was unlinked already (on another ' +
          'device with the same account): the end state asked for, which the app takes as done.',
        security: bearer,
        querystring: shopIdQuery,
        response: responses(nullData),
      },
    },
    async (request) => {
      await app.services.invitations.unlink(currentUser(request).userSeq, request.query.shopId);
      return ok(null);
    },
  );

  app.post(
    '/shop/request-register',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['shop'],
        summary: '매장 입점 요청',
        body: requestRegisterBody,
        response: responses(obj({ requestSeq: S.int })),
      },
    },
    async (request) => {
      // Open to anyone and read by people: without a budget it is a way to flood the team's queue.
      await app.rateLimit.consume(
        `register-request:ip:${request.ip}`,
        app.config.rateLimits.registerRequestsPerIp,
        60 * 60,
      );
      return ok(await shops.requestRegister({ ...request.body, userSeq: request.auth?.userSeq ?? null }));
    },
  );

  app.get(
    '/shop/simple-info',
    {
      ...auth,
      schema: {
        tags: ['shop'],
        summary: '내 연결 매장 (정렬 순서)',
        security: bearer,
        response: responses(list(shopSummarySchema)),
      },
    },
    async (request) => ok(await shops.linkedShops(currentUser(request).userSeq)),
  );
}
