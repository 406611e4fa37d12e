// The "push on this device" switch of /news/setting: Web Push in a browser, the native token in the app.
import { useEffect, useRef, useState } from 'react';
import { isApiError, isInApp, onNativeMessage, postToNative, toastError } from '@guardian/shared';
import { useOneAtATime } from '@guardian/shared/forms';
import { rememberAppPushToken, unsubscribePush } from '../../../lib/device-push';
import { registerNativeToken } from '../api/push-subscription';
import {
  browserPushState,
  disableBrowserPush,
  enableBrowserPush,
  type BrowserPushState,
} from './browser-push';

export type PushState = BrowserPushState | 'checking';

// In the app, push is turned off on this device by unregistering the app's token; this remembers it, so the next
// visit does not register the token again (it asks the app for it on every visit while push is on).
const APP_PUSH_OFF = 'guardian:app-push-off';

function appPushOff(): boolean {
  try {
    return localStorage.getItem(APP_PUSH_OFF) === '1';
  } catch {
    return false;
  }
}

function setAppPushOff(off: boolean) {
  try {
    if (off) localStorage.setItem(APP_PUSH_OFF, '1');
    else localStorage.removeItem(APP_PUSH_OFF);
  } catch {
    // Storage blocked: push comes back on at the next visit, as it did before this switch could turn it off.
  }
}

export function usePushToggle() {
  const inApp = isInApp();
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  // The app's token as registered with the API on this visit: what turning it off unregisters.
  const appToken = useRef<string | null>(null);

  useEffect(() => {
    if (inApp) {
      // The app answers with its token (or null when the user refused notifications in the OS).
      const off = onNativeMessage((msg) => {
        if (msg.type !== 'PUSH_TOKEN' || appPushOff()) return;
        const { token, platform } = msg.payload;
        if (!token) {
          setState('denied');
          return;
        }
        registerNativeToken(token, platform)
          .then(() => {
            appToken.current = token;
            rememberAppPushToken(token);
            setState('on');
          })
          .catch((e: unknown) => {
            setState('off');
            toastError(e, '앱 알림을 켜지 못했어요.');
          });
      });
      if (appPushOff()) setState('off');
      else postToNative({ type: 'REQUEST_PUSH_TOKEN' });
      return off;
    }
    let alive = true;
    browserPushState()
      .then((s) => alive && setState(s))
      .catch(() => alive && setState('unsupported'));
    return () => {
      alive = false;
    };
  }, [inApp]);

  const toggleInApp = async () => {
    const token = appToken.current;
    if (state !== 'on' || !token) {
      setAppPushOff(false);
      postToNative({ type: 'REQUEST_PUSH_TOKEN' });
      return;
    }
    setBusy(true);
    try {
      // Not found: the API no longer has it (another account registered this phone since), so it is off already.
      await unsubscribePush(token).catch((e: unknown) => {
        if (!(isApiError(e) && e.resultCode === 'PUSH_SUBSCRIPTION_NOT_FOUND')) throw e;
      });
      appToken.current = null;
      rememberAppPushToken(null);
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

  return { inApp, state, busy, toggle };
}
