// Push in the app: ask the app for its FCM/APNs token (REQUEST_PUSH_TOKEN → PUSH_TOKEN) and register it with the API
// (POST /v2/notifications/push/native). The one registration both callers use: the shell, once a session for a
// logged-in owner (in the app only), and 알림 설정's switch. In the form kit's entry (@guardian/shared/forms), so not in a
// tab's first load in a browser.
// In the form kit: it reaches the rest of shared by the package's name, as the kit's modules do (see forms/index.ts),
// so its stores and API client are the page's one.
import {
  apiPost,
  isFlutterWebView,
  isInApp,
  needsAppUpdate,
  onNativeMessage,
  postToNative,
  useDeviceStore,
  useSessionStore,
} from '@guardian/shared';

export type AppPushAnswer =
  /** The token is registered: this phone receives this account's pushes. */
  | { state: 'on'; token: string }
  /** The app answered without a token: notifications are refused in the phone's settings. */
  | { state: 'denied' }
  /** Push was turned off on this device (알림 설정): not asked, nothing registered. */
  | { state: 'off' }
  /** No answer (outside the app, or an app that does not know the message) before `giveUpMs`. */
  | { state: 'no-answer' };

export interface AppPushOptions {
  /** 알림 설정's switch turned on: forget an earlier 'off' and ask. */
  turnOn?: boolean;
  /**
   * How long the answer is waited for. Long: asking may show the phone's own permission question, which waits on the
   * owner's tap, and the token registered late still reaches them. A screen bounds its own wait (알림 설정).
   */
  giveUpMs?: number;
}

// Turned off on this device by 알림 설정, which unregistered the token: neither the shell nor the screen registers it
// again until the switch is turned on.
const APP_PUSH_OFF = 'guardian:app-push-off';
// The token last registered from this device, which a logout unregisters (takeAppPushToken).
const APP_PUSH_TOKEN = 'guardian:app-push-token';
const GIVE_UP_MS = 120_000;

function appPushOff(): boolean {
  try {
    return localStorage.getItem(APP_PUSH_OFF) === '1';
  } catch {
    return false;
  }
}

/** Turned off (its token was unregistered: nothing left for a logout to unregister), or on again. */
export function setAppPushOff(off: boolean): void {
  try {
    if (off) {
      localStorage.setItem(APP_PUSH_OFF, '1');
      localStorage.removeItem(APP_PUSH_TOKEN);
    } else localStorage.removeItem(APP_PUSH_OFF);
  } catch {
    // Storage blocked: push comes back on at the next session, as before the switch could turn it off.
  }
}

/** The token last registered from this device, forgotten here: a logout unregisters it (mf-mypage's device-push). */
export function takeAppPushToken(): string | null {
  const token = rememberedToken();
  try {
    localStorage.removeItem(APP_PUSH_TOKEN);
  } catch {
    // Storage blocked: nothing was remembered.
  }
  return token;
}

function rememberedToken(): string | null {
  try {
    return localStorage.getItem(APP_PUSH_TOKEN);
  } catch {
    return null;
  }
}

function rememberToken(token: string) {
  try {
    localStorage.setItem(APP_PUSH_TOKEN, token);
  } catch {
    // Storage blocked: a logout cannot unregister it; the next account to register this phone takes it over.
  }
}

// The shell and 알림 설정 may ask at the same moment (the app opened at /news/setting): both hear the one answer, and
// it is registered once.
const registering = new Map<string, Promise<void>>();

function register(token: string, platform: 'ANDROID' | 'IOS'): Promise<void> {
  let pending = registering.get(token);
  if (!pending) {
    pending = apiPost<null>('/v2/notifications/push/native', { token, platform })
      .then(() => rememberToken(token))
      .finally(() => registering.delete(token));
    registering.set(token, pending);
  }
  return pending;
}

/**
 * Asks the app for its push token and registers it. Resolves with what became of it; rejects when the API refused
 * the registration. Each call asks again: an earlier question may have been lost.
 */
export function requestAppPush({
  turnOn = false,
  giveUpMs = GIVE_UP_MS,
}: AppPushOptions = {}): Promise<AppPushAnswer> {
  if (turnOn) setAppPushOff(false);
  else if (appPushOff()) return Promise.resolve({ state: 'off' });
  if (!isInApp()) return Promise.resolve({ state: 'no-answer' });
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => {
      stop();
      resolve({ state: 'no-answer' });
    }, giveUpMs);
    const stop = onNativeMessage((message) => {
      if (message.type !== 'PUSH_TOKEN') return;
      window.clearTimeout(timer);
      stop();
      const { token, platform } = message.payload;
      // Turned off while the app was being asked.
      if (appPushOff()) resolve({ state: 'off' });
      else if (!token) resolve({ state: 'denied' });
      else register(token, platform).then(() => resolve({ state: 'on', token }), reject);
    });
    postToNative({ type: 'REQUEST_PUSH_TOKEN' });
  });
}

/**
 * The shell's part, in the app: once an owner is logged in (their session confirmed by GET /v2/me) in an app that can
 * take it (≥ 3.0.0, so not behind the update prompt), the app is asked for its push token once a session and it is
 * registered (requestAppPush), unless push was turned off on this device in 알림 설정. Before, only opening 알림 설정
 * registered it, and a booking's confirmation or a shop's chat reply never reached the phone. A token the app sends
 * unasked meanwhile (FCM and APNs replace a phone's token now and then, and the app passes the new one on) is
 * registered too, when it is not the one registered already: the old one stops reaching the phone. Answers a stop.
 */
export function watchAppPush(): () => void {
  // Whose session it was asked for: a logout unregisters the token, so the next login asks again.
  let askedFor: number | null = null;
  const check = () => {
    const userSeq = useSessionStore.getState().user?.userSeq ?? null;
    if (userSeq === null) {
      askedFor = null;
      return;
    }
    const device = useDeviceStore.getState().deviceInfo;
    if (device === null || needsAppUpdate(device, isFlutterWebView()) || askedFor === userSeq) return;
    askedFor = userSeq;
    // Refused by the API (already reported by its client): the next session asks again, and 알림 설정 says so.
    requestAppPush().catch(() => undefined);
  };
  const renewed = onNativeMessage((message) => {
    if (message.type !== 'PUSH_TOKEN') return;
    const { token, platform } = message.payload;
    // Only for the owner it was asked for (their session, in an app that takes push), and not turned off here; the
    // answer to a question (requestAppPush) is registered there, once.
    if (!token || askedFor === null || askedFor !== useSessionStore.getState().user?.userSeq) return;
    if (appPushOff() || token === rememberedToken() || registering.has(token)) return;
    register(token, platform).catch(() => undefined);
  });
  const stops = [useSessionStore.subscribe(check), useDeviceStore.subscribe(check), renewed];
  check();
  return () => stops.forEach((stop) => stop());
}
