// Which manifest entry a URL path (or a route pattern) is: route-table.mjs's matcher, which the
// site server (scripts/serve.mjs) uses too, typed for the apps.
import type { RouteKey } from './route-manifest';
import { normalisePath, routeKeyOf } from './route-table.mjs';

export { normalisePath };

/** The manifest key of a pathname or of a pattern written as in the manifest; null when none. */
export function findRoute(pathname: string): RouteKey | null {
  return routeKeyOf(pathname);
}
