/**
 * The browser's push service worker, served by the API at GET /v2/notifications/push/sw.js so it changes with the
 * payload the API sends (`PushMessage`: kind, title, body, link). The site proxies /api to the API on its own
 * origin, which is what a service worker's script needs. A push shows a notification; a tap opens its link: in the
 * site's page if one is open (brought forward, the shell goes there in place), else in a new window. A push about the
 * screen the person is looking at (a chat room open and in front) shows nothing: the page shows the news itself.
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
  const show = () =>
    self.registration.showNotification(data.title || '가디언', {
      body: data.body || '',
      // The site's own icon (shell/public), not the browser's.
      icon: '/icon-192.png',
      // One per screen it opens (a chat room's burst): the newest replaces the one before, and still alerts.
      tag: data.link || undefined,
      renotify: !!data.link,
      data: { link: data.link || '/news' },
    });
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .catch(() => [])
      .then((windows) => (windows.some((w) => looksAt(w, data.link)) ? undefined : show())),
  );
});
/** Whether a window is the site's page in front of the person, at the screen \`link\` opens (a chat room being read). */
function looksAt(w, link) {
  if (!link || !w.focused || w.visibilityState !== 'visible') return false;
  if (w.frameType && w.frameType !== 'top-level') return false;
  try {
    const page = new URL(w.url);
    const target = new URL(link, self.location.origin);
    return (
      page.origin === self.location.origin &&
      target.origin === page.origin &&
      page.pathname.replace(/\\/$/, '') === target.pathname.replace(/\\/$/, '') &&
      (!target.search || page.search === target.search)
    );
  } catch (e) {
    return false;
  }
}
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/news';
  const path = link.startsWith('/') && !link.startsWith('//') ? link : '/news';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // The site already open: bring its page forward and let it open the link in place (the shell's
      // useNotificationLinks), as a native app does, rather than a second copy of the site beside it.
      const pages = windows.filter(
        (w) => new URL(w.url).origin === self.location.origin && (!w.frameType || w.frameType === 'top-level'),
      );
      const page = pages.find((w) => w.focused) || pages[0];
      if (!page) return self.clients.openWindow(new URL(path, self.location.origin).href);
      return Promise.resolve(page.focus())
        .catch(() => undefined)
        .then(() => page.postMessage({ type: 'guardian:open-link', link: path }));
    }),
  );
});
`;
