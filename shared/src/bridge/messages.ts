// The one typed channel between the web app and the native WebView host: JSON `{ type, payload }`.
export type DeviceOs = 'ios' | 'android' | (string & {});

export interface DeviceInfo {
  os: DeviceOs;
  os_version: string;
  app_version: string;
}

export interface LocationInfo {
  isReceived: boolean;
  latitude: number | null;
  longitude: number | null;
}

export type Permission = 'camera' | 'storage';

/** Web → native (window.ReactNativeWebView.postMessage). */
export type WebToNative =
  | { type: 'REQUEST_DEVICE_INFO'; payload?: undefined }
  | { type: 'REQUEST_LOCATION'; payload?: undefined }
  | { type: 'REQUEST_PERMISSION'; payload: { permission: Permission } }
  | { type: 'OPEN_EXTERNAL_URL'; payload: { url: string } }
  | { type: 'OPEN_APP_STORE'; payload: { url: string } }
  /**
   * Asks the app for its FCM/APNs token (answered by PUSH_TOKEN): once a session for a logged-in owner, on each visit
   * of 알림 설정 and when its switch is turned on, unless push was turned off on this device (app-push.ts).
   */
  | { type: 'REQUEST_PUSH_TOKEN'; payload?: undefined }
  /** Saves one picture (a signed URL) to the phone's gallery (answered by SAVE_IMAGE_RESULT). */
  | { type: 'SAVE_IMAGE'; payload: { url: string; fileName: string } }
  /** A shop's chat message arrived while the page was hidden: the app may show a local notification. */
  | { type: 'NEW_CHAT_MESSAGE'; payload: { chattingRoomId: number; message: string; link: string } }
  /** Opens the phone's share sheet. */
  | { type: 'SHARE'; payload: { title: string; text?: string; url: string } };

/** Native → web (`message` events on window/document). */
export type NativeToWeb =
  | { type: 'DEVICE_INFO'; payload: DeviceInfo }
  | { type: 'LOCATION'; payload: LocationInfo }
  | { type: 'REFRESH_CHAT_ROOM_LIST'; payload?: undefined }
  | { type: 'PERMISSION_RESULT'; payload: { permission: Permission; granted: boolean } }
  /** The app's push token (null: the user refused notifications); the web registers it with the API. */
  | { type: 'PUSH_TOKEN'; payload: { token: string | null; platform: 'ANDROID' | 'IOS' } }
  | { type: 'SAVE_IMAGE_RESULT'; payload: { url: string; saved: boolean } }
  /**
   * Opens a screen of this site in place, without reloading (an app push or local notification tapped while the
   * page is open): `link` is a path of this site ("/chatting/3"); anything else is refused.
   */
  | { type: 'OPEN_LINK'; payload: { link: string } };

export type NativeMessageType = NativeToWeb['type'];

const isString = (v: unknown) => typeof v === 'string';
const isBoolean = (v: unknown) => typeof v === 'boolean';
const isCoordinate = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));

/**
 * Each message's payload as its handlers use it: anything else (a missing payload, a number for a version, an
 * unknown permission) is dropped with the message rather than failing in a handler or the update prompt's render.
 * DEVICE_INFO only needs an object: an app_version that is not a string counts as unreadable (too old) downstream.
 */
type Payload = Record<string, unknown> | undefined;
const PAYLOAD_CHECKS: Record<NativeMessageType, (p: Payload) => boolean> = {
  DEVICE_INFO: (p) => !!p,
  LOCATION: (p) => !!p && isBoolean(p.isReceived) && isCoordinate(p.latitude) && isCoordinate(p.longitude),
  REFRESH_CHAT_ROOM_LIST: () => true,
  PERMISSION_RESULT: (p) =>
    !!p && (p.permission === 'camera' || p.permission === 'storage') && isBoolean(p.granted),
  PUSH_TOKEN: (p) =>
    !!p && (p.token === null || isString(p.token)) && (p.platform === 'ANDROID' || p.platform === 'IOS'),
  SAVE_IMAGE_RESULT: (p) => !!p && isString(p.url) && isBoolean(p.saved),
  OPEN_LINK: (p) => !!p && isString(p.link),
};
const CHECKS = new Map(Object.entries(PAYLOAD_CHECKS));

/** Parses what arrives on a message event; anything that is not one of ours, in its shape, is null. */
export function parseNativeMessage(data: unknown): NativeToWeb | null {
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      // Other scripts (captcha, ad SDKs) post plain strings on the same window.
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const { type, payload = null } = value as { type?: unknown; payload?: unknown };
  const check = typeof type === 'string' ? CHECKS.get(type) : undefined;
  // A message without a payload may say so with null.
  if (!check || typeof payload !== 'object') return null;
  return check((payload ?? undefined) as Payload) ? (value as NativeToWeb) : null;
}
