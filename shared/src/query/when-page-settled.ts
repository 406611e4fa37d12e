// "The page has shown what it came for": loaded, then an idle period with no query fetching. Work that
// can wait (the chat socket behind the tab bar's red dot and a room's live feed, a room's read mark)
// starts then, so on a slow phone it takes no connection, bandwidth or main thread from the screen's
// own code, data and images. The unread count and the room's messages are read over HTTP with the
// page; a socket that opens later says `resync` and they are read again, so nothing is missed.
// SETTLE_MAX_WAIT_MS bounds the wait on a page that keeps fetching (a query that hangs, a list that polls).
import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { whenIdle, whenIdleAfterLoad, type IdleHost } from '../monitoring/when-idle';

export const SETTLE_MAX_WAIT_MS = 8_000;

/** When no query is fetching, or `limit` has come. */
function whenNothingFetching(queryClient: QueryClient, limit: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    let unsubscribe = () => {};
    const done = () => {
      unsubscribe();
      resolve();
    };
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    void limit.then(done);
  });
}

async function settle(queryClient: QueryClient, win: IdleHost, maxWaitMs: number): Promise<void> {
  await whenIdleAfterLoad(win);
  let passed = false;
  let reach = () => {};
  const limitReached = new Promise<void>((resolve) => (reach = resolve));
  const limit = win.setTimeout(() => {
    passed = true;
    reach();
  }, maxWaitMs);
  try {
    // Nothing fetching at an idle period, not only just before one: a screen behind the session's read (the login
    // layout's) starts its own reads once that one has arrived, so the page was quiet for a moment before its screen
    // had even rendered, and the chat socket opened in the middle of a room's loading, its messages still on the way.
    do {
      await whenNothingFetching(queryClient, limitReached);
      await whenIdle(win);
    } while (!passed && queryClient.isFetching() > 0);
  } finally {
    // The time limit goes with the wait: left behind, every screen's wait woke the page 8 s later for nothing.
    win.clearTimeout?.(limit);
  }
}

/** One wait per query client at a time: every hook that asks meanwhile (the tab bar's, a room's two) shares it. */
const pending = new WeakMap<QueryClient, Promise<void>>();

export function whenPageSettled(
  queryClient: QueryClient,
  win: IdleHost = window,
  maxWaitMs: number = SETTLE_MAX_WAIT_MS,
): Promise<void> {
  let wait = pending.get(queryClient);
  if (!wait) {
    wait = settle(queryClient, win, maxWaitMs).finally(() => pending.delete(queryClient));
    pending.set(queryClient, wait);
  }
  return wait;
}

/**
 * Whether the page has settled (whenPageSettled), as React state: false at first, true once it has.
 * On a screen reached later, in the app, that is as soon as the screen's own reads have arrived.
 */
export function usePageSettled(): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenPageSettled(queryClient).then(() => {
      if (mounted) setSettled(true);
    });
    return () => {
      mounted = false;
    };
  }, [queryClient]);
  return settled;
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** The browser asks to save data (Data Saver, Lite mode) or the link is 2G-class: fetch nothing ahead. */
export function savingData(
  nav: { connection?: NetworkInformationLike } = navigator as { connection?: NetworkInformationLike },
): boolean {
  const link = nav.connection;
  return !!link && (link.saveData === true || /(?:^|-)2g$/.test(link.effectiveType ?? ''));
}

/**
 * Whether to mount a part that loads its own code and opens on demand (a sheet with a form): at once when
 * it opens, else once the page has settled. Its code (a form library, ~35 KB gzipped) then stays out of the
 * screen's first load yet is fetched in idle time, so it usually opens without a wait. A phone saving data
 * fetches it only when it opens.
 */
export function useMountWhenSettled(open: boolean): boolean {
  const settled = usePageSettled();
  return open || (settled && !savingData());
}
