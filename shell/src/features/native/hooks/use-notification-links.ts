// A tap on one of the browser's push notifications while 가디언 is already open: the push service worker (served
// by the API, api/src/modules/notifications/push-worker.ts) brings this window forward and posts the
// notification's link here, and the app opens that screen in place, as a native app does. Before, every tap
// opened another copy of the site beside this one (its own first load, chat socket and session checks).
// In the native app, the same for its push and local notifications: the app sends OPEN_LINK { link } over the
// bridge (it could only load the URL again: a whole new start, and the screen the owner was on lost).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onNativeMessage } from '@guardian/shared';
import { sitePath } from '../lib/site-path';

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
      if (data?.type !== OPEN_LINK) return;
      const path = sitePath(data.link);
      if (path) navigate(path);
    };
    container.addEventListener('message', onMessage);
    // Messages wait until the page says it listens (a listener added this way does not say so by itself).
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);

  useEffect(
    () =>
      onNativeMessage((message) => {
        if (message.type !== 'OPEN_LINK') return;
        const path = sitePath(message.payload.link);
        if (path) navigate(path);
      }),
    [navigate],
  );
}
