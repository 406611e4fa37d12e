import type { TypedApp } from '../../http/typed-app.js';
import { bearer, idParams, nullData, responses } from '../../http/schemas.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import {
  alimPaperPage,
  alimPaperSchema,
  alimPapersQuery,
  replyBody,
  shareQuery,
  shareSchema,
  sharedAlimPaperSchema,
} from './schemas.js';

const tags = ['alim-paper'];
const auth = { config: { auth: 'required' as const } };

/** The owner's side of 알림장, and the shared-link page's read (no login). */
export default async function alimPaperRoutes(app: TypedApp) {
  const cards = app.services.alimPapers;

  app.get(
    '/alim-papers',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 알림장 (날짜 최신순, 반려동물 필터, 안 읽음 표시)',
        security: bearer,
        querystring: alimPapersQuery,
        response: responses(alimPaperPage),
      },
    },
    async (request) => ok(await cards.list(currentUser(request).userSeq, request.query, app.now())),
  );

  // Before /alim-papers/:id, and a static segment anyway: `shared` is never an id.
  app.get(
    '/alim-papers/shared',
    {
      schema: {
        tags,
        summary: '공유 링크로 알림장 보기 (로그인 없음)',
        description:
          'The token from POST /v2/alim-papers/{id}/share. `id` (from /alarmpaper/{id}) must be the token’s card. ' +
          'Unknown, expired, revoked or mismatched → 404 ALIM_PAPER_SHARE_INVALID.',
        querystring: shareQuery,
        response: responses(sharedAlimPaperSchema),
      },
    },
    async (request) => ok(await cards.shared(request.query.token, request.query.id, app.now())),
  );

  app.get(
    '/alim-papers/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '알림장 보기 (읽음 처리: 그 알림장을 알린 소식도)',
        security: bearer,
        params: idParams,
        response: responses(alimPaperSchema),
      },
    },
    async (request) => ok(await cards.detail(currentUser(request).userSeq, request.params.id, app.now())),
  );

  app.post(
    '/alim-papers/:id/reply',
    {
      ...auth,
      schema: {
        tags,
        summary: '선생님께 답장 (다시 쓰면 바뀜)',
        security: bearer,
        params: idParams,
        body: replyBody,
        response: responses(alimPaperSchema),
      },
    },
    async (request) =>
      ok(await cards.reply(currentUser(request).userSeq, request.params.id, request.body.text, app.now())),
  );

  app.post(
    '/alim-papers/:id/share',
    {
      ...auth,
      schema: {
        tags,
        summary: '공유 링크 만들기 (7일, 새로 만들면 이전 링크는 끊김)',
        security: bearer,
        params: idParams,
        response: responses(shareSchema),
      },
    },
    async (request) => ok(await cards.share(currentUser(request).userSeq, request.params.id, app.now())),
  );

  app.delete(
    '/alim-papers/:id/share',
    {
      ...auth,
      schema: {
        tags,
        summary: '공유 링크 끊기',
        security: bearer,
        params: idParams,
        response: responses(nullData),
      },
    },
    async (request) => {
      await cards.revokeShare(currentUser(request).userSeq, request.params.id);
      return ok(null);
    },
  );
}
