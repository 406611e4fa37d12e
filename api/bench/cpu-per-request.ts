/**
 * CPU per request: the API process and its PostgreSQL backends, from /proc, over CPU_REQUESTS requests per target
 * (10 connections, after a third as many to warm up). Unlike req/s this barely moves with other load on the
 * machine, so it is what a change is judged by.
 *
 * The database is kept between runs: CPU_DB (default `guardian_bench_cpu`) is created and seeded like the bench's
 * (BENCH_SHOPS, BENCH_POSTS) when it does not exist yet; `CPU_RESEED=1` drops it first.
 * CPU_TARGETS=feed,search (ids as in the bench; default: all but login), CPU_PROF=<dir> writes a V8 CPU profile of
 * the API process there. CPU_ACCEPT_ENCODING=br (or gzip) asks for compressed answers as a browser does, so the cost
 * of compressing the ones over 1 KB is counted. Linux only (reads /proc/<pid>/stat), PostgreSQL only (PGlite runs
 * inside the API process).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDb } from '../src/infra/db/client.js';
import { seed } from '../src/db/seed/index.js';
import { PG_ADMIN_URL } from '../src/test/test-db.js';
import { benchTargets, startServer } from './harness.js';
import { seedPosts } from './seed-posts.js';

const NAME = process.env.CPU_DB ?? 'guardian_bench_cpu';
const REQUESTS = Number(process.env.CPU_REQUESTS ?? 3000);
const SHOPS = Number(process.env.BENCH_SHOPS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const ONLY = new Set((process.env.CPU_TARGETS ?? '').split(',').filter(Boolean));
const TICK_US = 1e6 / 100; // USER_HZ
const ACCEPT_ENCODING = process.env.CPU_ACCEPT_ENCODING;

/** utime + stime of a process (all its threads), in µs; 0 once it is gone. */
const cpuOf = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_US;
  } catch {
    return 0;
  }
};

const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${NAME}`;
if (process.env.CPU_RESEED === '1') await admin.unsafe(`drop database if exists ${NAME} with (force)`);
const exists = (await admin`select 1 from pg_database where datname = ${NAME}`).length > 0;
if (!exists) {
  await admin.unsafe(`create database ${NAME}`);
  const handle = await openDb({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  await seed(handle.db, { shops: SHOPS });
  await seedPosts(handle.db, POSTS);
  await handle.db.execute(sql`analyze`);
  await handle.close();
  console.log(`seeded ${NAME}: ${SHOPS} shops, ${POSTS} posts`);
} else {
  // Earlier runs may have added rows (likes…) in a migration the database has not seen: migrate, never reseed.
  const handle = await openDb({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  await handle.close();
}

const prof = process.env.CPU_PROF;
const server = await startServer(
  { DATABASE_URL: url.toString() },
  prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [],
);
try {
  const targets = await benchTargets(server.base);
  const backends = async () =>
    (
      await admin<
        { pid: number }[]
      >`select pid from pg_stat_activity where datname = ${NAME} and pid <> pg_backend_pid()`
    ).map((r) => r.pid);
  console.log(`| target | API µs/req | PostgreSQL µs/req | total | req/s |\n|---|---:|---:|---:|---:|`);
  for (const [id, label, opts] of targets) {
    if (id === 'login' || (ONLY.size && !ONLY.has(id) && id !== 'health')) continue;
    const headers = ACCEPT_ENCODING ? { ...opts.headers, 'accept-encoding': ACCEPT_ENCODING } : opts.headers;
    const run = (amount: number) => autocannon({ connections: 10, ...opts, headers, amount });
    await run(Math.ceil(REQUESTS / 3));
    const pids = await backends();
    const api0 = cpuOf(server.pid);
    const pg0 = pids.map(cpuOf);
    const t0 = performance.now();
    const res = await run(REQUESTS);
    const seconds = (performance.now() - t0) / 1000;
    const api = cpuOf(server.pid) - api0;
    const pg = pids.map(cpuOf).reduce((s, v, i) => s + v - pg0[i], 0);
    const n = res.requests.total;
    const non2xx = res.non2xx ? ` (non-2xx ${res.non2xx})` : '';
    console.log(
      `| ${label} | ${Math.round(api / n)} | ${Math.round(pg / n)} | ${Math.round((api + pg) / n)} | ${Math.round(n / seconds)}${non2xx} |`,
    );
  }
} finally {
  await server.stop();
  await admin.end();
}
