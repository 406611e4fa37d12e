import { afterAll, beforeAll } from 'vitest';
import { createOwner, createPet, createShop } from '../../../test/factories.js';
import { partnerLogin, testClock } from '../../../test/booking-fixtures.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let n = 0;
export const clientId = () => `c${Date.now().toString(36)}${(n++).toString(36)}xyz`;

export type Who = { auth: { authorization: string } };

/** An owner, two shops, staff of the first shop only and staff of the second. */
export async function chatWorld(t: TestContext) {
  const owner = await createOwner(t);
  const stranger = await createOwner(t);
  const shopA = await createShop(t, { name: '멍멍살롱' });
  const shopB = await createShop(t, { name: '냥냥호텔' });
  const staffA = await partnerLogin(t, `staff-a-${clientId()}@guardian.kr`, [shopA.shopId]);
  const staffB = await partnerLogin(t, `staff-b-${clientId()}@guardian.kr`, [shopB.shopId]);
  const petSeq = await createPet(t, owner, { name: '초코' });
  return { owner, stranger, shopA, shopB, staffA, staffB, petSeq };
}

type ChatWorld = Awaited<ReturnType<typeof chatWorld>>;

/**
 * A file's API on the pinned clock (Monday 2026-11-23 09:00 in Seoul; the test shops open 10:00-20:00 on weekdays)
 * with a chat world in it, started before its tests and closed after them: `suite.t`, `suite.w`, `suite.clock`.
 */
export function chatSuite() {
  const suite = { clock: testClock() } as {
    clock: ReturnType<typeof testClock>;
    t: TestContext;
    w: ChatWorld;
  };
  beforeAll(async () => {
    suite.t = await createTestContext({ now: suite.clock.now });
    suite.w = await chatWorld(suite.t);
  });
  afterAll(() => suite.t.close());
  return suite;
}

export async function openRoom(t: TestContext, who: Who, shopId: number): Promise<number> {
  const res = await t.inject({
    method: 'POST',
    url: `/v2/chatting/room?shopId=${shopId}`,
    headers: who.auth,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.chattingRoomId;
}

export async function send(
  t: TestContext,
  who: Who,
  chattingRoomId: number,
  message: string,
  id = clientId(),
) {
  return t.inject({
    method: 'POST',
    url: '/v2/chatting/message/send',
    headers: who.auth,
    payload: { chattingRoomId, clientId: id, message },
  });
}

export async function shopSend(t: TestContext, who: Who, chattingRoomId: number, message: string) {
  return t.inject({
    method: 'POST',
    url: '/v2/partner/chatting/message/send',
    headers: who.auth,
    payload: { chattingRoomId, message },
  });
}
