/**
 * The browser's push service worker, served by the API at GET /v2/notifications/push/sw.js so it changes with the
 * payload the API sends (`PushMessage`: kind, title, body, link). The site proxies /api to the API on its own
 * origin, which is what a service worker's script needs. A push shows a notification; a tap opens its link.
 */
export const PUSH_WORKER_JS = `'use strict';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (e) {
    data = { title: '가디언', body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || '가디언', {
      body: data.body || '',
      tag: data.link || undefined,
      data: { link: data.link || '/news' },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/news';
  const url = new URL(link.startsWith('/') ? link : '/news', self.location.origin).href;
  event.waitUntil(self.clients.openWindow(url));
});
`;
