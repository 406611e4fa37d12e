import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { AppError } from '../../../lib/errors.js';
import { currentUser } from '../../../plugins/auth.js';
import { notificationPage, paging } from '../../booking-schemas.js';
import { bearer, idParams, nullData, obj, responses } from '../../common-schemas.js';

export default async function notificationRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { page: number; size: number } }>(
    '/notifications',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['notifications'],
        summary: '내 알림 (최신순, unread = 읽지 않은 수)',
        security: bearer,
        querystring: obj({ ...paging }, []),
        response: responses(notificationPage),
      },
    },
    async (request) =>
      ok(
        await app.repos.notifications.list(
          currentUser(request).userSeq,
          request.query.page,
          request.query.size,
        ),
      ),
  );

  app.post<{ Params: { id: number } }>(
    '/notifications/:id/read',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['notifications'],
        summary: '알림 읽음',
        security: bearer,
        params: idParams,
        response: responses(nullData),
      },
    },
    async (request) => {
      if (!(await app.repos.notifications.markRead(currentUser(request).userSeq, request.params.id)))
        throw new AppError('NOT_FOUND');
      return ok(null);
    },
  );
}
