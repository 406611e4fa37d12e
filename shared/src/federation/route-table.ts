// An app's route table, derived from the route manifest: every entry the app owns, in manifest
// order, with its title in the handle; the app only maps keys to its built screens, and an entry
// without one gets the shared "not open yet" screen. A remote's table is also stamped with its
// build id and tags monitoring with the remote's name while its screens are shown.
import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '../routing/remote-names';
import {
  ROUTE_KEYS,
  ROUTES,
  type RouteKey,
  type RouteKeyOf,
  type RouteOwner,
} from '../routing/route-manifest';
import type { RouteHandle } from './route-handle';
import { loadScreenOrRetry, type LazyScreen } from './screen-on-retry';
import { stampRemoteRoutes } from './stamp-remote-routes';
import { UnopenedScreen } from './unopened-screen';

export type { LazyScreen };

/** Manifest key → lazy screen, for the keys one app owns. */
export type ScreenMap<O extends RouteOwner> = Partial<Record<RouteKeyOf<O>, LazyScreen>>;

const unopened: LazyScreen = async () => ({ Component: UnopenedScreen });

export function routeTable<O extends RouteOwner>(owner: O, screens: ScreenMap<O>): RouteObject[] {
  const built = screens as Partial<Record<RouteKey, LazyScreen>>;
  return ROUTE_KEYS.filter((key) => ROUTES[key].owner === owner).map((key) => {
    const handle: RouteHandle = { key, title: ROUTES[key].title, owner };
    // A screen whose code fails to arrive shows the route's error boundary and loads on 다시 시도 (screen-on-retry).
    return { path: ROUTES[key].path, handle, lazy: loadScreenOrRetry(built[key] ?? unopened) };
  });
}

export interface RemoteRoutesInput<R extends RemoteName> {
  remote: R;
  /** The remote's own build id (its `__BUILD_ID__`; shared code is compiled by the shell). */
  buildId: string;
  screens: ScreenMap<R>;
}

/** The default export of a remote's `./routes`. */
export function defineRemoteRoutes<R extends RemoteName>({ remote, buildId, screens }: RemoteRoutesInput<R>) {
  return stampRemoteRoutes(buildId, routeTable(remote, screens), remote);
}
