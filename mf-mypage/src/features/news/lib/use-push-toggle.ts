// The "push on this device" switch of /news/setting: Web Push in a browser, the native token in the app.
import { useEffect, useState } from 'react';
import { errorMessage, isInApp, onNativeMessage, postToNative, toast } from '@guardian/shared';
import { registerNativeToken } from '../api/push-subscription';
import {
  browserPushState,
  disableBrowserPush,
  enableBrowserPush,
  type BrowserPushState,
} from './browser-push';

export type PushState = BrowserPushState | 'checking';

export function usePushToggle() {
  const inApp = isInApp();
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (inApp) {
      // The app answers with its token (or null when the user refused notifications in the OS).
      const off = onNativeMessage((msg) => {
        if (msg.type !== 'PUSH_TOKEN') return;
        if (!msg.payload.token) {
          setState('denied');
          return;
        }
        registerNativeToken(msg.payload.token, msg.payload.platform)
          .then(() => setState('on'))
          .catch((e: unknown) => {
            setState('off');
            toast.error(errorMessage(e, '앱 알림을 켜지 못했어요.'));
          });
      });
      postToNative({ type: 'REQUEST_PUSH_TOKEN' });
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

  const toggle = async () => {
    if (inApp) {
      postToNative({ type: 'REQUEST_PUSH_TOKEN' });
      return;
    }
    setBusy(true);
    try {
      setState(state === 'on' ? await disableBrowserPush() : await enableBrowserPush());
    } catch (e) {
      toast.error(errorMessage(e, '브라우저 알림을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setBusy(false);
    }
  };

  return { inApp, state, busy, toggle };
}
