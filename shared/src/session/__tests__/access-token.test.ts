// The access_token cookie is read once and trusted until something says it changed: reading
// document.cookie is a synchronous round trip to the browser's network process, and every request
// asks for the token.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_RECHECK_MS,
  getAccessToken,
  onAccessTokenChange,
  removeAccessToken,
  setAccessToken,
} from '../access-token';

/** A cookie written behind this page's back: another tab, the native app, an expiry. */
const writeElsewhere = (token: string | null) => {
  document.cookie = token
    ? `access_token=${token}; path=/`
    : 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

// jsdom has no CookieStore; the page listens to one when the browser has it (Chromium, Safari 18.4+).
const cookieStore = new EventTarget();
beforeAll(() => {
  Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the access token', () => {
  it('is read from the cookie once for a burst of requests, not once per request', () => {
    setAccessToken('tok-1');
    const reads = vi.spyOn(document, 'cookie', 'get');
    for (let i = 0; i < 8; i++) expect(getAccessToken()).toBe('tok-1');
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('follows a login and a logout made on this page at once', () => {
    expect(getAccessToken()).toBeNull();
    setAccessToken('tok-1');
    expect(getAccessToken()).toBe('tok-1');
    removeAccessToken();
    expect(getAccessToken()).toBeNull();
  });

  it(`sees a cookie changed elsewhere within ${ACCESS_TOKEN_RECHECK_MS / 1000} s`, () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00+09:00') });
    setAccessToken('tok-1');
    expect(getAccessToken()).toBe('tok-1');
    writeElsewhere('tok-2');
    vi.advanceTimersByTime(ACCESS_TOKEN_RECHECK_MS - 1);
    expect(getAccessToken()).toBe('tok-1');
    vi.advanceTimersByTime(1);
    expect(getAccessToken()).toBe('tok-2');
    writeElsewhere(null);
    vi.advanceTimersByTime(ACCESS_TOKEN_RECHECK_MS);
    expect(getAccessToken()).toBeNull();
  });

  it('reads the cookie again when the page comes back into view', () => {
    setAccessToken('tok-1');
    expect(getAccessToken()).toBe('tok-1');
    writeElsewhere(null);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(getAccessToken()).toBeNull();
  });

  it('reads the cookie again when the page comes back from the back-forward cache, not on its first show', () => {
    setAccessToken('tok-1');
    expect(getAccessToken()).toBe('tok-1');
    writeElsewhere('tok-2');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(getAccessToken()).toBe('tok-1');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(getAccessToken()).toBe('tok-2');
  });

  it('reads the cookie again when the cookie store says the token changed, and only then', () => {
    setAccessToken('tok-1');
    expect(getAccessToken()).toBe('tok-1');
    writeElsewhere('tok-2');
    cookieStore.dispatchEvent(
      Object.assign(new Event('change'), { changed: [{ name: 'other' }], deleted: [] }),
    );
    expect(getAccessToken()).toBe('tok-1');
    cookieStore.dispatchEvent(
      Object.assign(new Event('change'), { changed: [{ name: 'access_token' }], deleted: [] }),
    );
    expect(getAccessToken()).toBe('tok-2');
    writeElsewhere(null);
    cookieStore.dispatchEvent(
      Object.assign(new Event('change'), { changed: [], deleted: [{ name: 'access_token' }] }),
    );
    expect(getAccessToken()).toBeNull();
  });

  it('writes a token percent-encoded as js-cookie did, and reads it back as it was', () => {
    setAccessToken('a b;c/d=e');
    expect(document.cookie).toContain('access_token=a%20b%3Bc/d=e');
    expect(getAccessToken()).toBe('a b;c/d=e');
    removeAccessToken();
    expect(document.cookie).not.toContain('access_token=');
    expect(getAccessToken()).toBeNull();
  });

  it('a login the browser refuses to store leaves the person logged out', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    setAccessToken('tok-1');
    expect(getAccessToken()).toBeNull();
  });

  describe('a login or logout made in another window', () => {
    const shown = () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
    };

    it('is told when the page is shown again and the cookie holds another token, or none', () => {
      setAccessToken('tok-1');
      const told = vi.fn();
      const unfollow = onAccessTokenChange(told);
      shown();
      expect(told).not.toHaveBeenCalled();
      writeElsewhere('tok-2');
      shown();
      expect(told).toHaveBeenLastCalledWith('tok-2');
      shown();
      expect(told).toHaveBeenCalledTimes(1);
      writeElsewhere(null);
      cookieStore.dispatchEvent(
        Object.assign(new Event('change'), { changed: [], deleted: [{ name: 'access_token' }] }),
      );
      expect(told).toHaveBeenLastCalledWith(null);
      expect(told).toHaveBeenCalledTimes(2);
      unfollow();
      writeElsewhere('tok-3');
      shown();
      expect(told).toHaveBeenCalledTimes(2);
    });

    it('is not told of this page’s own login and logout, nor of a token refused here', () => {
      removeAccessToken();
      const told = vi.fn();
      const unfollow = onAccessTokenChange(told);
      setAccessToken('tok-1');
      cookieStore.dispatchEvent(
        Object.assign(new Event('change'), { changed: [{ name: 'access_token' }], deleted: [] }),
      );
      removeAccessToken();
      cookieStore.dispatchEvent(
        Object.assign(new Event('change'), { changed: [], deleted: [{ name: 'access_token' }] }),
      );
      shown();
      expect(told).not.toHaveBeenCalled();
      unfollow();
    });
  });
});
