/**
 * Chat delivery under load, on loopback and bounded in time. Process topology (the same for both paths measured):
 * this process runs only the clients; the servers are child processes.
 *
 * - bare echo: one child (bench/chat-echo-server.ts), a `ws` server sending each frame it receives to every socket.
 * - chat: two API instances (src/server.ts, as bench/api-bench.ts starts it) on one temporary PostgreSQL database
 *   `guardian_bench_chat_<random>` (dropped afterwards) and the local Redis (REDIS_URL, default
 *   redis://127.0.0.1:6379) under a channel prefix of this run (CHAT_BUS_PREFIX). PGlite cannot be shared between
 *   processes, so PostgreSQL is required (TEST_PG_ADMIN_URL, as the tests use).
 *
 * CHAT_SOCKETS sockets (one owner, so every socket hears every message; split over the two instances) and the shop
 * answering through POST /v2/partner/chatting/message/send (alternating instances) at CHAT_RATE messages a second
 * for CHAT_SECONDS, after CHAT_WARMUP_SECONDS (default 2) of the same that count for loss but not for latency. The
 * echo run has the same sockets, rate and warm-up, its sender a socket of its own, its payload a chat frame's shape
 * and size. Prints p50/p99 send→receive over every measured (message, socket) pair for both, the ratio, and the
 * lost and duplicated deliveries (warm-up included); exits
 * non-zero when a delivery is lost or duplicated. Usage: cd api && pnpm bench:chat
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { WebSocket } from 'ws';
import { buildApp } from '../src/app.js';
import { API_ROOT } from '../src/config.js';
import { seed } from '../src/db/seed/index.js';
import { openDb } from '../src/infra/db/client.js';
import { hashPassword } from '../src/infra/password.js';
import { InProcessChatBus } from '../src/infra/realtime/bus.js';
import { createShop } from '../src/test/factories.js';
import { PG_ADMIN_URL, postgresReachable } from '../src/test/test-db.js';
import type { TestContext } from '../src/test/test-app.js';

const SOCKETS = Number(process.env.CHAT_SOCKETS ?? 2000);
const RATE = Number(process.env.CHAT_RATE ?? 5);
const SECONDS = Number(process.env.CHAT_SECONDS ?? 10);
/** Messages sent first at the same rate and checked for loss, but left out of the latencies (JIT, pools, caches). */
const WARMUP = RATE * Number(process.env.CHAT_WARMUP_SECONDS ?? 2);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const INSTANCES = 2;
/** CHAT_CPU_PROF=<dir>: the server processes write V8 CPU profiles there (open them in Chrome DevTools). */
const PROFILE_DIR = process.env.CHAT_CPU_PROF;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Result {
  p50: number;
  p99: number;
  deliveries: number;
  lost: number;
  duplicated: number;
}

function summarise(latencies: number[], perSocket: Map<number, number>[], sent: number): Result {
  latencies.sort((a, b) => a - b);
  let lost = 0;
  let duplicated = 0;
  for (const seen of perSocket) {
    for (let i = 1; i <= sent; i++) {
      const n = seen.get(i) ?? 0;
      if (n === 0) lost++;
      if (n > 1) duplicated += n - 1;
    }
  }
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    deliveries: latencies.length,
    lost,
    duplicated,
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

interface Child {
  base: string;
  stop: () => Promise<void>;
}

/** Starts `script` (relative to api/) under tsx on a free port and waits until `healthPath` answers 200. */
async function startChild(
  script: string,
  healthPath: string,
  env: Record<string, string> = {},
): Promise<Child> {
  const port = await freePort();
  const profile = PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: API_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${base}${healthPath}`)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`${script} did not start`);
}

/** Opens `n` sockets with `open(i)`, 200 at a time. */
async function openAll(n: number, open: (i: number) => Promise<WebSocket>) {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i += 200) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(200, n - i) }, (_, j) => open(i + j)))));
  }
  return sockets;
}

async function echoRun(): Promise<Result> {
  const server = await startChild('bench/chat-echo-server.ts', '/');
  try {
    const url = server.base.replace('http', 'ws');
    const latencies: number[] = [];
    const perSocket = Array.from({ length: SOCKETS }, () => new Map<number, number>());
    const sockets = await openAll(SOCKETS, (i) => {
      const ws = new WebSocket(url);
      ws.on('message', (raw) => {
        const { message, t } = JSON.parse(String(raw)) as { message: { seq: number }; t: number };
        const n = message.seq;
        if (n > WARMUP) latencies.push(performance.now() - t);
        perSocket[i].set(n, (perSocket[i].get(n) ?? 0) + 1);
      });
      return new Promise((resolve, reject) => {
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      });
    });
    const sender = new WebSocket(url);
    sender.on('message', () => {}); // the sender hears its own broadcast too; not measured
    await new Promise((r) => sender.once('open', r));
    const total = WARMUP + RATE * SECONDS;
    for (let n = 1; n <= total; n++) {
      const started = performance.now();
      sender.send(JSON.stringify({ ...chatLikeFrame(n), t: started }));
      await sleep(Math.max(0, 1000 / RATE - (performance.now() - started)));
    }
    await sleep(3000);
    for (const s of [...sockets, sender]) s.terminate();
    return summarise(latencies, perSocket, total);
  } finally {
    await server.stop();
  }
}

/** The echo's payload: a chat frame's shape and size (the same text), so the clients parse the same bytes. */
const chatLikeFrame = (n: number) => ({
  type: 'message',
  message: {
    messageSeq: 1000 + n,
    chattingRoomId: 1,
    seq: n,
    sender: 'SHOP',
    kind: 'TEXT',
    message: `부하 ${n}`,
    images: [],
    inquiry: null,
    clientId: `srv-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
    createdAt: new Date().toISOString(),
    editedAt: null,
  },
});

interface ChatWorld {
  staffToken: string;
  chattingRoomId: number;
  tickets: string[];
}

/** One owner, one shop with one staff member, their room, and a socket ticket per socket (10 minutes each). */
async function seedChat(url: string): Promise<ChatWorld> {
  const handle = await openDb({ kind: 'postgres', url, max: 5 });
  try {
    await handle.migrate();
    await seed(handle.db, { shops: 1, demo: false });
    const app = await buildApp({
      db: handle.db,
      chatBus: new InProcessChatBus(),
      config: { publicBaseUrl: 'http://bench' },
      aiProfile: { worker: false },
    });
    try {
      const services = app.services;
      const passwordHash = await hashPassword('password123');
      const owner = await services.users.createAccount({
        email: 'bench-owner@guardian.kr',
        nickname: '부하테스트',
        passwordHash,
        phoneNumber: '01000000000',
        termsPrivacyAt: new Date(),
      });
      const { shopId } = await createShop({ db: handle.db } as TestContext, { name: '부하테스트 매장' });
      const staffSeq = await services.partner.createStaff('bench-staff@guardian.kr', '직원', passwordHash, [
        { shopId, role: 'OWNER' },
      ]);
      const staffToken = (await services.partner.issueSession(staffSeq)).token;
      const room = await services.chatting.openRoom(owner.userSeq, shopId, new Date());
      const tickets: string[] = [];
      for (let i = 0; i < SOCKETS; i += 100) {
        const batch = Array.from({ length: Math.min(100, SOCKETS - i) }, () =>
          services.auth.chatToken(owner.userSeq).then((t) => t.chatToken),
        );
        tickets.push(...(await Promise.all(batch)));
      }
      return { staffToken, chattingRoomId: room.chattingRoomId, tickets };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

async function chatRun(url: string, prefix: string): Promise<Result> {
  const world = await seedChat(url);
  const instances = await Promise.all(
    Array.from({ length: INSTANCES }, () =>
      startChild('src/server.ts', '/v2/health', {
        DATABASE_URL: url,
        REDIS_URL,
        CHAT_BUS_PREFIX: prefix,
        SEED: 'false',
        APP_ENV: 'development',
        LOG_LEVEL: 'warn',
        AI_PROFILE_WORKER: 'off',
        REQUEST_EXPIRY_INTERVAL_SEC: '0',
        MEDIA_SWEEP_INTERVAL_SEC: '0',
      }),
    ),
  );
  try {
    const bases = instances.map((i) => i.base);
    const latencies: number[] = [];
    const perSocket = Array.from({ length: SOCKETS }, () => new Map<number, number>());
    const sentAt = new Map<number, number>();
    const sockets = await openAll(SOCKETS, (i) => {
      const ws = new WebSocket(
        `${bases[i % INSTANCES].replace('http', 'ws')}/v2/chatting/ws?ticket=${world.tickets[i]}`,
      );
      return new Promise((resolve, reject) => {
        ws.on('message', (raw) => {
          const frame = JSON.parse(String(raw)) as { type: string; message?: { seq: number } };
          if (frame.type === 'ready') resolve(ws);
          if (frame.type !== 'message' || !frame.message) return;
          const at = sentAt.get(frame.message.seq);
          if (at !== undefined) latencies.push(performance.now() - at);
          perSocket[i].set(frame.message.seq, (perSocket[i].get(frame.message.seq) ?? 0) + 1);
        });
        ws.once('error', reject);
      });
    });

    const total = WARMUP + RATE * SECONDS;
    for (let n = 1; n <= total; n++) {
      const started = performance.now();
      if (n > WARMUP) sentAt.set(n, started); // the room's n-th message has seq n (one sender, sends in order)
      const res = await fetch(`${bases[n % INSTANCES]}/v2/partner/chatting/message/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${world.staffToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ chattingRoomId: world.chattingRoomId, message: `부하 ${n}` }),
      });
      if (!res.ok) throw new Error(`send ${n}: ${res.status} ${await res.text()}`);
      await sleep(Math.max(0, 1000 / RATE - (performance.now() - started)));
    }
    await sleep(3000);
    for (const s of sockets) s.terminate();
    return summarise(latencies, perSocket, total);
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
  }
}

/** The chat run on a database of its own and a Redis prefix of its own, both removed afterwards. */
async function chatOnTemporaryDb(): Promise<Result> {
  if (!(await postgresReachable())) {
    throw new Error(
      `PostgreSQL is not reachable at ${PG_ADMIN_URL} (TEST_PG_ADMIN_URL). The chat run needs it: two API ` +
        'processes cannot share one PGlite database.',
    );
  }
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    throw new Error(`Redis is not reachable at ${REDIS_URL} (REDIS_URL); the two instances share its bus.`);
  }
  const name = `guardian_bench_chat_${randomBytes(4).toString('hex')}`;
  const prefix = `guardian-bench-chat:${name}:`;
  const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await chatRun(url.toString(), prefix);
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    // Pub/sub leaves no keys; remove any a future bus feature might leave under this run's prefix.
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}

const echo = await echoRun();
const chat = await chatOnTemporaryDb();
const row = (name: string, r: Result) =>
  `| ${name} | ${SOCKETS} | ${RATE}/s × ${SECONDS} s (+${WARMUP / RATE} s warm-up) | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.deliveries} | ${r.lost} | ${r.duplicated} |`;
console.log(
  [
    '| path | sockets | messages | p50 ms | p99 ms | deliveries | lost | duplicated |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    row('bare WebSocket broadcast echo (ws, 1 process)', echo),
    row(`chat: HTTP send → store → Redis → ${INSTANCES} instances → sockets`, chat),
  ].join('\n'),
);
console.log(
  `p99 ratio chat/echo: ${(chat.p99 / echo.p99).toFixed(2)} (target ≤ 3); ${os.cpus().length} CPU(s), load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, Node ${process.version}`,
);
process.exit(chat.lost === 0 && chat.duplicated === 0 && echo.lost === 0 && echo.duplicated === 0 ? 0 : 1);
