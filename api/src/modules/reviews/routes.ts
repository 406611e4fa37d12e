import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentPartner, currentUser } from '../../plugins/auth.js';
import { bearer, idParams, list, nullData, pageOf, responses } from '../../http/schemas.js';
import {
  myReviewSchema,
  partnerReviewSchema,
  partnerReviewsQuery,
  pendingReviewSchema,
  replyBody,
  reviewCreateBody,
  reviewUpdateBody,
  shopReviewPage,
  shopReviewsParams,
  shopReviewsQuery,
} from './schemas.js';

const tags = ['reviews'];
const auth = { config: { auth: 'required' as const } };
const partner = { config: { auth: 'partner' as const } };
const partnerSecurity = [{ partnerAuth: [] }];

export default async function reviewRoutes(app: TypedApp) {
  const reviews = app.services.reviews;

  app.get(
    '/reviews/mine',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 리뷰 (최근순)',
        security: bearer,
        response: responses(list(myReviewSchema)),
      },
    },
    async (request) => ok(await reviews.myReviews(currentUser(request).userSeq, app.now())),
  );

  app.get(
    '/reviews/pending',
    {
      ...auth,
      schema: {
        tags,
        summary: '리뷰를 기다리는 방문 (완료되었고 리뷰가 없는 예약)',
        security: bearer,
        response: responses(list(pendingReviewSchema)),
      },
    },
    async (request) => ok(await reviews.pending(currentUser(request).userSeq)),
  );

  app.post(
    '/reviews',
    {
      ...auth,
      schema: {
        tags,
        summary: '리뷰 쓰기 (완료된 방문 하나에 하나)',
        description:
          '404 RESERVATION_NOT_FOUND (not the caller’s), 409 REVIEW_NOT_ALLOWED (not completed), 409 REVIEW_ALREADY_WRITTEN. ' +
          'mediaSeqs: the caller’s own uploads not attached elsewhere (404 MEDIA_NOT_FOUND, 409 MEDIA_ALREADY_ATTACHED).',
        security: bearer,
        body: reviewCreateBody,
        response: responses(myReviewSchema),
      },
    },
    async (request) => ok(await reviews.create(currentUser(request).userSeq, request.body, app.now())),
  );

  app.put(
    '/reviews/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '리뷰 고치기 (쓴 날부터 7일)',
        description:
          '404 REVIEW_NOT_FOUND, 409 REVIEW_EDIT_CLOSED after the window: editable through the end of the Seoul day 7 days ' +
          'after the day it was written (editableUntil, 23:59:59.999 +09:00). Photos left out of mediaSeqs are released; new ones claimed.',
        security: bearer,
        params: idParams,
        body: reviewUpdateBody,
        response: responses(myReviewSchema),
      },
    },
    async (request) =>
      ok(await reviews.update(currentUser(request).userSeq, request.params.id, request.body, app.now())),
  );

  app.delete(
    '/reviews/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '리뷰 지우기',
        security: bearer,
        params: idParams,
        response: responses(nullData),
      },
    },
    async (request) => {
      await reviews.remove(currentUser(request).userSeq, request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/shop/:shopId/reviews',
    {
      schema: {
        tags,
        summary: '매장 리뷰 (최근순, 리뷰 수와 평균 별점)',
        params: shopReviewsParams,
        querystring: shopReviewsQuery,
        response: responses(shopReviewPage),
      },
    },
    async (request) =>
      ok(await reviews.shopReviews(request.params.shopId, request.query.page, request.query.size, app.now())),
  );

  app.get(
    '/partner/reviews',
    {
      ...partner,
      schema: {
        tags,
        summary: '내 매장 리뷰',
        security: partnerSecurity,
        querystring: partnerReviewsQuery,
        response: responses(pageOf(partnerReviewSchema)),
      },
    },
    async (request) =>
      ok(
        await reviews.partnerReviews(
          currentPartner(request).staffSeq,
          request.query.shopId,
          request.query.page,
          request.query.size,
          app.now(),
        ),
      ),
  );

  app.put(
    '/partner/reviews/:id/reply',
    {
      ...partner,
      schema: {
        tags,
        summary: '리뷰에 답글 (다시 쓰면 바뀜)',
        description: '404 REVIEW_NOT_FOUND for another shop’s review.',
        security: partnerSecurity,
        params: idParams,
        body: replyBody,
        response: responses(partnerReviewSchema),
      },
    },
    async (request) =>
      ok(
        await reviews.reply(
          currentPartner(request).staffSeq,
          request.params.id,
          request.body.reply,
          app.now(),
        ),
      ),
  );
}
