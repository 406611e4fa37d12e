import { afterAll, beforeAll, expect, it } from 'vitest';
import { seed } from '../../../db/seed/index.js';
import type { DbHandle } from '../../../infra/db/client.js';
import { createTestDb } from '../../../test/test-db.js';
import { buildApp } from '../../../app.js';
import { DEMO_ACCOUNT } from '../../users/seed.js';

let handle: DbHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  handle = await createTestDb();
  await seed(handle.db, { shops: 12, demo: true });
  app = await buildApp({ db: handle.db, config: { publicBaseUrl: 'http://api.test' } });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

it('gives the demo owner two shop chats with history, one with unread answers', async () => {
  const login = await app.inject({
    method: 'POST',
    url: '/v2/login',
    payload: { userId: DEMO_ACCOUNT.userId, password: DEMO_ACCOUNT.password },
  });
  const auth = { authorization: `Bearer ${login.json().data.token}` };
  const rooms = (await app.inject({ method: 'GET', url: '/v2/chatting/room', headers: auth })).json().data;
  expect(rooms).toHaveLength(2);
  expect(rooms[0]).toMatchObject({ unreadCount: 2, lastMessage: expect.stringContaining('컨디션') });
  expect(rooms[1]).toMatchObject({ unreadCount: 0 });
  const unread = (
    await app.inject({ method: 'GET', url: '/v2/chatting/un-read/count', headers: auth })
  ).json().data;
  expect(unread).toEqual([{ chattingRoomId: rooms[0].chattingRoomId, count: 2 }]);
  const history = (
    await app.inject({
      method: 'GET',
      url: `/v2/chatting/message?chattingRoomId=${rooms[0].chattingRoomId}`,
      headers: auth,
    })
  ).json().data;
  expect(history[0]).toMatchObject({ kind: 'INQUIRY', inquiry: { type: '미용 상담' } });
});
