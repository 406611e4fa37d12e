import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext } from '../../../test/booking-fixtures.js';
import { eq } from 'drizzle-orm';
import { pushJobs } from '../../../db/schema/index.js';
import { startFakePushService } from '../../../test/fake-push-service.js';
import { createOwner, type Owner } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let push: Awaited<ReturnType<typeof startFakePushService>>;
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  t = await bookingContext();
  push = await startFakePushService();
  owner = await createOwner(t, { nickname: '소식주인' });
  other = await createOwner(t, { nickname: '소식남' });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const call = (user: Owner | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.inject({ method, url: `/v2${url}`, headers: user?.auth ?? {}, payload });
const notify = (userSeq: number, kind: 'NOTICE' | 'ALBUM', title: string) =>
  t.app.services.notifications.notify(
    userSeq,
    kind,
    { title, body: `${title} 내용` },
    '/notice/1',
    t.app.now(),
  );

describe('소식 settings and web push', () => {
  it('every kind starts on; the settings list them with Korean labels', async () => {
    const res = await call(owner, 'GET', '/notifications/settings');
    expect(
      res
        .json()
        .data.map((s: { kind: string; label: string; enabled: boolean }) => [s.kind, s.label, s.enabled]),
    ).toEqual([
      ['RESERVATION_STATUS', '예약', true],
      ['ALIM_PAPER', '알림장', true],
      ['ALBUM', '앨범', true],
      ['NOTICE', '공지', true],
      ['CHAT', '채팅', true],
      ['COUPON', '쿠폰', true],
      ['CONSENT', '동의서', true],
      ['REVIEW', '리뷰 답글', true],
      ['COMMUNITY', '커뮤니티', true],
    ]);
    expect((await call(null, 'GET', '/notifications/settings')).statusCode).toBe(401);
  });

  it('serves the push service worker that shows a push and opens its link', async () => {
    const res = await call(null, 'GET', '/notifications/push/sw.js');
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toContain('showNotification');
    expect(res.body).toContain('openWindow');
  });

  it('pushes a new notification to the browser that subscribed, encrypted and signed with the VAPID key', async () => {
    const key = (await call(null, 'GET', '/notifications/push/vapid-key')).json().data.publicKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const sub = push.subscription();
    expect((await call(owner, 'POST', '/notifications/push/web', sub.json)).statusCode).toBe(200);

    const result = await notify(owner.userSeq, 'NOTICE', '새 공지');
    expect(result.pushed).toBe(true);
    await t.app.push.settled();
    const [delivered] = push.to(sub.id);
    expect(delivered.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered.headers.authorization).toContain(`k=${key}`);
    expect(delivered.body.length).toBeGreaterThan(86); // header + ciphertext, never the plain JSON
    expect(delivered.body.toString()).not.toContain('새 공지');
  });

  it('a muted kind is still listed in 소식 but not pushed; other kinds still push', async () => {
    const sub = push.subscription();
    await call(owner, 'POST', '/notifications/push/web', sub.json);
    const off = await call(owner, 'PUT', '/notifications/settings', { kind: 'NOTICE', enabled: false });
    expect(off.json().data.find((s: { kind: string }) => s.kind === 'NOTICE').enabled).toBe(false);

    expect((await notify(owner.userSeq, 'NOTICE', '조용한 공지')).pushed).toBe(false);
    expect((await notify(owner.userSeq, 'ALBUM', '새 앨범')).pushed).toBe(true);
    await t.app.push.settled();
    expect(push.to(sub.id)).toHaveLength(1); // the album only

    const list = (await call(owner, 'GET', '/notifications')).json().data;
    expect(
      list.items.slice(0, 2).map((n: { title: string; pushed: boolean }) => [n.title, n.pushed]),
    ).toEqual([
      ['새 앨범', true],
      ['조용한 공지', false],
    ]);
    // Another owner's settings are their own.
    const theirs = (await call(other, 'GET', '/notifications/settings')).json().data;
    expect(theirs.every((s: { enabled: boolean }) => s.enabled)).toBe(true);
    await call(owner, 'PUT', '/notifications/settings', { kind: 'NOTICE', enabled: true });
  });

  it('drops a subscription the push service says is gone; unsubscribing someone else’s is 404', async () => {
    const sub = push.subscription();
    await call(owner, 'POST', '/notifications/push/web', sub.json);
    push.markGone(sub.id);
    await notify(owner.userSeq, 'ALBUM', '앨범 1');
    await t.app.push.settled();
    const again = await call(owner, 'POST', '/notifications/push/unsubscribe', {
      endpoint: sub.json.endpoint,
    });
    expect(again.json().resultCode).toBe('PUSH_SUBSCRIPTION_NOT_FOUND');

    const mine = push.subscription();
    await call(owner, 'POST', '/notifications/push/web', mine.json);
    const stolen = await call(other, 'POST', '/notifications/push/unsubscribe', {
      endpoint: mine.json.endpoint,
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await call(owner, 'POST', '/notifications/push/unsubscribe', { endpoint: mine.json.endpoint }))
        .statusCode,
    ).toBe(200);
  });

  it('a notification whose transaction rolls back never pushes; a push nobody could take is retried later', async () => {
    const user = await createOwner(t, { nickname: '롤백주인' });
    const sub = push.subscription();
    await call(user, 'POST', '/notifications/push/web', sub.json);
    await t.app
      .withTx(async (services) => {
        await services.notifications.notify(
          user.userSeq,
          'NOTICE',
          { title: '취소될 공지', body: '' },
          null,
          t.app.now(),
        );
        throw new Error('the surrounding write failed');
      })
      .catch(() => undefined);
    await t.app.push.settled();
    expect(push.to(sub.id)).toHaveLength(0);
    expect((await call(user, 'GET', '/notifications')).json().data.total).toBe(0);

    // A push service that does not answer: the job stays, one attempt later, due again in a minute.
    const down = await createOwner(t, { nickname: '꺼진기기' });
    await call(down, 'POST', '/notifications/push/web', {
      ...push.subscription().json,
      endpoint: 'http://127.0.0.1:9/push/unreachable',
    });
    const { notificationSeq } = await notify(down.userSeq, 'ALBUM', '다시 보낼 앨범');
    await t.app.push.settled();
    const [job] = await t.db.select().from(pushJobs).where(eq(pushJobs.notificationSeq, notificationSeq));
    expect(job.attempts).toBe(1);
  });

  it('registers the app’s native token from the bridge and rejects a malformed subscription in Korean', async () => {
    const ok = await call(owner, 'POST', '/notifications/push/native', {
      token: 'fcm-token-0123456789',
      platform: 'ANDROID',
    });
    expect(ok.statusCode).toBe(200);
    const bad = await call(owner, 'POST', '/notifications/push/web', {
      endpoint: 'not a url',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ resultCode: 'VALIDATION_ERROR', message: '입력값을 확인해 주세요.' });
  });

  it('모두 읽음 marks everything read for this owner only', async () => {
    await notify(other.userSeq, 'NOTICE', '남의 공지');
    const res = await call(owner, 'POST', '/notifications/read-all');
    expect(res.json().data.read).toBeGreaterThan(0);
    expect((await call(owner, 'GET', '/notifications')).json().data.unread).toBe(0);
    expect((await call(other, 'GET', '/notifications')).json().data.unread).toBe(1);
  });
});
