import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  buildOpenApiDocument,
  FRONT_TYPES_PATH,
  OPENAPI_PATH,
  renderFrontTypes,
  renderOpenApiJson,
} from '../openapi-lib.js';

const CONTRACT_CALLS = [
  'post /v2/login',
  'post /v2/logout',
  'get /v2/me',
  'put /v2/me',
  'post /v2/user/duplicated',
  'post /v2/mobile-certification',
  'post /v2/mobile-certification/verify',
  'post /v2/signup',
  'put /v2/user/password',
  'delete /v2/user',
  'patch /v2/user/my-profile',
  'patch /v2/user/shop/sort-order',
  'get /v2/auth/sns/authorize-url',
  'post /v2/auth/sns/callback',
  'post /v2/auth/chatting',
  'post /v2/invitation/token/validate',
  'post /v1/shop/user/link',
  'get /v2/shop',
  'post /v2/shop/{id}/favorite',
  'delete /v2/shop/{id}/favorite',
  'get /v2/shop/favorite',
  'get /v2/shop/{id}/filter/facilities',
  'get /v2/shop/app/config',
  'get /v2/shop/category/image',
  'get /v2/shop/filter/facilities/config',
  'get /v2/shop/filter/region/config',
  'get /v2/shop/inquiry',
  'delete /v2/shop/link',
  'post /v2/shop/request-register',
  'get /v2/shop/simple-info',
  'get /v2/breeds',
  'get /v2/emotion-words',
  'get /v2/marketing/banner',
  'get /v2/health',
  // Reservations (issue 4)
  'get /v2/pets',
  'post /v2/pets',
  'put /v2/pets/{petSeq}',
  'delete /v2/pets/{petSeq}',
  'get /v2/online-reservation/shops',
  'get /v2/online-reservation/shops/{shopId}',
  'get /v2/online-reservation/products/{productSeq}',
  'get /v2/online-reservation/products/{productSeq}/quote',
  'get /v2/online-reservation/shops/{shopId}/availability',
  'get /v2/online-reservation/shops/{shopId}/availability/month',
  'post /v2/reservations',
  'get /v2/reservations',
  'get /v2/reservations/next',
  'get /v2/reservations/{id}',
  'get /v2/reservations/{id}/cancel-quote',
  'post /v2/reservations/{id}/cancel',
  'get /v2/schedule',
  'get /v2/schedule/alimtalk',
  'get /v2/schedule/{id}',
  'get /v2/notifications',
  'post /v2/notifications/{id}/read',
  'post /v2/partner/login',
  'post /v2/partner/logout',
  'get /v2/partner/me',
  'get /v2/partner/reservations',
  'post /v2/partner/reservations/{id}/confirm',
  'post /v2/partner/reservations/{id}/reject',
  'post /v2/partner/reservations/{id}/complete',
  'post /v2/partner/reservations/{id}/no-show',
  'post /v2/partner/reservations/{id}/deposit-paid',
  // community (issue 13)
  'get /v2/community',
  'post /v2/community',
  'get /v2/community/search',
  'get /v2/community/my/posts',
  'get /v2/community/my/likes',
  'get /v2/community/my/comments',
  'get /v2/community/my/counts',
  'get /v2/community/{communitySeq}',
  'put /v2/community/{communitySeq}',
  'delete /v2/community/{communitySeq}',
  'post /v2/community/{communitySeq}/like',
  'delete /v2/community/{communitySeq}/like',
  'get /v2/community/{communitySeq}/comments',
  'post /v2/community/{communitySeq}/comments',
  'put /v2/community/comments/{commentSeq}',
  'delete /v2/community/comments/{commentSeq}',
  'post /v2/community/{communitySeq}/report',
  'post /v2/community/comments/{commentSeq}/report',
  // Media (issue 12)
  'post /v2/media',
  'get /v2/media/{mediaSeq}/{variant}',
  // 알림장 (issue 12)
  'get /v2/alim-papers',
  'get /v2/alim-papers/shared',
  'get /v2/alim-papers/{id}',
  'post /v2/alim-papers/{id}/reply',
  'post /v2/alim-papers/{id}/share',
  'delete /v2/alim-papers/{id}/share',
  'get /v2/partner/alim-papers',
  'post /v2/partner/alim-papers',
  'get /v2/partner/alim-papers/{id}',
  'put /v2/partner/alim-papers/{id}',
  'post /v2/partner/alim-papers/{id}/publish',
];

describe('OpenAPI document', () => {
  it('covers every call of the contract', async () => {
    const doc = (await buildOpenApiDocument()) as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(calls.sort()).toEqual([...CONTRACT_CALLS].sort());
  });

  it('api/openapi.json and shared/src/api/schema.gen.ts are up to date (run `pnpm --filter @guardian/api openapi`)', async () => {
    const doc = await buildOpenApiDocument();
    expect(await readFile(OPENAPI_PATH, 'utf8')).toBe(renderOpenApiJson(doc));
    expect(await readFile(FRONT_TYPES_PATH, 'utf8')).toBe(await renderFrontTypes(doc));
  });
});
