import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, idParams, nullData, responses } from '../../http/schemas.js';
import { notificationPage, notificationsQuery } from './schemas.js';

export default async function notificationRoutes(app: TypedApp) {
  app.get(
    '/notifications',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['notifications'],
        summary: '내 알림 (최신순, unread = 읽지 않은 수)',
        security: bearer,
        querystring: notificationsQuery,
        response: responses(notificationPage),
      },
    },
    async (request) =>
      ok(
        await app.services.notifications.list(
          currentUser(request).userSeq,
          request.query.page,
          request.query.size,
        ),
      ),
  );

  app.post(
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
      await app.services.notifications.markRead(currentUser(request).userSeq, request.params.id);
      return ok(null);
    },
  );
}
