import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, list, responses } from '../../http/schemas.js';
import {
  aiOrderBody,
  aiOrderCreatedSchema,
  aiOrderSchema,
  aiOrderSummarySchema,
  aiProductSchema,
  orderParams,
  photoCheckBody,
  photoCheckSchema,
  resultParams,
} from './schemas.js';

const auth = { config: { auth: 'required' as const } };

export default async function aiProfileRoutes(app: TypedApp) {
  const ai = () => app.services.aiProfile;

  app.get(
    '/ai-profile/products',
    {
      config: { auth: 'none' as const },
      schema: {
        tags: ['ai-profile'],
        summary: 'AI 프로필 상품 (스타일 팩과 가격)',
        response: responses(list(aiProductSchema)),
      },
    },
    async () => ok(await ai().products()),
  );

  app.post(
    '/ai-profile/photo-checks',
    {
      ...auth,
      schema: {
        tags: ['ai-profile'],
        summary: '올린 사진 점검 (너무 작음, 흐림, 반려동물 없음)',
        security: bearer,
        body: photoCheckBody,
        response: responses(photoCheckSchema),
      },
    },
    async (request) => ok(await ai().checkPhoto(currentUser(request).userSeq, request.body.mediaSeq)),
  );

  app.post(
    '/ai-profile/orders',
    {
      ...auth,
      schema: {
        tags: ['ai-profile'],
        summary: 'AI 프로필 주문 (반려동물 정보, 사진 5~10장) → 결제 요청 정보',
        description:
          'The photos are the caller’s uploads not used by another order (404 AI_PHOTO_NOT_FOUND). Sending photos ' +
          'of an unpaid order of the caller’s again (paying again after the payment window failed or was closed) ' +
          'makes that order again, same `orderSeq`, with the product, pet and photos sent now and a new payment ' +
          'request; photos it no longer holds are freed, and its earlier payment request can no longer pay it ' +
          '(the confirm answers 409 AI_ORDER_PAYMENT_REPLACED and the charge is cancelled).',
        security: bearer,
        body: aiOrderBody,
        response: responses(aiOrderCreatedSchema),
      },
    },
    async (request) => ok(await ai().createOrder(currentUser(request).userSeq, request.body)),
  );

  app.get(
    '/ai-profile/orders',
    {
      ...auth,
      schema: {
        tags: ['ai-profile'],
        summary: '내 AI 프로필 주문 내역',
        security: bearer,
        response: responses(list(aiOrderSummarySchema)),
      },
    },
    async (request) => ok(await ai().history(currentUser(request).userSeq)),
  );

  app.get(
    '/ai-profile/orders/:orderSeq',
    {
      ...auth,
      schema: {
        tags: ['ai-profile'],
        summary: 'AI 프로필 주문: 진행 상황과 완성된 사진 (본인 주문만)',
        security: bearer,
        params: orderParams,
        response: responses(aiOrderSchema),
      },
    },
    async (request) => ok(await ai().detail(currentUser(request).userSeq, request.params.orderSeq)),
  );

  app.get(
    '/ai-profile/orders/:orderSeq/download',
    {
      ...auth,
      schema: {
        tags: ['ai-profile'],
        summary: '완성된 사진 전체 ZIP 다운로드 (본인 주문만)',
        security: bearer,
        params: orderParams,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const zip = await ai().zip(currentUser(request).userSeq, request.params.orderSeq);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${zip.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(zip.body);
    },
  );

  app.get(
    '/ai-profile/orders/:orderSeq/results/:resultSeq/file',
    {
      ...auth,
      schema: {
        tags: ['ai-profile'],
        summary: '완성된 사진 한 장 원본 (JPEG, 본인 주문만)',
        security: bearer,
        params: resultParams,
        produces: ['image/jpeg'],
      },
    },
    async (request, reply) => {
      const { orderSeq, resultSeq } = request.params;
      const file = await ai().picture(currentUser(request).userSeq, orderSeq, resultSeq);
      return reply
        .type('image/jpeg')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
