import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type autocannon from 'autocannon';
import { API_ROOT } from '../src/config.js';
import { DEMO_ACCOUNT } from '../src/modules/users/seed.js';
import { addDays, seoulDate } from '../src/modules/booking/rules.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** `src/server.ts` in a child process on a free port (no seed, warn-level logs, login limits raised). */
export async function startServer(env: Record<string, string>, nodeArgs: string[] = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_IP: '1000000000',
      RATE_LIMIT_LOGIN_ACCOUNT: '1000000000',
      RATE_LIMIT_LOGIN_ACCOUNT_IP: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/v2/health`)).ok)
        return {
          base,
          pid: child.pid!,
          stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))),
        };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export type Target = [id: string, label: string, opts: Parameters<typeof autocannon>[0]];

/** The bench's targets on a seeded server at `base` (signs the demo owner in, finds a grooming product and a deep cursor). */
export async function benchTargets(base: string): Promise<Target[]> {
  const server = { base };
  const login = await fetch(`${server.base}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: DEMO_ACCOUNT.userId, password: DEMO_ACCOUNT.password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  // A grooming product of shop 1 (BEAUTY) and a day a week ahead, for the availability calls.
  const shop1 = (await (await fetch(`${server.base}/v2/online-reservation/shops/1`)).json()) as {
    data: { products: { productSeq: number; category: string }[] };
  };
  const grooming = shop1.data.products.find((p) => p.category === 'BEAUTY')!.productSeq;
  const day = addDays(seoulDate(new Date()), 7);
  const auth = { authorization: `Bearer ${token}` };
  // A cursor 50 pages deep in one breed's feed (keyset paging: as cheap as the first page).
  let deepCursor = '';
  for (let i = 0; i < 50; i++) {
    const page = (await (
      await fetch(
        `${server.base}/v2/community?breedSeq=3&size=20${deepCursor ? `&cursor=${deepCursor}` : ''}`,
      )
    ).json()) as { data: { nextCursor: string | null } };
    if (!page.data.nextCursor) break;
    deepCursor = page.data.nextCursor;
  }
  const targets: Target[] = [
    ['health', 'GET /v2/health (bare)', { url: `${server.base}/v2/health` }],
    [
      'inquiry',
      'GET /v2/shop/inquiry',
      { url: `${server.base}/v2/shop/inquiry?orderBy=CLOSEST&latitude=37.4979&longitude=127.0276&size=20` },
    ],
    [
      'inquiry-filtered',
      'GET /v2/shop/inquiry (filtered)',
      {
        url: `${server.base}/v2/shop/inquiry?regionSeqs=1,2,3,23&category=BEAUTY&facilitiesSeqs=1&orderBy=REVIEWS&size=20`,
      },
    ],
    [
      'online-shops',
      'GET /v2/online-reservation/shops (filtered)',
      {
        url: `${server.base}/v2/online-reservation/shops?regionSeqs=1,2,3,23&category=BEAUTY&orderBy=CLOSEST&latitude=37.4979&longitude=127.0276&size=20`,
      },
    ],
    [
      'availability',
      'GET …/availability (grooming day)',
      {
        url: `${server.base}/v2/online-reservation/shops/1/availability?productSeq=${grooming}&date=${day}`,
      },
    ],
    [
      'month',
      'GET …/availability/month',
      {
        url: `${server.base}/v2/online-reservation/shops/1/availability/month?productSeq=${grooming}&month=${day.slice(0, 7)}`,
      },
    ],
    [
      'reservations',
      'GET /v2/reservations?scope=past',
      { url: `${server.base}/v2/reservations?scope=past`, headers: auth },
    ],
    ['me', 'GET /v2/me', { url: `${server.base}/v2/me`, headers: auth }],
    ['feed', 'GET /v2/community (newest)', { url: `${server.base}/v2/community?size=20` }],
    ['popular', 'GET /v2/community (popular)', { url: `${server.base}/v2/community?sort=POPULAR&size=20` }],
    [
      'breed',
      'GET /v2/community (breed, page 50)',
      { url: `${server.base}/v2/community?breedSeq=3&size=20&cursor=${deepCursor}` },
    ],
    [
      'search',
      'GET /v2/community/search (산책)',
      { url: `${server.base}/v2/community/search?keyword=${encodeURIComponent('산책')}&size=20` },
    ],
    [
      'search-breed',
      'GET /v2/community/search (림픽공원 + breed)',
      {
        url: `${server.base}/v2/community/search?keyword=${encodeURIComponent('림픽공원')}&breedSeq=3&size=20`,
      },
    ],
    [
      'login',
      'POST /v2/login (Argon2id)',
      {
        url: `${server.base}/v2/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: DEMO_ACCOUNT.userId, password: DEMO_ACCOUNT.password }),
        connections: 4,
      },
    ],
  ];
  return targets;
}
