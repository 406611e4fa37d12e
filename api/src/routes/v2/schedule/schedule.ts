import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { AppError } from '../../../lib/errors.js';
import { currentUser } from '../../../plugins/auth.js';
import { monthStr, reservationSchema } from '../../booking-schemas.js';
import { bearer, idParams, obj, responses } from '../../common-schemas.js';

const tags = ['schedule'];

export default async function scheduleRoutes(app: FastifyInstance) {
  const repo = app.repos.reservations;

  app.get<{ Querystring: { month: string } }>(
    '/schedule',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: '월별 일정: 확정·완료된 방문 (그 달에 걸친 것 모두)',
        security: bearer,
        querystring: obj({ month: monthStr }),
        response: responses({ type: 'array', items: reservationSchema }),
      },
    },
    async (request) => ok(await repo.schedule(currentUser(request).userSeq, request.query.month, app.now())),
  );

  app.get<{ Querystring: { token: string } }>(
    '/schedule/alimtalk',
    {
      schema: {
        tags,
        summary: '알림톡 링크로 방문 한 건 열기 (로그인 불필요)',
        description:
          'The token comes with the confirmation (notification link). 400 INVALID_SCHEDULE_TOKEN when unknown or expired (30 days after the visit).',
        querystring: obj({ token: { type: 'string', minLength: 20, maxLength: 100 } }),
        response: responses(reservationSchema),
      },
    },
    async (request) => {
      const r = await repo.byScheduleToken(request.query.token, app.now());
      if (!r) throw new AppError('INVALID_SCHEDULE_TOKEN');
      return ok(r);
    },
  );

  app.get<{ Params: { id: number } }>(
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
    async (request) => {
      const r = await repo.forUser(currentUser(request).userSeq, request.params.id, app.now());
      if (!r) throw new AppError('RESERVATION_NOT_FOUND');
      return ok(r);
    },
  );
}
