import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { chatWorld, openRoom, send, shopSend } from './helpers.js';

let t: TestContext;
let base: string;
let w: Awaited<ReturnType<typeof chatWorld>>;

beforeAll(async () => {
  t = await createTestContext();
  w = await chatWorld(t);
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(() => t.close());

async function ticket(auth: { authorization: string }, partner = false) {
  const res = await t.inject({
    method: 'POST',
    url: partner ? '/v2/partner/auth/chatting' : '/v2/auth/chatting',
    headers: auth,
  });
  return res.json().data.chatToken as string;
}

/** A socket that records every frame; resolves once the server says it is subscribed. */
async function listen(chatToken: string) {
  const frames: { type: string; [k: string]: unknown }[] = [];
  const socket = new WebSocket(`${base}/v2/chatting/ws?ticket=${chatToken}`);
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      frames.push(frame);
      if (frame.type === 'ready') resolve();
    });
    socket.once('unexpected-response', (_q, res) => reject(new Error(String(res.statusCode))));
  });
  return { socket, frames, of: (type: string) => frames.filter((f) => f.type === type) };
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('the live channel', () => {
  it('delivers a room’s messages, edits and reads to its owner and its shop’s staff only', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    const owner = await listen(await ticket(w.owner.auth));
    const staffA = await listen(await ticket(w.staffA.auth, true));
    const stranger = await listen(await ticket(w.stranger.auth));
    const staffB = await listen(await ticket(w.staffB.auth, true));

    const sent = (await send(t, w.owner, room, '실시간 안녕하세요')).json().data;
    await shopSend(t, w.staffA, room, '네 안녕하세요!');
    await t.inject({
      method: 'PUT',
      url: `/v2/chatting/message/${sent.messageSeq}`,
      headers: w.owner.auth,
      payload: { message: '실시간 안녕하세요 (수정)' },
    });
    await t.inject({
      method: 'POST',
      url: `/v2/partner/chatting/message/read?chattingRoomId=${room}&lastSeq=99`,
      headers: w.staffA.auth,
    });

    for (const c of [owner, staffA]) {
      await until(() => c.of('read').length > 0 && c.of('edited').length > 0);
      expect(c.of('message').map((f) => (f.message as { message: string }).message)).toEqual([
        '실시간 안녕하세요',
        '네 안녕하세요!',
      ]);
      expect(c.of('edited')[0].message).toMatchObject({ message: '실시간 안녕하세요 (수정)', seq: sent.seq });
      expect(c.of('read').at(-1)).toMatchObject({ chattingRoomId: room, reader: 'SHOP', seq: sent.seq + 1 });
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(stranger.frames.map((f) => f.type)).toEqual(['ready']);
    expect(staffB.frames.map((f) => f.type)).toEqual(['ready']);
    for (const c of [owner, staffA, stranger, staffB]) c.socket.close();
  });

  it('tells the same account’s other phone that a message it sent moved its read mark (its badge and list follow)', async () => {
    const room = await openRoom(t, w.owner, w.shopA.shopId);
    await shopSend(t, w.staffA, room, '예약 확인 부탁드려요');
    const phoneB = await listen(await ticket(w.owner.auth));
    const staffA = await listen(await ticket(w.staffA.auth, true));

    // Phone A answers without opening the room's read receipt first: the answer itself reads the shop's message.
    const sent = (await send(t, w.owner, room, '네 확인했어요')).json().data;

    for (const c of [phoneB, staffA]) {
      await until(() => c.of('read').length > 0);
      expect(c.of('message').map((f) => (f.message as { message: string }).message)).toEqual([
        '네 확인했어요',
      ]);
      expect(c.of('read')).toEqual([{ type: 'read', chattingRoomId: room, reader: 'USER', seq: sent.seq }]);
    }
    const unread = await t.inject({ method: 'GET', url: '/v2/chatting/room', headers: w.owner.auth });
    expect(
      unread.json().data.find((r: { chattingRoomId: number }) => r.chattingRoomId === room),
    ).toMatchObject({
      unreadCount: 0,
      lastMessage: '네 확인했어요',
    });
    for (const c of [phoneB, staffA]) c.socket.close();
  });

  it('answers a ping with a pong (the browser’s heartbeat)', async () => {
    const c = await listen(await ticket(w.owner.auth));
    c.socket.send(JSON.stringify({ type: 'ping' }));
    await until(() => c.of('pong').length === 1);
    c.socket.close();
  });

  it('refuses a missing, made-up or session token before the upgrade', async () => {
    for (const bad of ['not-a-real-ticket-000', w.owner.token]) {
      await expect(listen(bad)).rejects.toThrow('401');
    }
  });
});
