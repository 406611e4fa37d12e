// Camera and photo-library permission through the native bridge (in the app); the browser asks on its own.
import { isInApp, onNativeMessage, postToNative, type Permission } from '../index';

/** How long to wait for the app's answer before letting the system picker ask by itself. */
const ANSWER_TIMEOUT_MS = 4000;

/**
 * Resolves true when the photo can be picked: outside the app at once, in the app when it answers
 * PERMISSION_RESULT granted (or does not answer in time: older apps let the system dialog ask).
 */
export function requestPermission(permission: Permission): Promise<boolean> {
  if (!isInApp()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => finish(true), ANSWER_TIMEOUT_MS);
    const stop = onNativeMessage((message) => {
      if (message.type === 'PERMISSION_RESULT' && message.payload.permission === permission)
        finish(message.payload.granted);
    });
    function finish(granted: boolean) {
      window.clearTimeout(timer);
      stop();
      resolve(granted);
    }
    postToNative({ type: 'REQUEST_PERMISSION', payload: { permission } });
  });
}
