// The chat socket client, loaded on demand so it stays out of every tab's first load. It loads in the
// background once the page has settled, where no screen shows an error and no one taps 다시 시도, so a load
// that fails (the phone went offline meanwhile, a server hiccup) is tried again when the network returns or
// after a backoff, until it succeeds: the live feed must not stay off until the next reload. The bundler
// forgets a chunk whose load failed, so the next import() fetches it again.
import { backoffMs } from './backoff';
import type { ChatLive } from './chat-live-types';

type RetryHost = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'>;

/** `load()` until it resolves: again on the `online` event or after 1, 2, 4 … (at most 30) seconds. Never rejects. */
export function loadWithRetry<T>(load: () => Promise<T>, win: RetryHost = window): Promise<T> {
  return new Promise((resolve) => {
    let failures = 0;
    const attempt = () => {
      load().then(resolve, () => {
        const delay = backoffMs(failures);
        failures += 1;
        const again = () => {
          win.removeEventListener('online', again);
          win.clearTimeout(timer);
          attempt();
        };
        const timer = win.setTimeout(again, delay);
        win.addEventListener('online', again);
      });
    };
    attempt();
  });
}

let chatLive: Promise<ChatLive> | null = null;

/** The chat socket client; every caller shares one load (and its retries). */
export const loadChatLive = (): Promise<ChatLive> =>
  (chatLive ??= loadWithRetry(() => import('./chat-live')));
