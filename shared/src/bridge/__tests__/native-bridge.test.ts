import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFlutterWebView, isInApp, onNativeMessage, openExternal, postToNative } from '../native-bridge';

function installFakeNativeHost() {
  const sent: unknown[] = [];
  window.ReactNativeWebView = { postMessage: (message: string) => void sent.push(JSON.parse(message)) };
  return sent;
}

afterEach(() => {
  delete window.ReactNativeWebView;
  delete window.flutter_inappwebview;
});

describe('web → native', () => {
  it('posts JSON { type, payload } to window.ReactNativeWebView', () => {
    const sent = installFakeNativeHost();
    expect(isInApp()).toBe(true);
    expect(postToNative({ type: 'REQUEST_PERMISSION', payload: { permission: 'camera' } })).toBe(true);
    postToNative({ type: 'REQUEST_DEVICE_INFO' });
    expect(sent).toEqual([
      { type: 'REQUEST_PERMISSION', payload: { permission: 'camera' } },
      { type: 'REQUEST_DEVICE_INFO' },
    ]);
  });

  it('sends nothing outside the app', () => {
    expect(isInApp()).toBe(false);
    expect(postToNative({ type: 'REQUEST_LOCATION' })).toBe(false);
  });

  it('openExternal asks the app to open the URL, or opens a new tab on the web', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openExternal('https://guardian.kr/terms');
    expect(open).toHaveBeenCalledWith('https://guardian.kr/terms', '_blank', 'noopener,noreferrer');
    const sent = installFakeNativeHost();
    openExternal('https://guardian.kr/terms');
    expect(sent).toEqual([{ type: 'OPEN_EXTERNAL_URL', payload: { url: 'https://guardian.kr/terms' } }]);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('detects the Flutter WebView', () => {
    expect(isFlutterWebView()).toBe(false);
    window.flutter_inappwebview = {};
    expect(isFlutterWebView()).toBe(true);
  });
});

describe('native → web', () => {
  it('delivers typed messages sent on window (iOS) and document (Android)', () => {
    const handler = vi.fn();
    const unsubscribe = onNativeMessage(handler);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({
          type: 'DEVICE_INFO',
          payload: { os: 'ios', os_version: '17.4', app_version: '3.1.0' },
        }),
      }),
    );
    document.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ type: 'REFRESH_CHAT_ROOM_LIST' }) }),
    );
    expect(handler.mock.calls.map(([m]) => m)).toEqual([
      { type: 'DEVICE_INFO', payload: { os: 'ios', os_version: '17.4', app_version: '3.1.0' } },
      { type: 'REFRESH_CHAT_ROOM_LIST' },
    ]);
    unsubscribe();
  });

  it('handles a message once even though it bubbles from document to window', () => {
    const handler = vi.fn();
    const unsubscribe = onNativeMessage(handler);
    document.dispatchEvent(
      new MessageEvent('message', {
        bubbles: true,
        data: JSON.stringify({
          type: 'LOCATION',
          payload: { isReceived: true, latitude: 37.5, longitude: 127 },
        }),
      }),
    );
    expect(handler).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('ignores plain strings, unknown types and foreign objects from other scripts', () => {
    const handler = vi.fn();
    const unsubscribe = onNativeMessage(handler);
    window.dispatchEvent(new MessageEvent('message', { data: 'recaptcha-setup' }));
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'SOMETHING_ELSE' }) }));
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'react-devtools' } }));
    expect(handler).not.toHaveBeenCalled();
    unsubscribe();
  });

  it("ignores messages from other frames (the mall, a video player): only the app's own reach the handlers", () => {
    const handler = vi.fn();
    const unsubscribe = onNativeMessage(handler);
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const forged = JSON.stringify({
      type: 'DEVICE_INFO',
      payload: { os: 'ios', os_version: '1', app_version: '1.0.0' },
    });
    window.dispatchEvent(new MessageEvent('message', { data: forged, source: frame.contentWindow }));
    expect(handler).not.toHaveBeenCalled();
    // The app's injected script dispatches without a source, or posts from this very window.
    window.dispatchEvent(new MessageEvent('message', { data: forged }));
    window.dispatchEvent(new MessageEvent('message', { data: forged, source: window }));
    expect(handler).toHaveBeenCalledTimes(2);
    frame.remove();
    unsubscribe();
  });

  it('drops our message types whose payload is not in their shape, so no handler fails on them', () => {
    const handler = vi.fn();
    const unsubscribe = onNativeMessage(handler);
    for (const bad of [
      { type: 'DEVICE_INFO' },
      { type: 'DEVICE_INFO', payload: '3.1.0' },
      { type: 'LOCATION', payload: { isReceived: true, latitude: '37.5', longitude: 127 } },
      { type: 'LOCATION', payload: { isReceived: 'yes', latitude: null, longitude: null } },
      { type: 'PERMISSION_RESULT', payload: null },
      { type: 'PERMISSION_RESULT', payload: { permission: 'microphone', granted: false } },
      { type: 'PERMISSION_RESULT', payload: { permission: 'camera', granted: 'false' } },
      { type: 'PUSH_TOKEN', payload: { token: 42, platform: 'ANDROID' } },
      { type: 'PUSH_TOKEN', payload: { token: 'abc', platform: 'WINDOWS' } },
      { type: 'SAVE_IMAGE_RESULT', payload: { url: 'https://cdn/x.webp' } },
      { type: 'REFRESH_CHAT_ROOM_LIST', payload: 1 },
      { type: 'OPEN_LINK', payload: { url: '/chatting/3' } },
      { type: 'OPEN_LINK', payload: { link: 3 } },
      { type: 'toString' },
    ]) {
      window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(bad) }));
    }
    expect(handler).not.toHaveBeenCalled();

    for (const good of [
      { type: 'LOCATION', payload: { isReceived: false, latitude: null, longitude: null } },
      { type: 'PERMISSION_RESULT', payload: { permission: 'storage', granted: false } },
      { type: 'PUSH_TOKEN', payload: { token: null, platform: 'IOS' } },
      { type: 'SAVE_IMAGE_RESULT', payload: { url: 'https://cdn/x.webp', saved: true } },
      { type: 'REFRESH_CHAT_ROOM_LIST', payload: null },
      { type: 'OPEN_LINK', payload: { link: '/chatting/3' } },
    ]) {
      window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(good) }));
    }
    expect(handler).toHaveBeenCalledTimes(6);
    unsubscribe();
  });

  it('stops delivering after unsubscribe', () => {
    const handler = vi.fn();
    onNativeMessage(handler)();
    window.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ type: 'REFRESH_CHAT_ROOM_LIST' }) }),
    );
    expect(handler).not.toHaveBeenCalled();
  });
});
