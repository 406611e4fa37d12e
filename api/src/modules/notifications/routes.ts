import type { TypedApp } from '../../http/typed-app.js';
import { PUSH_WORKER_JS } from './push-worker.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, idParams, list, nullData, responses } from '../../http/schemas.js';
import {
  nativeTokenBody,
  notificationPage,
  notificationSettingBody,
  notificationSettingSchema,
  notificationsQuery,
  readAllSchema,
  unsubscribeBody,
  vapidKeySchema,
  webSubscriptionBody,
} from './schemas.js';

const tags = ['notifications'];
const auth = { config: { auth: 'required' as const } };

export default async function notificationRoutes(app: TypedApp) {
  const notifications = app.services.notifications;

  app.get(
    '/notifications',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 알림 (최신순, unread = 읽지 않은 수)',
        security: bearer,
        querystring: notificationsQuery,
        response: responses(notificationPage),
      },
    },
    async (request) =>
      ok(await notifications.list(currentUser(request).userSeq, request.query.page, request.query.size)),
  );

  app.post(
    '/notifications/:id/read',
    {
      ...auth,
      schema: {
        tags,
        summary: '알림 읽음',
        security: bearer,
        params: idParams,
        response: responses(nullData),
      },
    },
    async (request) => {
      await notifications.markRead(currentUser(request).userSeq, request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      ...auth,
      schema: {
        tags,
        summary: '모두 읽음 (지금까지 받은 알림)',
        security: bearer,
        response: responses(readAllSchema),
      },
    },
    async (request) => ok(await notifications.markAllRead(currentUser(request).userSeq, app.now())),
  );

  app.get(
    '/notifications/settings',
    {
      ...auth,
      schema: {
        tags,
        summary: '알림 종류별 수신 설정 (/news/setting)',
        security: bearer,
        response: responses(list(notificationSettingSchema)),
      },
    },
    async (request) => ok(await notifications.settings(currentUser(request).userSeq)),
  );

  app.put(
    '/notifications/settings',
    {
      ...auth,
      schema: {
        tags,
        summary: '알림 종류 켜기/끄기 (끈 종류도 목록에는 남고 푸시만 가지 않음)',
        security: bearer,
        body: notificationSettingBody,
        response: responses(list(notificationSettingSchema)),
      },
    },
    async (request) =>
      ok(
        await notifications.setSetting(currentUser(request).userSeq, request.body.kind, request.body.enabled),
      ),
  );

  app.get(
    '/notifications/push/vapid-key',
    {
      schema: {
        tags,
        summary: '웹 푸시 구독용 VAPID 공개키',
        response: responses(vapidKeySchema),
      },
    },
    async () => ok(notifications.vapidPublicKey()),
  );

  // The service worker script (not an API call: hidden from the document).
  app.get('/notifications/push/sw.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(PUSH_WORKER_JS),
  );

  app.post(
    '/notifications/push/web',
    {
      ...auth,
      schema: {
        tags,
        summary: '브라우저 웹 푸시 구독 등록 (PushSubscription.toJSON())',
        security: bearer,
        body: webSubscriptionBody,
        response: responses(nullData),
      },
    },
    async (request) => {
      await notifications.subscribeWeb(currentUser(request).userSeq, request.body);
      return ok(null);
    },
  );

  app.post(
    '/notifications/push/native',
    {
      ...auth,
      schema: {
        tags,
        summary: '앱 푸시 토큰 등록 (브리지 PUSH_TOKEN)',
        security: bearer,
        body: nativeTokenBody,
        response: responses(nullData),
      },
    },
    async (request) => {
      await notifications.registerNativeToken(
        currentUser(request).userSeq,
        request.body.token,
        request.body.platform,
      );
      return ok(null);
    },
  );

  app.post(
    '/notifications/push/unsubscribe',
    {
      ...auth,
      schema: {
        tags,
        summary: '푸시 구독 해제 (웹 endpoint 또는 앱 토큰)',
        security: bearer,
        body: unsubscribeBody,
        response: responses(nullData),
      },
    },
    async (request) => {
      await notifications.unsubscribe(currentUser(request).userSeq, request.body.endpoint);
      return ok(null);
    },
  );
}
