import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, idParams, list, responses } from '../../http/schemas.js';
import { alimtalkQuery, reservationSchema, scheduleQuery } from './schemas.js';

const tags = ['schedule'];

export default async function scheduleRoutes(app: TypedApp) {
  const booking = app.services.booking;

  app.get(
    '/schedule',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: '월별 일정: 확정·완료된 방문 (그 달에 걸친 것 모두)',
        security: bearer,
        querystring: scheduleQuery,
        response: responses(list(reservationSchema)),
      },
    },
    async (request) =>
      ok(await booking.schedule(currentUser(request).userSeq, request.query.month, app.now())),
  );

  app.get(
    '/schedule/alimtalk',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: '알림톡 링크로 방문 한 건 열기 (로그인 불필요)',
        description:
          'The token comes with the confirmation (notification link). 400 INVALID_SCHEDULE_TOKEN when unknown or expired (30 days after the visit); ' +
          "410 SCHEDULE_VISIT_CANCELED once the visit was cancelled (nothing of it is answered). With the owner's " +
          'token, the 소식 entry that carried the link counts as read.',
        querystring: alimtalkQuery,
        response: responses(reservationSchema),
      },
    },
    async (request) =>
      ok(await booking.byScheduleToken(request.query.token, app.now(), request.auth?.userSeq ?? null)),
  );

  app.get(
    '/schedule/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: '방문 상세',
        security: bearer,
        params: idParams,
        response: responses(reservationSchema),
      },
    },
    async (request) => ok(await booking.mine(currentUser(request).userSeq, request.params.id, app.now())),
  );
}
