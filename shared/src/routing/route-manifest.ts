// The typed view of the route table (route-table.mjs): ownership, the layout rules, `paths` and
// every remote's route table are derived from it.
import type { RemoteName } from './remote-names';
import { ROUTE_TABLE } from './route-table.mjs';

export type RouteOwner = 'shell' | RemoteName;

export interface RouteSpec {
  path: string;
  owner: RouteOwner;
  title: string;
  /** No login-and-shop layout (spec §2 "Behaviour"). */
  public?: true;
  /** A root list page that shows the bottom tab bar. */
  tabBar?: true;
  /** Chatting, News and MyInfo need login (§6). */
  needsLogin?: true;
  /** The page says itself that the phone is offline (the mall's frame), so the app's banner stays away. */
  ownOffline?: true;
}

export const ROUTES = ROUTE_TABLE satisfies Record<string, RouteSpec>;

export type Routes = typeof ROUTES;
export type RouteKey = keyof Routes;

/** The keys of the routes one app owns. */
export type RouteKeyOf<O extends RouteOwner> = {
  [K in RouteKey]: Routes[K]['owner'] extends O ? K : never;
}[RouteKey];

export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

/** The routes one app owns, keyed as in ROUTES (an app's `config/paths`). */
export function routesOwnedBy<O extends RouteOwner>(owner: O): { [K in RouteKeyOf<O>]: Routes[K] } {
  return Object.fromEntries(
    ROUTE_KEYS.filter((key) => ROUTES[key].owner === owner).map((key) => [key, ROUTES[key]]),
  ) as {
    [K in RouteKeyOf<O>]: Routes[K];
  };
}
