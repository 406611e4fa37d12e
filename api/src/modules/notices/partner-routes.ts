import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentPartner } from '../../plugins/auth.js';
import { idParams, nullData, responses } from '../../http/schemas.js';
import {
  createNoticeBody,
  partnerNoticePage,
  partnerNoticeSchema,
  partnerNoticesQuery,
  updateNoticeBody,
} from './schemas.js';

const tags = ['notices'];
const partner = { config: { auth: 'partner' as const } };
const partnerBearer = [{ partnerAuth: [] }];

/** The shop's side: staff write, pin, publish and delete their shop's notices. Another shop's: 404. */
export default async function partnerNoticeRoutes(app: TypedApp) {
  const notices = app.services.notices;

  app.get(
    '/partner/notices',
    {
      ...partner,
      schema: {
        tags,
        summary: '내 매장 공지 (임시저장 포함, 고정 먼저)',
        security: partnerBearer,
        querystring: partnerNoticesQuery,
        response: responses(partnerNoticePage),
      },
    },
    async (request) => ok(await notices.partnerList(currentPartner(request).staffSeq, request.query)),
  );

  app.post(
    '/partner/notices',
    {
      ...partner,
      schema: {
        tags,
        summary: '공지 작성 (publish=true면 게시하고 매장 고객에게 알림)',
        security: partnerBearer,
        body: createNoticeBody,
        response: responses(partnerNoticeSchema),
      },
    },
    async (request) => ok(await notices.create(currentPartner(request).staffSeq, request.body, app.now())),
  );

  app.put(
    '/partner/notices/:id',
    {
      ...partner,
      schema: {
        tags,
        summary: '공지 수정 · 고정 · 게시 (처음 게시할 때만 알림)',
        security: partnerBearer,
        params: idParams,
        body: updateNoticeBody,
        response: responses(partnerNoticeSchema),
      },
    },
    async (request) =>
      ok(await notices.update(currentPartner(request).staffSeq, request.params.id, request.body, app.now())),
  );

  app.delete(
    '/partner/notices/:id',
    {
      ...partner,
      schema: {
        tags,
        summary: '공지 삭제',
        security: partnerBearer,
        params: idParams,
        response: responses(nullData),
      },
    },
    async (request) => {
      await notices.remove(currentPartner(request).staffSeq, request.params.id);
      return ok(null);
    },
  );
}
