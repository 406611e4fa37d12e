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
  /** Asks the app for its FCM/APNs token (answered by PUSH_TOKEN); sent when 소식 push is turned on. */
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
  | { type: 'SAVE_IMAGE_RESULT'; payload: { url: string; saved: boolean } };

export type NativeMessageType = NativeToWeb['type'];

const NATIVE_TYPES: ReadonlySet<string> = new Set<NativeMessageType>([
  'DEVICE_INFO',
  'LOCATION',
  'REFRESH_CHAT_ROOM_LIST',
  'PERMISSION_RESULT',
  'PUSH_TOKEN',
  'SAVE_IMAGE_RESULT',
]);

/** Parses what arrives on a message event; anything that is not one of ours is null. */
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
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !NATIVE_TYPES.has(type)) return null;
  return value as NativeToWeb;
}
