import { act } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { useSessionStore } from '@guardian/shared';
import { useNativeBridge } from '../hooks/use-native-bridge';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';
import { ME } from '../../../test/fixtures';

// The shell's root, as far as the bridge goes (root-layout.tsx calls useNativeBridge on every page).
function Root() {
  useNativeBridge();
  return <Outlet />;
}
const tree = (): RouteObject[] => [{ element: <Root />, children: [{ path: '*', element: <p>page</p> }] }];

function fakeApp() {
  const asked: string[] = [];
  (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView = {
    postMessage: (raw: string) => asked.push((JSON.parse(raw) as { type: string }).type),
  };
  const send = (msg: unknown) =>
    act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(msg) }));
    });
  const deviceInfo = (app_version: string) =>
    send({ type: 'DEVICE_INFO', payload: { os: 'android', os_version: '14', app_version } });
  const pushTokens = () => asked.filter((t) => t === 'REQUEST_PUSH_TOKEN').length;
  return { asked, send, deviceInfo, pushTokens };
}

// The push code loads on first use: the question leaves a moment after the page decided to ask. The module is
// loaded once before the stories (its first load here, transformed on the spot, can take longer than any moment a
// busy machine gives it), so each story's import is the page's later ones: answered at once.
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));
beforeAll(async () => {
  await import('@guardian/shared/forms');
});

let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  resetStores();
  localStorage.clear();
  calls = mockApi(() => ({ data: null }));
});
afterEach(() => {
  delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

const registrations = () => calls.filter((c) => c.url === '/v2/notifications/push/native').map((c) => c.body);

describe('push in the app, without opening 알림 설정', () => {
  it('asks a logged-in owner’s app for its token once a session and registers it as 알림 설정 does', async () => {
    const app = fakeApp();
    resetStores({ token: 'tok-1' });
    useSessionStore.setState({ user: ME });
    const { router } = renderRoutes(tree(), { path: '/curation' });
    await settle();
    // Not before the app said which version it is: one behind the update prompt cannot take it.
    expect(app.pushTokens()).toBe(0);

    await app.deviceInfo('3.2.0');
    await settle();
    expect(app.pushTokens()).toBe(1);
    await app.send({ type: 'PUSH_TOKEN', payload: { token: 'fcm-1', platform: 'ANDROID' } });
    await settle();
    expect(registrations()).toEqual([{ token: 'fcm-1', platform: 'ANDROID' }]);

    // Around the tabs, and the app telling its version again: asked once.
    await act(() => router.navigate('/shop'));
    await act(() => router.navigate('/my-info'));
    await app.deviceInfo('3.2.0');
    await settle();
    expect(app.pushTokens()).toBe(1);

    // Logged out (which unregisters the token) and in again: asked again.
    act(() => useSessionStore.setState({ token: null, user: null }));
    act(() => useSessionStore.setState({ token: 'tok-2', user: ME }));
    await settle();
    expect(app.pushTokens()).toBe(2);
  });

  it('registers a new token the app sends unasked (the phone’s token was replaced), once, for the owner logged in', async () => {
    const app = fakeApp();
    resetStores({ token: 'tok-1' });
    useSessionStore.setState({ user: ME });
    renderRoutes(tree(), { path: '/curation' });
    await app.deviceInfo('3.2.0');
    await settle();
    await app.send({ type: 'PUSH_TOKEN', payload: { token: 'fcm-1', platform: 'ANDROID' } });
    await settle();

    // FCM replaced the token; the app passes it on without being asked.
    await app.send({ type: 'PUSH_TOKEN', payload: { token: 'fcm-2', platform: 'ANDROID' } });
    await app.send({ type: 'PUSH_TOKEN', payload: { token: 'fcm-2', platform: 'ANDROID' } });
    await settle();
    expect(registrations()).toEqual([
      { token: 'fcm-1', platform: 'ANDROID' },
      { token: 'fcm-2', platform: 'ANDROID' },
    ]);
    // The logout unregisters the token this phone has now.
    expect(localStorage.getItem('guardian:app-push-token')).toBe('fcm-2');
    expect(app.pushTokens()).toBe(1);

    // Turned off in 알림 설정, or logged out: a token sent unasked is not registered.
    localStorage.setItem('guardian:app-push-off', '1');
    await app.send({ type: 'PUSH_TOKEN', payload: { token: 'fcm-3', platform: 'ANDROID' } });
    localStorage.removeItem('guardian:app-push-off');
    act(() => useSessionStore.setState({ token: null, user: null }));
    await app.send({ type: 'PUSH_TOKEN', payload: { token: 'fcm-4', platform: 'ANDROID' } });
    await settle();
    expect(registrations()).toHaveLength(2);
  });

  it('does not ask when logged out, in an app below 3.0.0, or when push was turned off on this device', async () => {
    const app = fakeApp();
    renderRoutes(tree(), { path: '/curation' });
    await app.deviceInfo('3.2.0');
    await settle();
    expect(app.pushTokens()).toBe(0);

    await app.deviceInfo('2.9.0');
    act(() => useSessionStore.setState({ token: 'tok-1', user: ME }));
    await settle();
    expect(app.pushTokens()).toBe(0);

    // 알림 설정's switch turned off (it unregistered the token): the shell leaves it off too.
    localStorage.setItem('guardian:app-push-off', '1');
    await app.deviceInfo('3.2.0');
    await settle();
    expect(app.pushTokens()).toBe(0);
    expect(registrations()).toEqual([]);
  });

  it('on the plain web, nothing is asked or registered', async () => {
    resetStores({ token: 'tok-1' });
    useSessionStore.setState({ user: ME });
    renderRoutes(tree(), { path: '/curation' });
    await settle();
    expect(registrations()).toEqual([]);
  });
});
