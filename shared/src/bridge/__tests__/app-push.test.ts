import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '../../test/fake-server';
import { authClient, configureApiClient } from '../../api/client';
import { requestAppPush, setAppPushOff, takeAppPushToken } from '../app-push';

// The app as a fake host: it records what the page asks and answers on window (iOS) when told to.
function fakeApp() {
  const asked: string[] = [];
  window.ReactNativeWebView = { postMessage: (raw: string) => void asked.push(JSON.parse(raw).type) };
  const answer = (token: string | null, platform = 'IOS') =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ type: 'PUSH_TOKEN', payload: { token, platform } }),
      }),
    );
  return { asked, answer };
}

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  configureApiClient({ baseURL: 'https://api.guardian.kr' });
  server = fakeServer(authClient, () => ok(null));
  localStorage.clear();
});
afterEach(() => {
  server.restore();
  delete window.ReactNativeWebView;
  vi.useRealTimers();
});

const registrations = () =>
  server.requests.filter((r) => r.url === 'https://api.guardian.kr/v2/notifications/push/native');

describe('app push', () => {
  it('asks the app for its token, registers it and remembers it for the logout', async () => {
    const app = fakeApp();
    const result = requestAppPush();
    expect(app.asked).toEqual(['REQUEST_PUSH_TOKEN']);
    app.answer('apns-1');
    await expect(result).resolves.toEqual({ state: 'on', token: 'apns-1' });
    expect(registrations().map((r) => r.body)).toEqual([{ token: 'apns-1', platform: 'IOS' }]);
    // mf-mypage's logout (lib/device-push.ts) takes it to unregister it, once.
    expect(takeAppPushToken()).toBe('apns-1');
    expect(takeAppPushToken()).toBeNull();
  });

  it('turned off on this device, its token is left for no logout to unregister (알림 설정 did)', async () => {
    const app = fakeApp();
    const result = requestAppPush();
    app.answer('apns-2');
    await result;
    setAppPushOff(true);
    expect(takeAppPushToken()).toBeNull();
    await expect(requestAppPush()).resolves.toEqual({ state: 'off' });
  });

  it('two askers at once (the shell and 알림 설정) hear the one answer and register it once', async () => {
    const app = fakeApp();
    const shell = requestAppPush();
    const screen = requestAppPush();
    app.answer('fcm-1', 'ANDROID');
    await expect(Promise.all([shell, screen])).resolves.toEqual([
      { state: 'on', token: 'fcm-1' },
      { state: 'on', token: 'fcm-1' },
    ]);
    expect(registrations()).toHaveLength(1);
  });

  it('a refusal in the phone is denied, and nothing is registered', async () => {
    const app = fakeApp();
    const result = requestAppPush();
    app.answer(null);
    await expect(result).resolves.toEqual({ state: 'denied' });
    expect(registrations()).toHaveLength(0);
  });

  it('turned off on this device: the app is not asked until the switch turns it on again', async () => {
    const app = fakeApp();
    setAppPushOff(true);
    await expect(requestAppPush()).resolves.toEqual({ state: 'off' });
    expect(app.asked).toEqual([]);

    const on = requestAppPush({ turnOn: true });
    expect(app.asked).toEqual(['REQUEST_PUSH_TOKEN']);
    app.answer('apns-2');
    await expect(on).resolves.toEqual({ state: 'on', token: 'apns-2' });
    expect(localStorage.getItem('guardian:app-push-off')).toBeNull();
  });

  it('an app that never answers is given up on, and an answer after that is not taken', async () => {
    vi.useFakeTimers();
    const app = fakeApp();
    const result = requestAppPush({ giveUpMs: 5000 });
    vi.advanceTimersByTime(5000);
    await expect(result).resolves.toEqual({ state: 'no-answer' });
    app.answer('late');
    await vi.runAllTimersAsync();
    expect(registrations()).toHaveLength(0);
  });

  it('outside the app there is no one to ask', async () => {
    await expect(requestAppPush()).resolves.toEqual({ state: 'no-answer' });
  });
});
