/**
 * Chat delivery under load, on loopback and bounded in time: two API instances on one database (PGlite in
 * memory, or PostgreSQL with BENCH_DB=postgres) and one Redis (REDIS_URL, default redis://127.0.0.1:6379),
 * CHAT_SOCKETS sockets split over them (one owner, so every socket hears every message), and the shop
 * answering through POST /v2/partner/chatting/message/send at CHAT_RATE messages a second for CHAT_SECONDS.
 * Prints p50/p99 send→receive over every (message, socket) pair, beside a bare WebSocket broadcast echo
 * (the `ws` package, same socket count, same rate) measured in the same run, and the lost and duplicated
 * deliveries (both must be 0). Usage: npx tsx bench/chat-load.ts
 */
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { WebSocket, WebSocketServer } from 'ws';
import { buildApp } from '../src/app.js';
import { seed } from '../src/db/seed/index.js';
import { RedisChatBus } from '../src/infra/realtime/bus.js';
import { hashPassword } from '../src/infra/password.js';
import { createTestDb } from '../src/test/test-db.js';
import { createShop } from '../src/test/factories.js';
import type { TestContext } from '../src/test/test-app.js';

const SOCKETS = Number(process.env.CHAT_SOCKETS ?? 2000);
const RATE = Number(process.env.CHAT_RATE ?? 5);
const SECONDS = Number(process.env.CHAT_SECONDS ?? 10);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

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

/** Opens `n` sockets with `open(i)`, a few hundred at a time. */
async function openAll(n: number, open: (i: number) => Promise<WebSocket>) {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i += 200) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(200, n - i) }, (_, j) => open(i + j)))));
  }
  return sockets;
}

async function echoRun(): Promise<Result> {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket) =>
    socket.on('message', (raw) => {
      for (const client of wss.clients) client.send(String(raw));
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `ws://127.0.0.1:${(server.address() as { port: number }).port}`;
  const latencies: number[] = [];
  const perSocket = Array.from({ length: SOCKETS }, () => new Map<number, number>());
  const sockets = await openAll(SOCKETS, (i) => {
    const ws = new WebSocket(url);
    ws.on('message', (raw) => {
      const { n, t } = JSON.parse(String(raw)) as { n: number; t: number };
      latencies.push(performance.now() - t);
      perSocket[i].set(n, (perSocket[i].get(n) ?? 0) + 1);
    });
    return new Promise((r) => ws.once('open', () => r(ws)));
  });
  const sender = new WebSocket(url);
  await new Promise((r) => sender.once('open', r));
  const total = RATE * SECONDS;
  for (let n = 1; n <= total; n++) {
    sender.send(JSON.stringify({ n, t: performance.now() }));
    await sleep(1000 / RATE);
  }
  await sleep(2000);
  for (const s of [...sockets, sender]) s.terminate();
  wss.close();
  server.close();
  return summarise(latencies, perSocket, total);
}

async function chatRun(): Promise<Result> {
  const handle = await createTestDb(process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite');
  await seed(handle.db, { shops: 1, demo: false });
  const prefix = `guardian-bench:${Date.now()}:`;
  const buses = [new RedisChatBus(REDIS_URL, prefix), new RedisChatBus(REDIS_URL, prefix)];
  await Promise.all(buses.map((b) => b.ready()));
  const apps = await Promise.all(
    buses.map((chatBus) => buildApp({ db: handle.db, chatBus, config: { publicBaseUrl: 'http://bench' } })),
  );
  const bases = await Promise.all(apps.map((a) => a.listen({ port: 0, host: '127.0.0.1' })));
  const services = apps[0].services;
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

  const latencies: number[] = [];
  const perSocket = Array.from({ length: SOCKETS }, () => new Map<number, number>());
  const sentAt = new Map<number, number>();
  const sockets = await openAll(SOCKETS, async (i) => {
    const { chatToken } = await services.auth.chatToken(owner.userSeq);
    const ws = new WebSocket(`${bases[i % 2].replace('http', 'ws')}/v2/chatting/ws?ticket=${chatToken}`);
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { type: string; message?: { seq: number } };
      if (frame.type !== 'message' || !frame.message) return;
      const at = sentAt.get(frame.message.seq);
      if (at !== undefined) latencies.push(performance.now() - at);
      perSocket[i].set(frame.message.seq, (perSocket[i].get(frame.message.seq) ?? 0) + 1);
    });
    return new Promise((resolve, reject) => {
      ws.on('message', (raw) => String(raw).includes('"ready"') && resolve(ws));
      ws.once('error', reject);
    });
  });

  const total = RATE * SECONDS;
  for (let n = 1; n <= total; n++) {
    const started = performance.now();
    sentAt.set(n, started); // the room's n-th message has seq n (one sender, sends in order)
    const res = await fetch(`${bases[n % 2]}/v2/partner/chatting/message/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ chattingRoomId: room.chattingRoomId, message: `부하 ${n}` }),
    });
    if (!res.ok) throw new Error(`send ${n}: ${res.status}`);
    await sleep(Math.max(0, 1000 / RATE - (performance.now() - started)));
  }
  await sleep(3000);
  for (const s of sockets) s.terminate();
  for (const a of apps) await a.close();
  await Promise.all(buses.map((b) => b.close()));
  await handle.close();
  return summarise(latencies, perSocket, total);
}

const echo = await echoRun();
const chat = await chatRun();
const row = (name: string, r: Result) =>
  `| ${name} | ${SOCKETS} | ${RATE}/s × ${SECONDS} s | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.deliveries} | ${r.lost} | ${r.duplicated} |`;
console.log(
  [
    '| path | sockets | messages | p50 ms | p99 ms | deliveries | lost | duplicated |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    row('bare WebSocket broadcast echo (ws)', echo),
    row('chat: HTTP send → store → Redis → 2 instances → sockets', chat),
  ].join('\n'),
);
console.log(`p99 ratio chat/echo: ${(chat.p99 / echo.p99).toFixed(2)} (target ≤ 3)`);
process.exit(chat.lost === 0 && chat.duplicated === 0 ? 0 : 1);
