/**
 * Two API instances on one database and one Redis, clients on each: every message reaches every client once, in
 * order; when one instance dies mid-stream its clients reconnect to the other and still end with every message
 * exactly once (the resync from their last sequence fills what pub/sub never delivered).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { RedisChatBus } from '../../../infra/realtime/bus.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { chatWorld, clientId, openRoom } from './helpers.js';
import { LiveClient, type LiveMessage } from './live-client.js';
import { redisAvailable, TEST_REDIS_URL, uniquePrefix } from './redis.js';

const hasRedis = await redisAvailable();

describe.skipIf(!hasRedis)('two instances on one database and Redis', () => {
  let t: TestContext;
  let appB: FastifyInstance;
  let baseA: string;
  let baseB: string;
  let w: Awaited<ReturnType<typeof chatWorld>>;
  const prefix = uniquePrefix();
  const busA = new RedisChatBus(TEST_REDIS_URL, prefix);
  const busB = new RedisChatBus(TEST_REDIS_URL, prefix);
  let aAlive = true;

  beforeAll(async () => {
    await Promise.all([busA.ready(), busB.ready()]);
    t = await createTestContext({ chatBus: busA });
    appB = await buildApp({ db: t.db, chatBus: busB, config: { publicBaseUrl: 'http://api.test' } });
    w = await chatWorld(t);
    baseA = await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await appB.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await appB.close();
    await t.close();
    await Promise.all([busA.close(), busB.close()]);
  });

  const post = async (base: string, path: string, auth: { authorization: string }, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: unknown }).data;
  };

  function client(room: number, who: 'owner' | 'staff', bases: () => string[]) {
    const auth = who === 'owner' ? w.owner.auth : w.staffA.auth;
    const prefixPath = who === 'owner' ? '/v2' : '/v2/partner';
    return new LiveClient({
      chattingRoomId: room,
      bases,
      ticket: async (base) =>
        (
          (await post(base, who === 'owner' ? '/v2/auth/chatting' : '/v2/partner/auth/chatting', auth)) as {
            chatToken: string;
          }
        ).chatToken,
      resync: async (base, afterSeq) => {
        const res = await fetch(
          `${base}${prefixPath}/chatting/message?chattingRoomId=${room}&afterSeq=${afterSeq}`,
          {
            headers: auth,
          },
        );
        return ((await res.json()) as { data: LiveMessage[] }).data;
      },
    });
  }

  const sendVia = (base: string, room: number, i: number) =>
    i % 2 === 0
      ? post(base, '/v2/chatting/message/send', w.owner.auth, {
          chattingRoomId: room,
          clientId: clientId(),
          message: `보호자 ${i}`,
        })
      : post(base, '/v2/partner/chatting/message/send', w.staffA.auth, {
          chattingRoomId: room,
          clientId: clientId(),
          message: `매장 ${i}`,
        });

  const expectEveryMessageOnce = async (clients: LiveClient[], total: number) => {
    await expect
      .poll(() => Math.min(...clients.map((c) => c.received.length)), { timeout: 15_000 })
      .toBe(total);
    for (const c of clients) {
      expect(c.received.map((m) => m.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    }
  };

  it('delivers every message to clients on both instances once, in order', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const clients = [
      client(room, 'owner', () => [baseA]),
      client(room, 'owner', () => [baseB]),
      client(room, 'staff', () => [baseA]),
      client(room, 'staff', () => [baseB]),
    ];
    await Promise.all(clients.map((c) => c.connect()));
    // Pairs of sends race each other through the two instances.
    for (let i = 0; i < 40; i += 2) await Promise.all([sendVia(baseA, room, i), sendVia(baseB, room, i + 1)]);
    await expectEveryMessageOnce(clients, 40);
    const texts = clients[0].received.map((m) => m.message);
    for (const c of clients) expect(c.received.map((m) => m.message)).toEqual(texts);
    await Promise.all(clients.map((c) => c.stop()));
  });

  it('loses nothing when an instance dies mid-stream: its clients move to the other', async () => {
    const room = await openRoom(t, w.owner, w.shopB.shopId);
    const bases = () => (aAlive ? [baseA, baseB] : [baseB]);
    const onA = [client(room, 'owner', bases), client(room, 'owner', bases)];
    const onB = [client(room, 'owner', () => [baseB])];
    await Promise.all([...onA, ...onB].map((c) => c.connect()));

    const total = 40;
    for (let i = 0; i < total; i++) {
      if (i === 15) {
        aAlive = false;
        await t.app.close();
        await busA.close(); // a dead instance: its sockets closed, its bus gone; the clients reconnect to B
      }
      await post(aAlive ? baseA : baseB, '/v2/chatting/message/send', w.owner.auth, {
        chattingRoomId: room,
        clientId: clientId(),
        message: `메시지 ${i}`,
      });
    }
    await expectEveryMessageOnce([...onA, ...onB], total);
    expect(onA.every((c) => c.reconnects >= 1)).toBe(true);
    await Promise.all([...onA, ...onB].map((c) => c.stop()));
  });
});
