// 로그아웃 on a device that receives the account's push: the device stops receiving it.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPost, useSessionStore } from '@guardian/shared';
import { fakeApp, registeredTokens } from '../test/fake-app';
import { renderAt } from '../test/render-at';
import { NewsSettingScreen } from '../features/news/components/news-setting-screen';
import { SettingScreen } from '../features/setting/components/setting-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = [
  { path: '/news/setting', Component: NewsSettingScreen },
  { path: '/my-info/setting', Component: SettingScreen },
  { path: '/curation', element: <p>홈 화면</p> },
];

const posted = () => vi.mocked(apiPost).mock.calls.map(([url, body]) => [url, body]);

async function logOut() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /로그아웃/ }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }));
  expect(await screen.findByText('홈 화면')).toBeInTheDocument();
}

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset().mockResolvedValue([]);
  vi.mocked(apiPost).mockReset().mockResolvedValue(null);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('로그아웃 and this device’s push', () => {
  it('in the app, unregisters the token push was turned on with, before the session ends', async () => {
    const app = fakeApp();
    const registered = registeredTokens();
    const { router } = renderAt('/news/setting', routes);
    const device = await screen.findByRole('switch', { name: '앱 푸시 알림' });
    await app.answer('fcm-token-123456', 'ANDROID');
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'true'));
    expect(registered()).toEqual([{ token: 'fcm-token-123456', platform: 'ANDROID' }]);

    await act(() => router.navigate('/my-info/setting'));
    await logOut();

    expect(posted()).toContainEqual(['/v2/notifications/push/unsubscribe', { endpoint: 'fcm-token-123456' }]);
    const urls = posted().map(([url]) => url);
    expect(urls.indexOf('/v2/notifications/push/unsubscribe')).toBeLessThan(urls.indexOf('/v2/logout'));
  });

  it('in a browser, unsubscribes its Web Push subscription and tells the API, then logs out', async () => {
    const unsubscribe = vi.fn().mockResolvedValue(true);
    const subscription = { endpoint: 'https://push.example/sub-1', unsubscribe };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistrations: async () => [{ pushManager: { getSubscription: async () => subscription } }],
      },
    });
    renderAt('/my-info/setting', routes);

    await logOut();

    expect(posted()).toContainEqual([
      '/v2/notifications/push/unsubscribe',
      { endpoint: 'https://push.example/sub-1' },
    ]);
    expect(unsubscribe).toHaveBeenCalled();
    expect(posted().map(([url]) => url)).toContain('/v2/logout');
  });

  it('logs out at once where nothing was registered', async () => {
    renderAt('/my-info/setting', routes);
    await logOut();
    expect(posted().map(([url]) => url)).toEqual(['/v2/logout']);
  });
});
