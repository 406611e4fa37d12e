// §4/§5: an app below 3.0.0, or the Flutter WebView, must update before use.
import { LIMITS } from '../constants/limits';
import type { DeviceInfo, DeviceOs } from './messages';

/**
 * Parses "major.minor.patch" (missing parts are 0; a leading "v" and a pre-release/build
 * suffix such as "-beta.1" or "+42" are ignored). Returns null for anything else.
 */
export function parseVersion(version: string): [number, number, number] | null {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?$/.exec(version.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** -1, 0 or 1 like a comparator; null when either side is not a version. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  for (let i = 0; i < 3; i++) {
    if (left[i]! < right[i]!) return -1;
    if (left[i]! > right[i]!) return 1;
  }
  return 0;
}

/**
 * True when the blocking update prompt must show. Outside the app (no device info) never.
 * An unreadable app_version counts as too old: only builds before the versioned bridge send one,
 * and letting them through would show screens the old host cannot drive.
 */
export function needsAppUpdate(
  deviceInfo: Pick<DeviceInfo, 'app_version'> | null | undefined,
  isFlutter: boolean,
): boolean {
  if (isFlutter) return true;
  if (!deviceInfo) return false;
  // The app's message is only checked to be an object: a version sent as a number or not at all is unreadable.
  const version: unknown = deviceInfo.app_version;
  const order = typeof version === 'string' ? compareVersions(version, LIMITS.MIN_APP_VERSION) : null;
  return order === null || order < 0;
}

export const APP_STORE_URLS = {
  ios: 'https://apps.apple.com/kr/app/id1594849034',
  android: 'https://play.google.com/store/apps/details?id=kr.guardian.app',
} as const;

/** §8: the store link follows the device type (iOS → App Store, everything else → Play Store). */
export function appStoreUrl(os: DeviceOs | null | undefined): string {
  return typeof os === 'string' && os.toLowerCase() === 'ios' ? APP_STORE_URLS.ios : APP_STORE_URLS.android;
}
