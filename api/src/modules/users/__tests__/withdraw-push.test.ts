import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

// A deleted account kept the phones and browsers it had registered for push: its rows stayed, holding the device
// tokens of someone who had left.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 1 });
});
afterAll(() => t.close());

const registered = async (userSeq: number) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userSeq, userSeq))).map(
    (r) => r.endpoint,
  );

describe('회원 탈퇴 and push', () => {
  it('forgets the devices the account registered for push, and only that account’s', async () => {
    const leaver = await t.user('push-leaver@guardian.kr', '떠나는푸시');
    const stayer = await t.user('push-stayer@guardian.kr', '남는푸시');
    for (const [user, token] of [
      [leaver, 'fcm-leaver-0123456789'],
      [stayer, 'fcm-stayer-0123456789'],
    ] as const) {
      const res = await t.inject({
        method: 'POST',
        url: '/v2/notifications/push/native',
        headers: user.auth,
        payload: { token, platform: 'ANDROID' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await registered(leaver.userSeq)).toEqual(['fcm-leaver-0123456789']);

    const res = await t.inject({ method: 'DELETE', url: '/v2/user?reason=test', headers: leaver.auth });

    expect(res.statusCode).toBe(200);
    expect(await registered(leaver.userSeq)).toEqual([]);
    expect(await registered(stayer.userSeq)).toEqual(['fcm-stayer-0123456789']);
  });
});
