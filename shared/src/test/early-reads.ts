// For each remote's early-reads test: the URL a screen's API call really asks, to compare with
// what its src/early-reads.mjs tells the page's HTML to start (shared/mf/screens.mjs).
import { authClient, configureApiClient, publicClient } from '../api/client';
import { removeAccessToken, setAccessToken } from '../session/access-token';
import { earlyReadPath, fillRead } from '../../mf/screens.mjs';
import { pickImageUrls } from '../../mf/early-requests.mjs';
import { fakeServer, ok } from './fake-server';

const BASE = '/api';
const TOKEN = 'early-reads-test';

/**
 * The URL the first request of `call` goes to, made with a session (the fake server answers an empty
 * 200; errors are ignored). Throws when that request does not carry the session's bearer: the HTML
 * starts early reads with it whenever there is one, so a read made without it (publicGet) would be
 * wasted, unless the read is marked public (`{ public: true }`), which must then go without it.
 */
export async function firstRequestUrl(
  call: () => Promise<unknown>,
  { public: isPublic = false }: { public?: boolean } = {},
): Promise<string> {
  const servers = [authClient, publicClient].map((client) => fakeServer(client, () => ok({})));
  setAccessToken(TOKEN);
  try {
    configureApiClient({ baseURL: BASE });
    await call().catch(() => undefined);
    const [request] = servers.flatMap((s) => s.requests);
    const bearer = request?.headers.get('authorization');
    if (!isPublic && bearer !== `Bearer ${TOKEN}`)
      throw new Error(`${request?.url} goes without the session's bearer: it cannot be an early read`);
    if (isPublic && bearer)
      throw new Error(`${request?.url} carries the session's bearer: it cannot be a public early read`);
    return request.url;
  } finally {
    removeAccessToken();
    servers.forEach((s) => s.restore());
  }
}

/** An early read's path with `{param}`s filled in as the site server fills them, under the API base. */
export function earlyReadUrl(read: string | { path: string }, params: Record<string, string>): string {
  return BASE + fillRead(earlyReadPath(read), params);
}

/** The image URLs the page preloads from an early read's response `data` (its `images` paths). */
export function earlyImageUrls(read: string | { images?: string[] }, data: unknown): string[] {
  const out: string[] = [];
  if (typeof read !== 'string') for (const p of read.images ?? []) pickImageUrls(data, p.split('.'), out);
  return out;
}
