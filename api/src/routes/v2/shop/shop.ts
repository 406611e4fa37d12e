import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { AppError } from '../../../lib/errors.js';
import { currentUser } from '../../../plugins/auth.js';
import {
  bearer,
  facilitySchema,
  idParams,
  nullData,
  obj,
  regionSchema,
  responses,
  S,
  shopDetailSchema,
  shopIdQuery,
  shopSummarySchema,
} from '../../common-schemas.js';

const auth = { config: { auth: 'required' as const } };
const list = (items: object) => ({ type: 'array', items });

export default async function shopRoutes(app: FastifyInstance) {
  const shops = app.repos.shops;
  const mustExist = async (shopId: number) => {
    if (!(await shops.exists(shopId))) throw new AppError('SHOP_NOT_FOUND');
  };

  app.get<{ Querystring: { shopId: number; userSeq?: number } }>(
    '/shop',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['shop'],
        summary: '매장 상세 (로그인 불필요)',
        description:
          'userSeq is accepted for compatibility and ignored: isFavorite comes from the bearer token when present.',
        querystring: obj(
          { shopId: { type: 'integer', minimum: 1 }, userSeq: { type: 'integer', minimum: 1 } },
          ['shopId'],
        ),
        response: responses(shopDetailSchema),
      },
    },
    async (request) => {
      const detail = await shops.detail(request.query.shopId, request.auth?.userSeq ?? null);
      if (!detail) throw new AppError('SHOP_NOT_FOUND');
      return ok(detail);
    },
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Params: { id: number } }>({
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
      handler: async (request) => {
        await mustExist(request.params.id);
        await shops.setFavorite(currentUser(request).userSeq, request.params.id, method === 'POST');
        return ok({ isFavorite: method === 'POST' });
      },
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

  app.get<{ Params: { id: number } }>(
    '/shop/:id/filter/facilities',
    {
      schema: {
        tags: ['shop'],
        summary: '매장 편의시설',
        params: idParams,
        response: responses(list(facilitySchema)),
      },
    },
    async (request) => {
      await mustExist(request.params.id);
      return ok(await shops.facilitiesOf(request.params.id));
    },
  );

  app.get<{ Querystring: { shopId: number } }>(
    '/shop/app/config',
    {
      schema: {
        tags: ['shop'],
        summary: '매장 앱 설정',
        querystring: shopIdQuery,
        response: responses(
          obj({ shopId: S.int, onlineReservation: S.bool, chatting: S.bool, menus: list(S.str) }),
        ),
      },
    },
    async (request) => {
      const config = await shops.appConfig(request.query.shopId);
      if (!config) throw new AppError('SHOP_NOT_FOUND');
      return ok(config);
    },
  );

  app.get<{ Querystring: { shopId: number } }>(
    '/shop/category/image',
    {
      schema: {
        tags: ['shop'],
        summary: '매장 카테고리별 이미지 (이미지 없는 항목 포함)',
        querystring: shopIdQuery,
        response: responses(list(obj({ category: S.str, images: list(S.str) }))),
      },
    },
    async (request) => {
      await mustExist(request.query.shopId);
      return ok(await shops.categoryImages(request.query.shopId));
    },
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

  app.delete<{ Querystring: { shopId: number } }>(
    '/shop/link',
    {
      ...auth,
      schema: {
        tags: ['shop'],
        summary: '매장 연결 해제',
        security: bearer,
        querystring: shopIdQuery,
        response: responses(nullData),
      },
    },
    async (request) => {
      await app.repos.invitations.unlink(currentUser(request).userSeq, request.query.shopId);
      return ok(null);
    },
  );

  app.post<{ Body: { shopName: string; address?: string; phone?: string; memo?: string } }>(
    '/shop/request-register',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['shop'],
        summary: '매장 입점 요청',
        body: obj(
          {
            shopName: { type: 'string', minLength: 1, maxLength: 100 },
            address: { type: 'string', maxLength: 200 },
            phone: { type: 'string', maxLength: 30, pattern: '^[0-9-+ ]*$' },
            memo: { type: 'string', maxLength: 1000 },
          },
          ['shopName'],
        ),
        response: responses(obj({ requestSeq: S.int })),
      },
    },
    async (request) =>
      ok(
        await app.repos.catalog.requestRegister({ ...request.body, userSeq: request.auth?.userSeq ?? null }),
      ),
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
