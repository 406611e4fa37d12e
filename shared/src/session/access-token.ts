// §4: the access_token cookie (2 days) is what marks a person as logged in.
import { LIMITS } from '../constants/limits';

export const ACCESS_TOKEN_COOKIE = 'access_token';

// The one cookie the app reads and writes, without a cookie library: js-cookie was ~0.7 KB gzipped of every tab's
// first load (e2e/SIZE.md). Values are encoded and read as js-cookie did, so a cookie either wrote reads the same.
function readCookie(): string | null {
  if (typeof document === 'undefined') return null;
  // One read of document.cookie (a round trip to the browser's network process, see ACCESS_TOKEN_RECHECK_MS).
  const cookies = document.cookie;
  for (const pair of cookies ? cookies.split('; ') : []) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at) !== ACCESS_TOKEN_COOKIE) continue;
    try {
      return pair
        .slice(at + 1)
        .replace(/^"(.*)"$/, '$1')
        .replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      return null; // Not percent-encoded UTF-8: not a token this app wrote.
    }
  }
  return null;
}

/** Writes the cookie for `days` (a negative number removes it), on the whole site, sent on same-site requests. */
function writeCookie(value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const encoded = encodeURIComponent(value).replace(
    /%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g,
    decodeURIComponent,
  );
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encoded}; expires=${new Date(Date.now() + days * 864e5).toUTCString()}; path=/; SameSite=Lax${secure}`;
}

/**
 * How long one read of the cookie is trusted when nothing said it changed. Reading `document.cookie` is a
 * synchronous round trip to the browser's network process (1.5-2 ms each in Chromium on a 2-core machine, more
 * on a phone), and every API request asks for the token: a page's first load read it 4-8 times, on the main
 * thread while the page was starting. Changes made here go through setAccessToken/removeAccessToken, which
 * forget the read. A change made elsewhere (another tab's login or logout, the cookie expiring) is seen through
 * CookieStore change events where the browser has them, when the page comes back into view, and otherwise
 * within this long. The server stays the judge of a token: one that no longer stands for a session gets a 401,
 * which removes the token here (§8).
 */
export const ACCESS_TOKEN_RECHECK_MS = 5_000;

let known: { token: string | null; readAt: number } | null = null;
let watching = false;
/** The token as this page last had it: read first, written or removed here, or followed (onAccessTokenChange). */
let had: string | null | undefined;
const followers = new Set<(token: string | null) => void>();

function forgetRead(): void {
  known = null;
}

/** Something said the cookie may have changed: read it again, and tell the followers when it holds another token. */
function recheck(): void {
  forgetRead();
  if (!followers.size) return;
  const token = getAccessToken();
  if (token === had) return;
  had = token;
  for (const follow of followers) follow(token);
}

function watchForChanges(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') recheck();
  });
  // A page restored from the back-forward cache kept its read while it was away.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) recheck();
  });
  // The Cookie Store API is not in every browser (Firefox; Safari before 18.4) nor outside secure contexts.
  const cookieStore = 'cookieStore' in window ? window.cookieStore : undefined;
  cookieStore?.addEventListener('change', ({ changed, deleted }) => {
    if ([...changed, ...deleted].some((cookie) => cookie.name === ACCESS_TOKEN_COOKIE)) recheck();
  });
}

export function getAccessToken(): string | null {
  watchForChanges();
  const now = Date.now();
  if (known && now >= known.readAt && now - known.readAt < ACCESS_TOKEN_RECHECK_MS) return known.token;
  const token = readCookie();
  known = { token, readAt: now };
  if (had === undefined) had = token;
  return token;
}

/**
 * `follow` is told the token the cookie holds when it is no longer the one this page last had: a login or a logout
 * made in another window of this browser (or the app's WebView sharing its cookies), or the cookie expiring. Seen
 * when the page is shown again and when the browser's CookieStore says the cookie changed; this page's own login and
 * logout are not told. Followers are told in the order they came: the session store first, then the QueryClient.
 * Returns the unfollowing.
 */
export function onAccessTokenChange(follow: (token: string | null) => void): () => void {
  followers.add(follow);
  watchForChanges();
  return () => {
    followers.delete(follow);
  };
}

export function setAccessToken(token: string): void {
  writeCookie(token, LIMITS.ACCESS_TOKEN_DAYS);
  had = token;
  // Read again rather than assumed: a browser that refuses the cookie leaves the person logged out.
  forgetRead();
}

export function removeAccessToken(): void {
  writeCookie('', -1);
  had = null;
  forgetRead();
}

/**
 * §8's 401 rule for the token the refused request carried (`sent`): removes the cookie only while it still
 * holds that token, reading it afresh to know. A request that left with the old token can be refused after
 * this person logged in again, here or in another window, and that new login stays. With `sent` unknown
 * (undefined) the cookie goes, as before. Returns whether it went.
 */
export function removeRefusedAccessToken(sent: string | null | undefined): boolean {
  if (sent !== undefined) {
    forgetRead();
    const current = getAccessToken();
    if (current !== null && current !== sent) return false;
  }
  removeAccessToken();
  return true;
}
