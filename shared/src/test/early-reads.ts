// For each remote's early-reads test: the URL a screen's API call really asks, to compare with
// what its src/early-reads.mjs tells the page's HTML to start (shared/mf/screens.mjs).
import { authClient, configureApiClient, publicClient } from '../api/client';
import { removeAccessToken, setAccessToken } from '../session/access-token';
import { fillRead } from '../../mf/screens.mjs';
import { fakeServer, ok } from './fake-server';

const BASE = '/api';
const TOKEN = 'early-reads-test';

/**
 * The URL the first request of `call` goes to, made with a session (the fake server answers an empty
 * 200; errors are ignored). Throws when that request does not carry the session's bearer: the HTML
 * starts early reads with it whenever there is one, so a read made without it (publicGet) would be wasted.
 */
export async function firstRequestUrl(call: () => Promise<unknown>): Promise<string> {
  const servers = [authClient, publicClient].map((client) => fakeServer(client, () => ok({})));
  setAccessToken(TOKEN);
  try {
    configureApiClient({ baseURL: BASE });
    await call().catch(() => undefined);
    const [request] = servers.flatMap((s) => s.requests);
    if (request?.headers.get('authorization') !== `Bearer ${TOKEN}`)
      throw new Error(`${request?.url} goes without the session's bearer: it cannot be an early read`);
    return request.url;
  } finally {
    removeAccessToken();
    servers.forEach((s) => s.restore());
  }
}

/** An early read's path with `{param}`s filled in as the site server fills them, under the API base. */
export function earlyReadUrl(template: string, params: Record<string, string>): string {
  return BASE + fillRead(template, params);
}
