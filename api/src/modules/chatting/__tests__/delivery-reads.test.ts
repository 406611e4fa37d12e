/**
 * What delivery reads, with two instances on one database and one bus: the instance that stored a message sends it
 * from memory, the other reads it once for all its sockets, and every socket on either instance hears it once.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../../../app.js';
import { InProcessChatBus } from '../../../infra/realtime/bus.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { chatWorld, clientId, openRoom } from './helpers.js';

let t: TestContext;
let appB: FastifyInstance;
let w: Awaited<ReturnType<typeof chatWorld>>;
const bus = new InProcessChatBus();
const bases: string[] = [];

beforeAll(async () => {
  t = await createTestContext({ chatBus: bus });
  appB = await buildApp({ db: t.db, chatBus: bus, config: { publicBaseUrl: 'http://api.test' } });
  w = await chatWorld(t);
  for (const app of [t.app, appB])
    bases.push((await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws'));
});
afterAll(async () => {
  await appB.close();
  await t.close();
  await bus.close();
});

/** `n` owner sockets on the instance at `base`, each recording the message seqs it hears. */
async function ownerSockets(base: string, n: number) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const { chatToken } = await t.app.services.auth.chatToken(w.owner.userSeq);
      const heard: number[] = [];
      const socket = new WebSocket(`${base}/v2/chatting/ws?ticket=${chatToken}`);
      await new Promise<void>((resolve, reject) => {
        socket.on('message', (raw) => {
          const frame = JSON.parse(String(raw));
          if (frame.type === 'ready') resolve();
          if (frame.type === 'message') heard.push(frame.message.seq);
        });
        socket.once('error', reject);
      });
      return { socket, heard };
    }),
  );
}

describe('delivery reads', () => {
  it('reads a new message not at all on the instance that stored it and once on the other, for any number of sockets', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const onA = await ownerSockets(bases[0], 15);
    const onB = await ownerSockets(bases[1], 15);
    const readsA = vi.spyOn(t.app.services.chatting, 'messageBySeq');
    const readsB = vi.spyOn(appB.services.chatting, 'messageBySeq');

    for (const text of ['하나', '둘']) {
      const res = await t.inject({
        method: 'POST',
        url: '/v2/chatting/message/send',
        headers: w.owner.auth,
        payload: { chattingRoomId: room, clientId: clientId(), message: text },
      });
      expect(res.statusCode).toBe(200);
    }
    const all = [...onA, ...onB];
    const end = Date.now() + 5000;
    while (all.some((s) => s.heard.length < 2) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 20));

    for (const s of all) expect(s.heard).toEqual([1, 2]);
    expect(readsA).not.toHaveBeenCalled();
    expect(readsB).toHaveBeenCalledTimes(2);
    for (const s of all) s.socket.terminate();
  });
});
