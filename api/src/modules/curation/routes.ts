import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, idParams, list, responses } from '../../http/schemas.js';
import {
  breedGuideSchema,
  breedParams,
  contentDetailSchema,
  contentParams,
  curationHomeSchema,
  eventCardSchema,
  eventDetailSchema,
  guidedBreedsSchema,
  picksSchema,
  reviewCardSchema,
  reviewSchema,
  takenCouponSchema,
} from './schemas.js';

const tags = ['curation'];
const optional = { config: { auth: 'optional' as const } };
const required = { config: { auth: 'required' as const } };

/** 홈 reads (no login needed except the picks) and events with their coupon. */
export default async function curationRoutes(app: TypedApp) {
  const curation = app.services.curation;

  app.get(
    '/curation',
    { schema: { tags, summary: '큐레이션 시리즈와 콘텐츠 (홈)', response: responses(curationHomeSchema) } },
    async () => ok(await curation.home()),
  );

  app.get(
    '/curation/picks',
    {
      ...required,
      schema: {
        tags,
        summary: '우리 아이 맞춤: 내 반려동물 품종의 콘텐츠',
        security: bearer,
        response: responses(picksSchema),
      },
    },
    async (request) => ok(await curation.picks(currentUser(request).userSeq)),
  );

  app.get(
    '/curation/reviews',
    {
      schema: {
        tags,
        summary: '가디언이 다녀온 매장 리뷰 목록',
        response: responses(list(reviewCardSchema)),
      },
    },
    async () => ok(await curation.reviews()),
  );

  app.get(
    '/curation/review/:id',
    {
      ...optional,
      schema: {
        tags,
        summary: '큐레이션 매장 리뷰',
        description: '404 CURATION_REVIEW_NOT_FOUND (unknown or unpublished).',
        params: idParams,
        response: responses(reviewSchema),
      },
    },
    async (request) => ok(await curation.review(request.params.id, request.auth?.userSeq ?? null)),
  );

  app.get(
    '/curation/breeds',
    {
      schema: {
        tags,
        summary: '관리 노트가 있는 품종 (품종 목록 표시용)',
        response: responses(guidedBreedsSchema),
      },
    },
    async () => ok(await curation.guidedBreeds()),
  );

  app.get(
    '/curation/breeds/:breedSeq',
    {
      schema: {
        tags,
        summary: '품종 가이드: 관리 노트와 관련 콘텐츠',
        description: '`note` is null until an editor writes the breed. 404 BREED_NOT_FOUND.',
        params: breedParams,
        response: responses(breedGuideSchema),
      },
    },
    async (request) => ok(await curation.breedGuide(request.params.breedSeq)),
  );

  app.get(
    '/curation/:curationSeq/:curationContentsSeq',
    {
      ...optional,
      schema: {
        tags,
        summary: '콘텐츠 (기사 또는 영상)',
        description:
          'The body is structured blocks (never HTML). `shops` holds every shop the shop blocks and `relatedShopIds` ' +
          'name. `next` is the next content of the series. 404 CURATION_NOT_FOUND (unknown, other series, unpublished).',
        params: contentParams,
        response: responses(contentDetailSchema),
      },
    },
    async (request) =>
      ok(
        await curation.content(
          request.params.curationSeq,
          request.params.curationContentsSeq,
          request.auth?.userSeq ?? null,
        ),
      ),
  );

  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: '이벤트 목록 (진행 중 → 예정 → 종료)',
        response: responses(list(eventCardSchema)),
      },
    },
    async () => ok(await curation.events(app.now())),
  );

  app.get(
    '/events/:id',
    {
      ...optional,
      schema: {
        tags: ['events'],
        summary: '이벤트 상세',
        description:
          "With a token, `coupon.couponSeq` is the user's coupon (쿠폰함) once taken. 404 EVENT_NOT_FOUND.",
        params: idParams,
        response: responses(eventDetailSchema),
      },
    },
    async (request) => ok(await curation.event(request.params.id, request.auth?.userSeq ?? null, app.now())),
  );

  app.post(
    '/events/:id/coupon',
    {
      ...required,
      schema: {
        tags: ['events'],
        summary: '이벤트 쿠폰 받기 (한 사람당 한 번, 쿠폰함에 담김)',
        description:
          '404 EVENT_NOT_FOUND, 404 EVENT_COUPON_NOT_FOUND, 409 EVENT_NOT_RUNNING (upcoming or ended), ' +
          '409 EVENT_COUPON_ALREADY_TAKEN.',
        security: bearer,
        params: idParams,
        response: responses(takenCouponSchema),
      },
    },
    async (request) =>
      ok(await curation.takeCoupon(request.params.id, currentUser(request).userSeq, app.now())),
  );
}
