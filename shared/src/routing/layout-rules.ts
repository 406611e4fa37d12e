// Layout rules of spec §2 ("Behaviour") and the login tabs of §6, read from the route manifest.
import { findRoute } from './match-route';
import { ROUTES, type RouteSpec } from './route-manifest';

export { normalisePath } from './match-route';

function specFor(pathname: string): RouteSpec | null {
  const key = findRoute(pathname);
  return key ? ROUTES[key] : null;
}

/** Root list pages show the bottom tab bar. */
export function showsTabBar(pathname: string): boolean {
  return specFor(pathname)?.tabBar === true;
}

/** Pages without the login-and-shop layout (auth, shop by id, community, online reservation, …). */
export function isPublicPath(pathname: string): boolean {
  return specFor(pathname)?.public === true;
}

/** Chatting, News and MyInfo need login (spec §6). */
export function requiresLoginTab(pathname: string): boolean {
  return specFor(pathname)?.needsLogin === true;
}

/** Pages above which the app says the phone is offline: all but those that say it themselves (쇼핑). */
export function showsOfflineBanner(pathname: string): boolean {
  return specFor(pathname)?.ownOffline !== true;
}
