// notifyGrouped: news that comes in bursts (a chat room's messages) keeps one unread entry per link, rewritten as more
// comes, also when two arrive at once; and its pushes wait for each other rather than going once per message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushJobs } from '../../../db/schema/index.js';
import { bookingContext, testClock } from '../../../test/booking-fixtures.js';
import { startFakePushService } from '../../../test/fake-push-service.js';
import { createOwner, type Owner } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

const clock = testClock();
/** A minute later each time: entries are ordered by when they were written. */
const tick = () => clock.set(new Date(clock.now().getTime() + 60_000));
let t: TestContext;
let push: Awaited<ReturnType<typeof startFakePushService>>;

beforeAll(async () => {
  t = await bookingContext(clock);
  push = await startFakePushService();
});
afterAll(async () => {
  await t.close();
  await push.close();
});

type Entry = { notificationSeq: number; title: string; body: string; link: string; readAt: string | null };

const entries = async (user: Owner) =>
  (await t.inject({ method: 'GET', url: '/v2/notifications?page=0&size=50', headers: user.auth })).json().data
    .items as Entry[];

const grouped = (user: Owner, title: string, link = '/chatting/7') => {
  tick();
  return t.app.services.notifications.notifyGrouped(
    user.userSeq,
    'CHAT',
    { title, body: title },
    link,
    t.app.now(),
  );
};

describe('notifyGrouped', () => {
  it('rewrites the unread entry of the same link instead of adding one; another link has its own', async () => {
    const user = await createOwner(t);
    await grouped(user, '첫 메시지');
    await grouped(user, '다른 방', '/chatting/8');
    await grouped(user, '둘째 메시지');
    expect((await entries(user)).map((e) => [e.title, e.link])).toEqual([
      ['둘째 메시지', '/chatting/7'],
      ['다른 방', '/chatting/8'],
    ]);

    const [first] = await entries(user);
    await t.inject({
      method: 'POST',
      url: `/v2/notifications/${first.notificationSeq}/read`,
      headers: user.auth,
    });
    await grouped(user, '셋째 메시지');
    expect((await entries(user)).map((e) => [e.title, e.readAt === null])).toEqual([
      ['셋째 메시지', true],
      ['둘째 메시지', false],
      ['다른 방', true],
    ]);
  });

  it('makes one entry of two written at once in separate transactions: the second waits for the first', async () => {
    const user = await createOwner(t);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = t.app.withTx(async (services) => {
      await services.notifications.notifyGrouped(
        user.userSeq,
        'CHAT',
        { title: '하나', body: '' },
        '/chatting/9',
        t.app.now(),
      );
      firstWrote();
      await held; // not committed yet while the second one writes
    });
    await wrote;
    const second = t.app.withTx((services) =>
      services.notifications.notifyGrouped(
        user.userSeq,
        'CHAT',
        { title: '둘', body: '' },
        '/chatting/9',
        t.app.now(),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([first, second]);
    expect((await entries(user)).map((e) => e.title)).toEqual(['둘']);
  });

  it('queues one push for a burst while it waits to go, sent with the newest text; after it went, the next goes too', async () => {
    const user = await createOwner(t);
    const sub = push.subscription();
    await t.inject({
      method: 'POST',
      url: '/v2/notifications/push/web',
      headers: user.auth,
      payload: sub.json,
    });
    const { notificationSeq } = await t.app.withTx(async (services) => {
      const at = t.app.now();
      for (const title of ['하나', '둘']) {
        await services.notifications.notifyGrouped(
          user.userSeq,
          'CHAT',
          { title, body: '' },
          '/chatting/5',
          at,
        );
      }
      return services.notifications.notifyGrouped(
        user.userSeq,
        'CHAT',
        { title: '셋', body: '' },
        '/chatting/5',
        at,
      );
    });
    const jobs = await t.db.select().from(pushJobs).where(eq(pushJobs.notificationSeq, notificationSeq));
    expect(jobs).toHaveLength(1);
    await t.app.push.settled();
    expect(push.to(sub.id)).toHaveLength(1);

    await grouped(user, '넷', '/chatting/5');
    await t.app.push.settled();
    expect(push.to(sub.id)).toHaveLength(2);
  });
});
