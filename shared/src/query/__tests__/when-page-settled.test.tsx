import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IdleHost } from '../../monitoring/when-idle';
import { savingData, useMountWhenSettled, whenPageSettled } from '../when-page-settled';

const flush = () => new Promise((r) => setTimeout(r, 0));

/** A loaded window whose idle periods and timers are driven by hand. */
function fakeWindow() {
  const idle: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const cleared = new Set<unknown>();
  const win: IdleHost = {
    document: { readyState: 'complete' },
    addEventListener: () => {},
    setTimeout: (cb: () => void) => timers.push(cb) - 1,
    clearTimeout: (id: unknown) => void cleared.add(id),
    requestIdleCallback: (cb: () => void) => idle.push(cb),
  };
  return {
    win,
    /** Timers asked for and not cleared. */
    pendingTimers: () => timers.filter((_, i) => !cleared.has(i)).length,
    /** Lets what waits reach its next step, then runs the idle callbacks asked for so far. */
    goIdle: async () => {
      await flush();
      idle.splice(0).forEach((cb) => cb());
    },
    timeOut: async () => {
      await flush();
      timers.splice(0).forEach((cb) => cb());
    },
  };
}

async function isDone(p: Promise<void>) {
  let done = false;
  void p.then(() => (done = true));
  await flush();
  return done;
}

/** A query whose fetch answers only when `answer` is called. */
function pendingQuery(queryClient: QueryClient, key = 'slow') {
  let answer = () => {};
  void queryClient.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<number>((resolve) => (answer = () => resolve(1))),
  });
  return () => answer();
}

describe('whenPageSettled', () => {
  it('waits for the screen’s reads to arrive, then for an idle period', async () => {
    const page = fakeWindow();
    const queryClient = new QueryClient();
    const answer = pendingQuery(queryClient);
    const settled = whenPageSettled(queryClient, page.win);

    await page.goIdle();
    await page.goIdle();
    expect(await isDone(settled)).toBe(false);

    answer();
    await flush();
    expect(await isDone(settled)).toBe(false);

    await page.goIdle();
    expect(await isDone(settled)).toBe(true);
    // Its 8 s limit is not left to fire later.
    expect(page.pendingTimers()).toBe(0);
  });

  it('waits for the screen’s reads that start once the session’s read has arrived (a room behind the login layout)', async () => {
    const page = fakeWindow();
    const queryClient = new QueryClient();
    const session = pendingQuery(queryClient, 'me');
    const settled = whenPageSettled(queryClient, page.win);
    await page.goIdle();

    // The session arrives: for a moment nothing is fetching. The layout then renders the room, which asks for its
    // messages before the next idle period.
    session();
    await flush();
    const messages = pendingQuery(queryClient, 'messages');
    await page.goIdle();
    expect(await isDone(settled)).toBe(false);

    messages();
    await flush();
    await page.goIdle();
    expect(await isDone(settled)).toBe(true);
    expect(page.pendingTimers()).toBe(0);
  });

  it('does not wait for ever on a page that keeps fetching', async () => {
    const page = fakeWindow();
    const queryClient = new QueryClient();
    pendingQuery(queryClient);
    const settled = whenPageSettled(queryClient, page.win);
    await page.goIdle();
    await flush();
    await page.timeOut();
    await flush();
    await page.goIdle();
    expect(await isDone(settled)).toBe(true);
  });

  it('goes on at the next idle period when nothing is fetching', async () => {
    const page = fakeWindow();
    const settled = whenPageSettled(new QueryClient(), page.win);
    await page.goIdle();
    await flush();
    await page.goIdle();
    expect(await isDone(settled)).toBe(true);
  });
});

describe('useMountWhenSettled', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );

  it('mounts an on-demand part at once when it opens, before the page has settled', () => {
    const { result } = renderHook(() => useMountWhenSettled(true), { wrapper });
    expect(result.current).toBe(true);
  });

  it('keeps it out of the first render, then mounts it once the page has settled', async () => {
    const { result } = renderHook(() => useMountWhenSettled(false), { wrapper });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('on a phone saving data, fetches it only when it opens', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      const { result, rerender } = renderHook(({ open }) => useMountWhenSettled(open), {
        wrapper,
        initialProps: { open: false },
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(result.current).toBe(false);
      rerender({ open: true });
      expect(result.current).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});

describe('savingData', () => {
  it('is on with Data Saver or a 2G-class link, off otherwise or where the browser does not say', () => {
    expect(savingData({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true);
    expect(savingData({ connection: { effectiveType: 'slow-2g' } })).toBe(true);
    expect(savingData({ connection: { effectiveType: '2g' } })).toBe(true);
    expect(savingData({ connection: { effectiveType: '3g', saveData: false } })).toBe(false);
    expect(savingData({})).toBe(false);
  });
});
