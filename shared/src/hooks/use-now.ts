// The time a screen reads "방금 전", "오늘" or today's opening hours against, kept current: a page left open in the
// background (the app's WebView behind KakaoTalk, a tab) comes back hours or days later with its timers frozen
// meanwhile, and every text computed once at render still spoke of the morning. One clock for the whole page: it
// ticks every 30 seconds while something reads it and the page is in view, and at once when the page is shown
// again. While the page is hidden it does not tick at all: nobody sees the text, and a WebView left behind another
// app all day would otherwise wake the phone twice a minute to redraw it.
import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;
const listeners = new Set<() => void>();
let now = 0;
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  listeners.forEach((listener) => listener());
}

/** Ticks at once and every TICK_MS while the page is in view; hidden, not at all (the next show catches up). */
function sync() {
  clearInterval(timer);
  if (document.visibilityState === 'hidden') return;
  tick();
  timer = setInterval(tick, TICK_MS);
}

function subscribe(listener: () => void) {
  if (!listeners.size) {
    now = Date.now();
    sync();
    document.addEventListener('visibilitychange', sync);
    // Back from the back-forward cache (no visibilitychange there on every browser).
    window.addEventListener('pageshow', sync);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', sync);
    window.removeEventListener('pageshow', sync);
  };
}

/**
 * What `read` makes of the current time (ms since the epoch), read again as the clock moves: the component renders
 * again only when that answer changes, so `read` returns a plain value (text, number, boolean), never an object.
 * E.g. `useNow((t) => relativeTime(iso, new Date(t)))`, `useNow((t) => seoulToday(new Date(t)))`.
 */
export function useNow<T extends string | number | boolean | null>(read: (now: number) => T): T {
  return useSyncExternalStore(subscribe, () => read(listeners.size ? now : Date.now()));
}

/**
 * For a query's `refetchOnWindowFocus`: read again when the page is shown again and the data is older than `ms`
 * (a quick look at another app refetches nothing; back after lunch, the data is asked for again).
 */
export const whenOlderThan =
  (ms: number) =>
  (query: { state: { dataUpdatedAt: number } }): boolean =>
    Date.now() - query.state.dataUpdatedAt > ms;
