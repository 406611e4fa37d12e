// For each remote's early-reads test: the URL a screen's API call really asks, to compare with
// what its src/early-reads.mjs tells the page's HTML to start (shared/mf/screens.mjs).
import { vi } from 'vitest';
import { configureApiClient } from '../api/client';
import { fillRead } from '../../mf/screens.mjs';

const BASE = '/api';

/** The URL the first request of `call` goes to (the response is an empty 200; errors are ignored). */
export async function firstRequestUrl(call: () => Promise<unknown>): Promise<string> {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  try {
    configureApiClient({ baseURL: BASE });
    await call().catch(() => undefined);
    return String(fetchMock.mock.calls[0]?.[0] ?? '');
  } finally {
    vi.unstubAllGlobals();
  }
}

/** An early read's path with `{param}`s filled in as the site server fills them, under the API base. */
export function earlyReadUrl(template: string, params: Record<string, string>): string {
  return BASE + fillRead(template, params);
}
