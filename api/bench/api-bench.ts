/**
 * Seeds 10,000 shops in a fresh database, starts the API (a child process, so the load generator does not
 * share its event loop) on 127.0.0.1 and measures each target with autocannon for ~5 s, next to the bare
 * GET /v2/health route. Runs on PGlite and, when reachable, on PostgreSQL.
 *
 * Login is deliberately slow (Argon2id m=19 MiB, t=2) and rate-limited; the bench server gets raised limits
 * through RATE_LIMIT_LOGIN_IP / RATE_LIMIT_LOGIN_ACCOUNT so the figure measures hashing, not 429s.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { API_ROOT } from '../src/config.js';
import { type DbOptions, openDb } from '../src/infra/db/client.js';
import { seed } from '../src/db/seed/index.js';
import { DEMO_ACCOUNT } from '../src/modules/users/seed.js';
import { addDays, seoulDate } from '../src/modules/booking/rules.js';
import { PG_ADMIN_URL, postgresReachable } from '../src/test/test-db.js';
import { communityPosts } from '../src/db/schema/index.js';
import { pick, postText, rng } from '../src/modules/community/seed-texts.js';
import type { Db } from '../src/infra/db/client.js';

/** POSTS community posts on top of the demo feed, in chunks (authors, breeds, likes spread deterministically). */
async function seedPosts(db: Db) {
  const r = rng(7);
  const authors = (await db.query.users.findMany({ columns: { userSeq: true } })).map((u) => u.userSeq);
  const now = Date.now();
  for (let start = 0; start < POSTS; start += 5000) {
    const n = Math.min(5000, POSTS - start);
    await db.insert(communityPosts).values(
      Array.from({ length: n }, (_, k) => {
        const at = new Date(now - (POSTS - start - k) * 60_000);
        return {
          userSeq: pick(r, authors),
          content: postText(r),
          breedSeq: 1 + Math.floor(r() * 40),
          likeCount: Math.floor(r() * r() * 200),
          commentCount: Math.floor(r() * 10),
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }
}

const SHOPS = Number(process.env.BENCH_SHOPS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/v2/health`)).ok)
        return { base, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

interface Row {
  backend: string;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(backend: string, dbOpts: DbOptions, env: Record<string, string>): Promise<Row[]> {
  const t0 = Date.now();
  const handle = await openDb(dbOpts);
  await handle.migrate();
  await seed(handle.db, { shops: SHOPS });
  await seedPosts(handle.db);
  await handle.db.execute(sql`analyze community_posts`);
  await handle.close();
  console.log(
    `[${backend}] seeded ${SHOPS} shops and ${POSTS} posts in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  const server = await startServer(env);
  try {
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
    const targets: [string, Parameters<typeof autocannon>[0]][] = [
      ['GET /v2/health (bare)', { url: `${server.base}/v2/health` }],
      [
        'GET /v2/shop/inquiry',
        { url: `${server.base}/v2/shop/inquiry?orderBy=CLOSEST&latitude=37.4979&longitude=127.0276&size=20` },
      ],
      [
        'GET /v2/shop/inquiry (filtered)',
        {
          url: `${server.base}/v2/shop/inquiry?regionSeqs=1,2,3,23&category=BEAUTY&facilitiesSeqs=1&orderBy=REVIEWS&size=20`,
        },
      ],
      [
        'GET /v2/online-reservation/shops (filtered)',
        {
          url: `${server.base}/v2/online-reservation/shops?regionSeqs=1,2,3,23&category=BEAUTY&orderBy=CLOSEST&latitude=37.4979&longitude=127.0276&size=20`,
        },
      ],
      [
        'GET …/availability (grooming day)',
        {
          url: `${server.base}/v2/online-reservation/shops/1/availability?productSeq=${grooming}&date=${day}`,
        },
      ],
      [
        'GET …/availability/month',
        {
          url: `${server.base}/v2/online-reservation/shops/1/availability/month?productSeq=${grooming}&month=${day.slice(0, 7)}`,
        },
      ],
      [
        'GET /v2/reservations?scope=past',
        { url: `${server.base}/v2/reservations?scope=past`, headers: auth },
      ],
      ['GET /v2/me', { url: `${server.base}/v2/me`, headers: auth }],
      ['GET /v2/community (newest)', { url: `${server.base}/v2/community?size=20` }],
      ['GET /v2/community (popular)', { url: `${server.base}/v2/community?sort=POPULAR&size=20` }],
      [
        'GET /v2/community (breed, page 50)',
        { url: `${server.base}/v2/community?breedSeq=3&size=20&cursor=${deepCursor}` },
      ],
      [
        'GET /v2/community/search (산책)',
        { url: `${server.base}/v2/community/search?keyword=${encodeURIComponent('산책')}&size=20` },
      ],
      [
        'GET /v2/community/search (림픽공원 + breed)',
        {
          url: `${server.base}/v2/community/search?keyword=${encodeURIComponent('림픽공원')}&breedSeq=3&size=20`,
        },
      ],
      [
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
    const rows: Row[] = [];
    for (const [target, opts] of targets) {
      const r = await autocannon({ connections: 10, duration: DURATION, ...opts });
      rows.push({
        backend,
        target,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
      });
      console.log(
        `[${backend}] ${target}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms${r.non2xx ? `, non-2xx ${r.non2xx}` : ''}`,
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}

const rows: Row[] = [];
const dir = await mkdtemp(path.join(os.tmpdir(), 'guardian-bench-'));
try {
  rows.push(...(await measure('PGlite', { kind: 'pglite', dataDir: dir }, { DATA_DIR: dir })));
} finally {
  await rm(dir, { recursive: true, force: true });
}

if (await postgresReachable()) {
  const name = `guardian_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    rows.push(
      ...(await measure(
        'PostgreSQL',
        { kind: 'postgres', url: url.toString() },
        { DATABASE_URL: url.toString() },
      )),
    );
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log(`PostgreSQL not reachable at ${PG_ADMIN_URL}: skipped`);
}

console.log(`\n| backend | target | req/s | p50 ms | p99 ms |\n|---|---|---:|---:|---:|`);
for (const r of rows)
  console.log(
    `| ${r.backend} | ${r.target} | ${r.rps} | ${r.p50} | ${r.p99} |${r.non2xx ? ` non-2xx: ${r.non2xx}` : ''}`,
  );
console.log(
  `\n${SHOPS} shops, ${POSTS} community posts, ${DURATION} s per target, 10 connections (login: 4), ${os.cpus().length} CPU(s), Node ${process.version}`,
);
