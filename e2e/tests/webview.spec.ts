import type { Page } from '@playwright/test';
import { test, expect, remoteScreen } from './fixtures';

type NativeMsg = { type: string; payload?: Record<string, unknown> };
type HostOptions = { os: 'ios' | 'android'; appVersion: string | null; flutter?: boolean };

/**
 * A fake native host, installed before any page script: React Native's bridge object captures
 * web→native messages, answers REQUEST_DEVICE_INFO with DEVICE_INFO like the real app, and
 * native→web messages arrive as `message` events carrying JSON (iOS: window.postMessage,
 * Android: a MessageEvent on document), as react-native-webview delivers them.
 */
async function installNativeHost(page: Page, opts: HostOptions) {
  await page.addInitScript((o: HostOptions) => {
    const w = window as unknown as Record<string, unknown>;
    const out: NativeMsg[] = [];
    w.__nativeOut = out;
    const send = (msg: NativeMsg) => {
      const data = JSON.stringify(msg);
      if (o.os === 'ios') window.postMessage(data, '*');
      else document.dispatchEvent(new MessageEvent('message', { data }));
    };
    w.__nativeSend = send;
    if (o.flutter) {
      w.flutter_inappwebview = {
        callHandler: async (...args: unknown[]) => {
          out.push({ type: 'FLUTTER_CALL', payload: { args } });
          return null;
        },
      };
      return;
    }
    w.ReactNativeWebView = {
      postMessage(raw: string) {
        const msg = JSON.parse(raw) as NativeMsg;
        out.push(msg);
        if (msg.type === 'REQUEST_DEVICE_INFO' && o.appVersion) {
          setTimeout(
            () =>
              send({
                type: 'DEVICE_INFO',
                payload: { os: o.os, os_version: o.os === 'ios' ? '17.5' : '14', app_version: o.appVersion },
              }),
            50,
          );
        }
      },
    };
  }, opts);
}

const sent = (page: Page) =>
  page.evaluate(() => (window as unknown as { __nativeOut: NativeMsg[] }).__nativeOut);
const sendToWeb = (page: Page, msg: NativeMsg) =>
  page.evaluate((m) => (window as unknown as { __nativeSend: (x: NativeMsg) => void }).__nativeSend(m), msg);

const updatePrompt = (page: Page) =>
  page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ hasText: '앱 업데이트가 필요합니다.' });

test.describe('WebView bridge with a fake native host (spec §4, §5, §8)', () => {
  test('§4: on start the web app asks the native app for device info (REQUEST_DEVICE_INFO)', async ({
    page,
  }) => {
    await installNativeHost(page, { os: 'ios', appVersion: '3.0.0' });
    await page.goto('/curation');
    await expect.poll(async () => (await sent(page)).map((m) => m.type)).toContain('REQUEST_DEVICE_INFO');
  });

  for (const os of ['ios', 'android'] as const) {
    test(`§4/§5: app_version 2.9.0 on ${os} blocks with 앱 업데이트가 필요합니다. and 업데이트 opens the ${os === 'ios' ? 'App Store' : 'Play Store'}`, async ({
      page,
    }) => {
      await installNativeHost(page, { os, appVersion: '2.9.0' });
      await page.goto('/curation');
      const prompt = updatePrompt(page);
      await expect(prompt).toBeVisible();
      // Blocking: nothing to dismiss it with.
      await expect(prompt.getByRole('button', { name: '취소' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(prompt).toBeVisible();

      await prompt.getByRole('button', { name: '업데이트', exact: true }).click();
      await expect
        .poll(async () => (await sent(page)).find((m) => m.type === 'OPEN_APP_STORE')?.payload?.url)
        .toMatch(
          os === 'ios'
            ? /^https:\/\/(apps|itunes)\.apple\.com\//
            : /^(https:\/\/play\.google\.com\/|market:\/\/)/,
        );
    });
  }

  test('§5: app_version 3.0.0 shows no update prompt', async ({ page }) => {
    await installNativeHost(page, { os: 'android', appVersion: '3.0.0' });
    await page.goto('/curation');
    await expect.poll(async () => (await sent(page)).map((m) => m.type)).toContain('REQUEST_DEVICE_INFO');
    await expect(remoteScreen(page, 'curation')).toBeVisible();
    await page.waitForTimeout(500); // DEVICE_INFO arrives 50 ms after the request
    await expect(page.getByText('앱 업데이트가 필요합니다.')).toHaveCount(0);
  });

  test('§4: inside a Flutter WebView (window.flutter_inappwebview) the update prompt blocks', async ({
    page,
  }) => {
    await installNativeHost(page, { os: 'android', appVersion: null, flutter: true });
    await page.goto('/curation');
    await expect(updatePrompt(page)).toBeVisible();
    await expect(updatePrompt(page).getByRole('button', { name: '업데이트', exact: true })).toBeVisible();
  });

  test('§4: REFRESH_CHAT_ROOM_LIST from the native app refetches the unread counts', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await installNativeHost(page, { os: 'ios', appVersion: '3.0.0' });
    let unread = 0;
    page.on('request', (req) => {
      if (req.url().includes('/v2/chatting/un-read/count')) unread += 1;
    });
    await page.goto('/chatting');
    await expect(remoteScreen(page, 'chatting')).toBeVisible();
    await expect.poll(() => unread, { message: 'the unread count is fetched on load' }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const before = unread;
    await sendToWeb(page, { type: 'REFRESH_CHAT_ROOM_LIST', payload: {} });
    await expect
      .poll(() => unread, { message: 'REFRESH_CHAT_ROOM_LIST refetches GET /v2/chatting/un-read/count' })
      .toBeGreaterThan(before);
  });
});
