import { describe, expect, it } from 'vitest';
import { appStoreUrl, APP_STORE_URLS, compareVersions, needsAppUpdate } from '../app-version';

const device = (app_version: string) => ({ app_version });

describe('needsAppUpdate (§4, §5: minimum app version 3.0.0)', () => {
  it.each([
    ['2.9.9', true],
    ['2.10.0', true],
    ['3.0.0', false],
    ['3.0.1', false],
    ['3.10.0', false],
    ['10.0.0', false],
    ['3', false],
    ['v3.0.0', false],
    ['3.0.0-beta.1', false],
    [' 2.0 ', true],
  ])('app_version %s → %s', (version, expected) => {
    expect(needsAppUpdate(device(version), false)).toBe(expected);
  });

  it('treats an unreadable app_version as too old (documented decision)', () => {
    expect(needsAppUpdate(device('garbage'), false)).toBe(true);
    expect(needsAppUpdate(device(''), false)).toBe(true);
  });

  it('§4: the Flutter WebView always needs the update', () => {
    expect(needsAppUpdate(device('9.9.9'), true)).toBe(true);
    expect(needsAppUpdate(null, true)).toBe(true);
  });

  it('never prompts on the plain web (no device info)', () => {
    expect(needsAppUpdate(null, false)).toBe(false);
  });
});

describe('compareVersions', () => {
  it('compares numerically part by part, not as strings', () => {
    expect(compareVersions('3.10.0', '3.9.0')).toBe(1);
    expect(compareVersions('3.0', '3.0.0')).toBe(0);
    expect(compareVersions('1.2.3', '1.2.4')).toBe(-1);
    expect(compareVersions('x', '1.0.0')).toBeNull();
  });
});

describe('appStoreUrl (§8: chosen by device type)', () => {
  it('sends iOS to the App Store and Android to the Play Store', () => {
    expect(appStoreUrl('ios')).toBe(APP_STORE_URLS.ios);
    expect(appStoreUrl('iOS')).toBe(APP_STORE_URLS.ios);
    expect(appStoreUrl('android')).toBe(APP_STORE_URLS.android);
  });

  it('an os the app sent as something else than text goes to the Play Store instead of failing', () => {
    expect(appStoreUrl(7 as never)).toBe(APP_STORE_URLS.android);
  });
});

describe('needsAppUpdate with what an app may really send', () => {
  it('a version sent as a number, or left out, is unreadable (too old) rather than a failure', () => {
    expect(needsAppUpdate({ app_version: 3.1 as never }, false)).toBe(true);
    expect(needsAppUpdate({} as never, false)).toBe(true);
  });
});
