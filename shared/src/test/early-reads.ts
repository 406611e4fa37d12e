// For each remote's early-reads test: the URL a screen's API call really asks, to compare with
// what its src/early-reads.mjs tells the page's HTML to start (shared/mf/screens.mjs).
import { vi } from 'vitest';
import { configureApiClient } from '../api/client';
import { removeAccessToken, setAccessToken } from '../session/access-token';
import { fillRead } from '../../mf/screens.mjs';

const BASE = '/api';

const TOKEN = 'early-reads-test';

/**
 * The URL the first request of `call` goes to, made with a session (the response is an empty 200;
 * errors are ignored). Throws when that request does not carry the session's bearer: the HTML starts
 * early reads with it whenever there is one, so a read made without it (publicGet) would be wasted.
 */
export async function firstRequestUrl(call: () => Promise<unknown>): Promise<string> {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  setAccessToken(TOKEN);
  try {
    configureApiClient({ baseURL: BASE });
    await call().catch(() => undefined);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const authorization = new Headers(init?.headers).get('authorization');
    if (authorization !== `Bearer ${TOKEN}`)
      throw new Error(`${url} goes without the session's bearer: it cannot be an early read`);
    return String(url);
  } finally {
    removeAccessToken();
    vi.unstubAllGlobals();
  }
}

/** An early read's path with `{param}`s filled in as the site server fills them, under the API base. */
export function earlyReadUrl(template: string, params: Record<string, string>): string {
  return BASE + fillRead(template, params);
}
