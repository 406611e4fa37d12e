// Where 뒤로 가기 goes when nothing of this app is behind the page: it was opened by a shared link, a push
// or the native app straight at a detail, and history.back() would leave the app (or do nothing).
import { findRoute, normalisePath } from './match-route';
import { ROUTES } from './route-manifest';

/**
 * The nearest route above `pathname` the user can open (/community/42 → /community, /shop/1 → /shop,
 * /ai-profile/3 → /ai-profile): for a guest, routes that need login (§6) are passed over. '/' at the end.
 */
export function parentPath(pathname: string, loggedIn: boolean): string {
  const segments = normalisePath(pathname).split('/').filter(Boolean);
  for (let n = segments.length - 1; n > 0; n--) {
    const candidate = `/${segments.slice(0, n).join('/')}`;
    const key = findRoute(candidate);
    if (key && (loggedIn || !('needsLogin' in ROUTES[key]))) return candidate;
  }
  return '/';
}

/**
 * Whether the page has an entry of this app behind it. The browser router keeps its position in
 * history.state (idx, 0 for the page the app was opened at, kept across replace and reload); a memory
 * router (tests) has none, and its first entry's key is 'default'.
 */
export function hasAppHistory(locationKey: string): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof idx === 'number') return idx > 0;
  return locationKey !== 'default';
}
