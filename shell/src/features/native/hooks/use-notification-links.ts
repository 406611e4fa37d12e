// A tap on one of the browser's push notifications while 가디언 is already open: the push service worker (served
// by the API, api/src/modules/notifications/push-worker.ts) brings this window forward and posts the
// notification's link here, and the app opens that screen in place, as a native app does. Before, every tap
// opened another copy of the site beside this one (its own first load, chat socket and session checks).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** The message the push worker posts; its `link` is a path of this site. */
const OPEN_LINK = 'guardian:open-link';

export function useNotificationLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    // Absent over plain http (other than localhost) and in browsers without service workers.
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; link?: unknown } | null;
      if (data?.type !== OPEN_LINK || typeof data.link !== 'string') return;
      // Only a path of this site: never another origin, and never `//host`.
      if (!data.link.startsWith('/') || data.link.startsWith('//')) return;
      navigate(data.link);
    };
    container.addEventListener('message', onMessage);
    // Messages wait until the page says it listens (a listener added this way does not say so by itself).
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
