// The "push on this device" switch of /news/setting: Web Push in a browser, the native token in the app. In the app, the
// token is asked for and registered by the form kit's requestAppPush, as the shell does once a session.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, isInApp, toastError } from '@guardian/shared';
import { requestAppPush, setAppPushOff, useOneAtATime, type AppPushAnswer } from '@guardian/shared/forms';
import { unsubscribePush } from '../../../lib/device-push';
import {
  browserPushState,
  disableBrowserPush,
  enableBrowserPush,
  type BrowserPushState,
} from './browser-push';

/** no-answer: the app did not answer in time (a build before the push messages, or a lost message). */
export type PushState = BrowserPushState | 'checking' | 'no-answer';

/**
 * How long the screen waits for the app's answer before it explains and offers to ask again. An answer after it still
 * counts (asking may show the phone's own permission question, which waits on the owner).
 */
export const APP_ANSWER_WAIT_MS = 8000;

export function usePushToggle() {
  const inApp = isInApp();
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  // The app's token as registered with the API on this visit: what turning it off unregisters.
  const appToken = useRef<string | null>(null);
  // The latest question to the app: an answer to an earlier one (or after the screen closed) changes nothing here.
  const asking = useRef(0);

  /** Asks the app for its token (registered when it gives one); `turnOn`: the switch was turned on. */
  const askApp = useCallback((turnOn = false) => {
    const ask = ++asking.current;
    // Turned on: the switch stays as it is, busy and focused, until the app answers.
    if (turnOn) setBusy(true);
    else setState('checking');
    const settle = (next: PushState) => {
      if (asking.current !== ask) return;
      setBusy(false);
      setState(next);
    };
    const timer = window.setTimeout(() => settle('no-answer'), APP_ANSWER_WAIT_MS);
    requestAppPush({ turnOn })
      .then((answer: AppPushAnswer) => {
        if (answer.state === 'on' && asking.current === ask) appToken.current = answer.token;
        settle(answer.state);
      })
      .catch((e: unknown) => {
        if (asking.current !== ask) return;
        settle('off');
        toastError(e, '앱 알림을 켜지 못했어요.');
      })
      .finally(() => window.clearTimeout(timer));
  }, []);

  // Leaving the screen: a late answer is still registered (requestAppPush), but changes nothing here.
  const stopListening = useCallback(() => {
    asking.current++;
  }, []);

  useEffect(() => {
    if (inApp) {
      askApp();
      return stopListening;
    }
    let alive = true;
    browserPushState()
      .then((s) => alive && setState(s))
      .catch(() => alive && setState('unsupported'));
    return () => {
      alive = false;
    };
  }, [inApp, askApp, stopListening]);

  const toggleInApp = async () => {
    const token = appToken.current;
    if (state !== 'on' || !token) {
      askApp(true);
      return;
    }
    setBusy(true);
    try {
      // Not found: the API no longer has it (another account registered this phone since), so it is off already.
      await unsubscribePush(token).catch((e: unknown) => {
        if (!(isApiError(e) && e.resultCode === 'PUSH_SUBSCRIPTION_NOT_FOUND')) throw e;
      });
      appToken.current = null;
      setAppPushOff(true);
      setState('off');
    } catch (e) {
      toastError(e, '앱 알림을 끄지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  // One change at a time (useOneAtATime: a double tap lands before the switch is drawn busy): the second tap
  // subscribed (or unsubscribed) again from the same state the first had started from.
  const [, once] = useOneAtATime();
  const toggle = () => once(() => (inApp ? toggleInApp() : toggleBrowser()));

  const toggleBrowser = async () => {
    setBusy(true);
    try {
      setState(state === 'on' ? await disableBrowserPush() : await enableBrowserPush());
    } catch (e) {
      toastError(e, '브라우저 알림을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  /** 다시 확인, after the app did not answer. */
  const retry = () => askApp();

  return { inApp, state, busy, toggle, retry };
}
