// 공지 and 소식 end to end (issue 12): the shop publishes a notice through the partner API; the owner
// gets a 소식 entry (and a web push on the device they subscribed), opens it and reads the notice; the
// owner turns notice notifications off in /news/setting and the next notice is listed without a push.
// And 앨범: the shop posts an album of the owner's dog with two photos; the owner opens it from 소식, looks at a
// photo full screen and saves it (a browser download).
import { test, expect, apiUrl, demoToken, logIn } from './fixtures';
import { api, staffLogin } from './booking-api';
import { startFakePush } from './fake-push';

const OTHER_KINDS = ['RESERVATION_STATUS', 'ALIM_PAPER', 'ALBUM', 'CHAT'] as const;
const OTHERS_OFF = Object.fromEntries(OTHER_KINDS.map((k) => [k, false]));
const OTHERS_ON = Object.fromEntries(OTHER_KINDS.map((k) => [k, true]));

/** Turns notification kinds on or off for the owner (PUT /v2/notifications/settings, one kind per call). */
async function setKinds(token: string, kinds: Record<string, boolean>) {
  for (const [kind, enabled] of Object.entries(kinds))
    await api('PUT', '/v2/notifications/settings', { token, body: { kind, enabled } });
}

test.describe('소식: notices and albums reach the owner; muted kinds arrive silently', () => {
  test.beforeEach(async ({ context, baseURL }) => logIn(context, baseURL!));

  test('a published notice shows in 소식 with a push and opens; muted, the next one is listed without push', async ({
    page,
  }) => {
    const owner = await demoToken();
    const staff = await staffLogin(1);
    const push = await startFakePush();
    try {
      // This owner's device subscribed to Web Push (what the browser's PushManager hands the API). Stories
      // running beside this one notify the same demo owner (bookings, albums): every kind but 공지 is muted
      // meanwhile, so the only pushes are this story's.
      await api('POST', '/v2/notifications/push/web', { token: owner, body: push.subscription });
      await setKinds(owner, { NOTICE: true, ...OTHERS_OFF });

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
      // Named by what it shows, unread in words first.
      const entry = page
        .getByRole('button', { name: /^읽지 않음 공지 / })
        .filter({ hasText: `${staff.shopName} 새 공지` })
        .filter({ hasText: `주말 영업시간 변경 ${stamp}` });
      await expect(entry).toBeVisible();
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`/notice/${first.noticeSeq}$`));
      await expect(page.getByRole('heading', { name: `주말 영업시간 변경 ${stamp}` })).toBeVisible();
      await expect(page.getByText('토요일은 오후 6시까지 운영합니다.')).toBeVisible();

      // Back in 소식 the entry is read.
      await page.goto('/news');
      await expect(
        page
          .getByRole('button', { name: /^공지 / })
          .filter({ hasText: `${staff.shopName} 새 공지` })
          .filter({ hasText: `주말 영업시간 변경 ${stamp}` }),
      ).toBeVisible();

      // The owner turns notice notifications off.
      await page.goto('/news/setting');
      const noticeSwitch = page.getByRole('switch', { name: '공지 알림' });
      await expect(noticeSwitch).toHaveAttribute('aria-checked', 'true');
      // The switch turns at once while the choice is saved; the shop publishes only once it is.
      const saved = page.waitForResponse(
        (r) => r.url().includes('/v2/notifications/settings') && r.request().method() === 'PUT' && r.ok(),
      );
      await noticeSwitch.click();
      await saved;
      await expect(noticeSwitch).toHaveAttribute('aria-checked', 'false');

      await api('POST', '/v2/partner/notices', {
        token: staff.token,
        body: { shopId: staff.shopId, title: `연말 휴무 안내 ${stamp}`, body: '12월 31일은 쉽니다.' },
      });
      await page.goto('/news');
      const silent = page
        .getByRole('button', { name: /^읽지 않음 공지 · 알림 꺼둠 / })
        .filter({ hasText: `연말 휴무 안내 ${stamp}` });
      await expect(silent).toBeVisible();
      await expect(silent).toContainText('알림 꺼둠');
      // Give a stray push time to arrive: none does.
      await page.waitForTimeout(1000);
      expect(push.received).toHaveLength(1);
    } finally {
      await setKinds(owner, { NOTICE: true, ...OTHERS_ON });
      await api('POST', '/v2/notifications/push/unsubscribe', {
        token: owner,
        body: { endpoint: push.subscription.endpoint },
      }).catch(() => undefined);
      await push.close();
    }
  });

  test('an album the shop posts opens from 소식; a photo opens full screen and 저장 downloads it', async ({
    page,
  }) => {
    const owner = await demoToken();
    const staff = await staffLogin(1);
    // Two real photos: renditions of the demo albums' seeded photos, uploaded again by the shop's staff.
    const [seeded] = (await api<{ items: { albumSeq: number }[] }>('GET', '/v2/albums', { token: owner }))
      .items;
    const { photos } = await api<{ photos: { url: string }[] }>('GET', `/v2/albums/${seeded.albumSeq}`, {
      token: owner,
    });
    const mediaSeqs: number[] = [];
    for (const photo of photos.slice(0, 2)) {
      const bytes = await (await fetch(photo.url)).arrayBuffer();
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/webp' }), 'photo.webp');
      const res = await fetch(`${apiUrl()}/v2/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff.token}` },
        body: form,
      });
      expect(res.status).toBe(200);
      mediaSeqs.push(((await res.json()) as { data: { mediaSeq: number } }).data.mediaSeq);
    }
    const pets = await api<{ petSeq: number; name: string }[]>('GET', '/v2/pets', { token: owner });
    const coco = pets.find((p) => p.name === '코코')!;
    const stamp = Date.now().toString(36);
    const title = `미용 끝난 코코 ${stamp}`;
    const album = await api<{ albumSeq: number }>('POST', '/v2/partner/albums', {
      token: staff.token,
      body: {
        shopId: staff.shopId,
        kind: 'PET',
        title,
        date: '2026-11-24',
        petSeqs: [coco.petSeq],
        mediaSeqs,
      },
    });

    await page.goto('/news');
    const entry = page
      .getByRole('button', { name: /^읽지 않음 앨범 / })
      .filter({ hasText: `${staff.shopName}에서 코코의 앨범을 올렸어요` })
      .filter({ hasText: title });
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/album/${album.albumSeq}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('사진 2장')).toBeVisible();

    await page.getByRole('button', { name: '사진 크게 보기 2 / 2' }).click();
    const viewer = page.getByRole('dialog', { name: '사진 2 / 2' });
    await expect(viewer.getByRole('img')).toBeVisible();
    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: '저장' }).click();
    expect((await download).suggestedFilename()).toBe(`2026-11-24_${title.replaceAll(' ', '-')}_2.webp`);
  });
});

test('a push notification tapped while 가디언 is open brings the open page to its link, in place', async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(context, baseURL!);
  await page.goto('/community');
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
  // The push worker as 알림 설정 registers it: served by the API through the site, scoped to its own folder,
  // so it controls no page of the site.
  const script = '/api/v2/notifications/push/sw.js';
  const registered = context.waitForEvent('serviceworker');
  await page.evaluate(
    (url) =>
      navigator.serviceWorker.register(url, { scope: url.replace(/sw\.js$/, '') }).then(() => undefined),
    script,
  );
  const worker = await registered;
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  // What its notificationclick does when it finds the site open (api push-worker.test.ts runs that choice):
  // post the link to the page. Chromium must hand it to a page the worker does not control.
  await worker.evaluate(async () => {
    const sw = self as unknown as {
      clients: { matchAll(o: object): Promise<{ url: string; postMessage(d: unknown): void }[]> };
    };
    const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
    windows[0].postMessage({ type: 'guardian:open-link', link: '/news' });
  });
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: '알림' })).toBeVisible();
  expect(context.pages()).toHaveLength(1);
});
