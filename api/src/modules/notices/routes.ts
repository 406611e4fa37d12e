import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { idParams, responses } from '../../http/schemas.js';
import { noticePage, noticeSchema, noticesQuery } from './schemas.js';

const tags = ['notices'];

/** The owner's side: a shop's published notices (no login: a notice is the shop's public word, spec §2). */
export default async function noticeRoutes(app: TypedApp) {
  const notices = app.services.notices;

  app.get(
    '/notices',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: '매장 공지 목록 (게시된 공지, 고정 먼저, 최신순, 새 글 표시)',
        description:
          'No login needed. With an owner token, each notice says whether it is new to them (`unread`) and the page ' +
          'how many are: published since they became the shop’s customer and not opened yet.',
        querystring: noticesQuery,
        response: responses(noticePage),
      },
    },
    async (request) =>
      ok(
        await notices.list(
          request.query.shopId,
          request.query.page,
          request.query.size,
          request.auth?.userSeq ?? null,
        ),
      ),
  );

  app.get(
    '/notices/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: '공지 상세 (링크로 열림, 로그인 없이; 게시된 공지만; 로그인하면 읽음 처리)',
        description:
          'No login needed. With an owner token, the notice counts as read (its `unread` on the list goes) and so ' +
          'does the 소식 entry that announced it (as opening an 알림장 or an album does).',
        params: idParams,
        response: responses(noticeSchema),
      },
    },
    async (request) => ok(await notices.detail(request.params.id, request.auth?.userSeq ?? null, app.now())),
  );
}
