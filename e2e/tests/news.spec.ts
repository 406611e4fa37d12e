// 공지 and 소식 end to end (issue 12): the shop publishes a notice through the partner API; the owner
// gets a 소식 entry (and a web push on the device they subscribed), opens it and reads the notice; the
// owner turns notice notifications off in /news/setting and the next notice is listed without a push.
import { test, expect, demoToken, logIn } from './fixtures';
import { api, staffLogin } from './booking-api';
import { startFakePush } from './fake-push';

test.describe('소식: notices reach the owner, and muted kinds arrive silently', () => {
  test.beforeEach(async ({ context, baseURL }) => logIn(context, baseURL!));

  test('a published notice shows in 소식 with a push and opens; muted, the next one is listed without push', async ({
    page,
  }) => {
    const owner = await demoToken();
    const staff = await staffLogin(1);
    const push = await startFakePush();
    try {
      // This owner's device subscribed to Web Push (what the browser's PushManager hands the API), and
      // notices are on whatever an earlier run left.
      await api('POST', '/v2/notifications/push/web', { token: owner, body: push.subscription });
      await api('PUT', '/v2/notifications/settings', {
        token: owner,
        body: { kind: 'NOTICE', enabled: true },
      });

      const stamp = Date.now().toString(36);
      const first = await api<{ noticeSeq: number }>('POST', '/v2/partner/notices', {
        token: staff.token,
        body: {
          shopId: staff.shopId,
          title: `주말 영업시간 변경 ${stamp}`,
          body: '토요일은 오후 6시까지 운영합니다.',
        },
      });
      await expect.poll(() => push.received.length).toBe(1);
      expect(push.received[0]).toMatchObject({ encoding: 'aes128gcm', vapid: true });

      await page.goto('/news');
      const entry = page.getByRole('button', { name: `읽지 않음, 공지: ${staff.shopName} 새 공지` }).filter({
        hasText: `주말 영업시간 변경 ${stamp}`,
      });
      await expect(entry).toBeVisible();
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`/notice/${first.noticeSeq}$`));
      await expect(page.getByRole('heading', { name: `주말 영업시간 변경 ${stamp}` })).toBeVisible();
      await expect(page.getByText('토요일은 오후 6시까지 운영합니다.')).toBeVisible();

      // Back in 소식 the entry is read.
      await page.goto('/news');
      await expect(
        page.getByRole('button', { name: `공지: ${staff.shopName} 새 공지`, exact: true }).filter({
          hasText: `주말 영업시간 변경 ${stamp}`,
        }),
      ).toBeVisible();

      // The owner turns notice notifications off.
      await page.goto('/news/setting');
      const noticeSwitch = page.getByRole('switch', { name: '공지 알림' });
      await expect(noticeSwitch).toHaveAttribute('aria-checked', 'true');
      await noticeSwitch.click();
      await expect(noticeSwitch).toHaveAttribute('aria-checked', 'false');

      await api('POST', '/v2/partner/notices', {
        token: staff.token,
        body: { shopId: staff.shopId, title: `연말 휴무 안내 ${stamp}`, body: '12월 31일은 쉽니다.' },
      });
      await page.goto('/news');
      const silent = page
        .getByRole('button', { name: /공지:/ })
        .filter({ hasText: `연말 휴무 안내 ${stamp}` });
      await expect(silent).toBeVisible();
      await expect(silent).toContainText('알림 꺼둠');
      // Give a stray push time to arrive: none does.
      await page.waitForTimeout(1000);
      expect(push.received).toHaveLength(1);
    } finally {
      await api('PUT', '/v2/notifications/settings', {
        token: owner,
        body: { kind: 'NOTICE', enabled: true },
      });
      await api('POST', '/v2/notifications/push/unsubscribe', {
        token: owner,
        body: { endpoint: push.subscription.endpoint },
      }).catch(() => undefined);
      await push.close();
    }
  });
});
