import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { MESSAGES, useDeviceStore } from '@guardian/shared';
import { RootLayout } from '../../../app/root-layout';
import { renderRoutes, testQueryClient } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';

const tree = (): RouteObject[] => [
  { path: '/', element: <RootLayout />, children: [{ path: '*', element: <p>page</p> }] },
];

function nativeHost() {
  const sent: { type: string; payload?: unknown }[] = [];
  (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView = {
    postMessage: (raw: string) => sent.push(JSON.parse(raw)),
  };
  const send = (msg: unknown) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(msg) }));
    });
  return { sent, send };
}

beforeEach(() => {
  resetStores();
  mockApi(() => ({ status: 404 }));
});
afterEach(() => {
  delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  delete (window as unknown as { flutter_inappwebview?: unknown }).flutter_inappwebview;
});

describe('native bridge', () => {
  it('§4: requests device info on start and stores DEVICE_INFO and LOCATION', async () => {
    const host = nativeHost();
    renderRoutes(tree(), { path: '/' });
    expect(host.sent.map((m) => m.type)).toContain('REQUEST_DEVICE_INFO');
    await host.send({
      type: 'DEVICE_INFO',
      payload: { os: 'ios', os_version: '18.1', app_version: '3.2.0' },
    });
    await host.send({ type: 'LOCATION', payload: { isReceived: true, latitude: 37.5, longitude: 127 } });
    expect(useDeviceStore.getState().deviceInfo).toMatchObject({ app_version: '3.2.0' });
    expect(useDeviceStore.getState().location).toMatchObject({ latitude: 37.5 });
    expect(screen.queryByText(MESSAGES.UPDATE_REQUIRED)).not.toBeInTheDocument();
  });

  it('§4: REFRESH_CHAT_ROOM_LIST invalidates chat rooms and unread counts', async () => {
    const host = nativeHost();
    const queryClient = testQueryClient();
    queryClient.setQueryData(['chatting', 'rooms'], []);
    queryClient.setQueryData(['chatting', 'unread', 'x'], []);
    renderRoutes(tree(), { path: '/auth', queryClient });
    await host.send({ type: 'REFRESH_CHAT_ROOM_LIST' });
    expect(queryClient.getQueryState(['chatting', 'rooms'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['chatting', 'unread', 'x'])?.isInvalidated).toBe(true);
  });

  it('§6: a denied camera permission is explained in a Korean dialog', async () => {
    const host = nativeHost();
    renderRoutes(tree(), { path: '/auth' });
    await host.send({ type: 'PERMISSION_RESULT', payload: { permission: 'camera', granted: false } });
    expect(await screen.findByText('카메라 접근 권한이 필요해요.')).toBeInTheDocument();
  });

  it('§4/§8: app version below 3.0.0 shows the blocking update prompt; 업데이트 opens the store via the bridge', async () => {
    const host = nativeHost();
    renderRoutes(tree(), { path: '/' });
    await host.send({
      type: 'DEVICE_INFO',
      payload: { os: 'android', os_version: '14', app_version: '2.9.9' },
    });
    expect(await screen.findByText(MESSAGES.UPDATE_REQUIRED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '업데이트' }));
    const store = host.sent.find((m) => m.type === 'OPEN_APP_STORE');
    expect(store?.payload).toMatchObject({ url: expect.stringContaining('play.google.com') });
  });

  it('§4: a Flutter WebView always gets the update prompt', async () => {
    (window as unknown as { flutter_inappwebview?: unknown }).flutter_inappwebview = {};
    renderRoutes(tree(), { path: '/' });
    expect(await screen.findByText(MESSAGES.UPDATE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '업데이트' })).toBeInTheDocument();
  });

  it('an app that sends its version as a number gets the update prompt, not a broken page', async () => {
    const host = nativeHost();
    renderRoutes(tree(), { path: '/' });
    await host.send({ type: 'DEVICE_INFO', payload: { os: 'android', os_version: 34, app_version: 310 } });
    expect(await screen.findByText(MESSAGES.UPDATE_REQUIRED)).toBeInTheDocument();
  });

  it('a permission the web does not know, or a result without a payload, is ignored without an error', async () => {
    const host = nativeHost();
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener('error', onError);
    renderRoutes(tree(), { path: '/' });
    await host.send({ type: 'PERMISSION_RESULT', payload: { permission: 'microphone', granted: false } });
    await host.send({ type: 'PERMISSION_RESULT' });
    await host.send({ type: 'LOCATION', payload: { isReceived: true, latitude: 'north', longitude: 127 } });
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Not replaced by coordinates the shop lists could not measure from.
    expect(useDeviceStore.getState().location).toBeNull();
  });

  it('a page in a frame (the mall) cannot pose as the app: its DEVICE_INFO does not block the app with the prompt', async () => {
    nativeHost();
    renderRoutes(tree(), { path: '/' });
    const frame = document.createElement('iframe');
    document.body.append(frame);
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({
            type: 'DEVICE_INFO',
            payload: { os: 'ios', os_version: '1', app_version: '1.0.0' },
          }),
          source: frame.contentWindow,
        }),
      );
    });
    frame.remove();
    expect(useDeviceStore.getState().deviceInfo).toBeNull();
    expect(screen.queryByText(MESSAGES.UPDATE_REQUIRED)).not.toBeInTheDocument();
  });
});

describe('a tapped push notification with the site open', () => {
  function fakeServiceWorkers() {
    const container = Object.assign(new EventTarget(), { startMessages: vi.fn() });
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const post = (data: unknown) =>
      act(() => {
        container.dispatchEvent(new MessageEvent('message', { data }));
      });
    return { container, post };
  }
  afterEach(() => {
    delete (navigator as unknown as { serviceWorker?: unknown }).serviceWorker;
  });

  it('opens the notification’s link in this page when the push worker posts it', async () => {
    const sw = fakeServiceWorkers();
    const { router } = renderRoutes(tree(), { path: '/community' });
    expect(sw.container.startMessages).toHaveBeenCalled();
    await sw.post({ type: 'guardian:open-link', link: '/alim-paper/detail?id=7' });
    expect(router.state.location.pathname).toBe('/alim-paper/detail');
    expect(router.state.location.search).toBe('?id=7');
  });

  it('ignores a link that is not a path of this site, and other messages', async () => {
    const sw = fakeServiceWorkers();
    const { router } = renderRoutes(tree(), { path: '/community' });
    await sw.post({ type: 'guardian:open-link', link: '//evil.example/x' });
    await sw.post({ type: 'guardian:open-link', link: 'https://evil.example/x' });
    await sw.post({ type: 'other', link: '/news' });
    await sw.post('guardian:open-link');
    expect(router.state.location.pathname).toBe('/community');
  });
});

describe('the app opens a screen in place (OPEN_LINK)', () => {
  it('opens a path of this site without reloading, as a tapped web push does; back returns', async () => {
    const host = nativeHost();
    const { router } = renderRoutes(tree(), { path: '/curation' });
    await host.send({ type: 'OPEN_LINK', payload: { link: '/chatting/3?from=push' } });
    expect(router.state.location.pathname).toBe('/chatting/3');
    expect(router.state.location.search).toBe('?from=push');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/curation');
  });

  it('refuses anything that is not a path of this site, as /check does its targetUrl', async () => {
    const host = nativeHost();
    const { router } = renderRoutes(tree(), { path: '/curation' });
    for (const link of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
      'chatting/3',
    ]) {
      await host.send({ type: 'OPEN_LINK', payload: { link } });
    }
    await host.send({ type: 'OPEN_LINK', payload: { url: '/chatting/3' } });
    expect(router.state.location.pathname).toBe('/curation');
  });
});
