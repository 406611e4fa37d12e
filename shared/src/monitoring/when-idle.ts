// "After first paint, when nothing urgent runs": the window's load event, then an idle period.
// The timeout bounds the wait on a page that never goes idle (a busy phone), so reports that
// queued meanwhile still reach Sentry.
const IDLE_TIMEOUT_MS = 4_000;

/** The part of a window this needs (a test drives its load event and idle time by hand). */
export interface IdleHost {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: boolean }): void;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout?(id: unknown): void;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): unknown;
}

function afterLoad(win: IdleHost): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

/** The next idle period (one task later where there is no requestIdleCallback). */
export function whenIdle(win: IdleHost = window): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    // Safari has no requestIdleCallback: one task later, after the load event's work.
    else win.setTimeout(resolve, 1);
  });
}

export async function whenIdleAfterLoad(win: IdleHost = window): Promise<void> {
  await afterLoad(win);
  await whenIdle(win);
}
