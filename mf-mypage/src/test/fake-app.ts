// The native app as a fake host for the push tests (알림 설정, 로그아웃): what the page asks it, and its answers.
import { act, waitFor } from '@testing-library/react';
import { apiPost } from '@guardian/shared';

/**
 * The app as a fake host: it records what the page asks (`asked`, by type), and `answer` gives its push token the way
 * an app does, to a REQUEST_PUSH_TOKEN the page has sent (the question leaves once the push code has loaded).
 */
export function fakeApp() {
  const asked: string[] = [];
  let unanswered = 0;
  (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = {
    postMessage: (m: string) => {
      const { type } = JSON.parse(m) as { type: string };
      asked.push(type);
      if (type === 'REQUEST_PUSH_TOKEN') unanswered++;
    },
  };
  const answer = async (token: string | null, platform: 'ANDROID' | 'IOS' = 'IOS') => {
    await waitFor(() => expect(unanswered).toBeGreaterThan(0));
    unanswered = 0;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ type: 'PUSH_TOKEN', payload: { token, platform } }),
        }),
      );
    });
  };
  return { asked, answer };
}

/**
 * The push tokens registered with the API (POST /v2/notifications/push/native): the form kit's requestAppPush posts
 * them with @guardian/shared's apiPost, which the tests mock.
 */
export function registeredTokens() {
  return () =>
    vi
      .mocked(apiPost)
      .mock.calls.filter(([url]) => url === '/v2/notifications/push/native')
      .map(([, body]) => body);
}
