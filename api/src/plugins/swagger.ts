import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface OpenApiDoc {
  paths?: Record<
    string,
    Record<
      string,
      { parameters?: { in: string; schema?: { type?: string }; style?: string; explode?: boolean }[] }
    >
  >;
}

/** Query arrays travel comma-joined (`regionSeqs=1,2`): OpenAPI's `style: form, explode: false`. */
function markCommaJoinedArrays(doc: OpenApiDoc) {
  for (const ops of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(ops)) {
      for (const p of op.parameters ?? []) {
        if (p.in === 'query' && p.schema?.type === 'array')
          Object.assign(p, { style: 'form', explode: false });
      }
    }
  }
  return doc as never;
}

/** `serve`: expose /docs and /openapi.json; the document itself is always built (scripts/openapi.ts reads it). */
async function swaggerPlugin(app: FastifyInstance, opts: { serve: boolean }) {
  await app.register(swagger, {
    transformObject: (documentObject) =>
      markCommaJoinedArrays((documentObject as unknown as { openapiObject: OpenApiDoc }).openapiObject),
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Guardian API',
        version: '2.0.0',
        description:
          'Every response is the envelope `{ resultCode, message, data }`. Arrays in query strings are comma-joined. ' +
          'Integers in paths and query strings are plain decimal digits: `16`, while `0x10`, `1e1`, `+16`, ` 16`, `16.0` or ' +
          '`016` is 400 VALIDATION_ERROR. ' +
          'Auth: `Authorization: Bearer <session token>`.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          partnerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'Partner (shop staff) token from POST /v2/partner/login',
          },
          editorAuth: {
            type: 'http',
            scheme: 'bearer',
            description: '홈 content editor token from POST /v2/editor/login',
          },
        },
      },
      tags: [
        { name: 'auth', description: '로그인, 회원가입, 인증' },
        { name: 'user', description: '내 정보' },
        { name: 'shop', description: '매장' },
        { name: 'catalog', description: '품종, 감정 단어' },
        { name: 'marketing', description: '배너' },
        { name: 'system', description: '상태 확인' },
        { name: 'pets', description: '내 반려동물' },
        { name: 'online-reservation', description: '온라인 예약: 매장, 상품, 가격, 예약 가능 시간' },
        { name: 'reservations', description: '내 예약, 취소' },
        { name: 'schedule', description: '일정 (확정된 방문)' },
        { name: 'notifications', description: '알림 센터 (/news), 종류별 설정, 웹·앱 푸시 등록' },
        { name: 'partner', description: '파트너(매장 직원) API' },
        { name: 'notices', description: '매장 공지 (/notice)와 파트너 공지 작성' },
        { name: 'community', description: '커뮤니티: 글, 댓글, 좋아요, 신고, 검색' },
        { name: 'consents', description: '동의서: 매장의 동의서, 서명, 서명본 PDF' },
        { name: 'reviews', description: '리뷰: 완료된 방문의 별점, 글, 사진과 매장의 답글' },
        { name: 'media', description: '사진 올리기와 서명된 사진 주소' },
        { name: 'alim-paper', description: '알림장: 매장이 쓰고 보호자가 읽고 공유' },
        { name: 'payments', description: '결제: 승인, 주문 상태, 웹훅' },
        { name: 'vouchers', description: '이용권: 상품, 구매, 내 이용권, 환불' },
        { name: 'coupons', description: '쿠폰' },
        { name: 'albums', description: '앨범 (/album): 매장이 올린 반려동물 사진' },
        { name: 'chatting', description: '채팅 (보호자 ↔ 매장), 실시간 연결 /v2/chatting/ws' },
        { name: 'curation', description: '홈: 큐레이션 시리즈와 콘텐츠, 품종 가이드, 매장 리뷰' },
        { name: 'events', description: '이벤트와 쿠폰 받기' },
        { name: 'editor', description: '에디터 API (홈 콘텐츠 작성)' },
        { name: 'ai-profile', description: 'AI 프로필: 상품, 주문, 생성 작업, 완성 사진' },
      ],
    },
  });
  // A production API does not publish its reference page and map of every operation.
  if (!opts.serve) return;
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(swaggerPlugin, { name: 'swagger' });
