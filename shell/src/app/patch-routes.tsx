// Fog-of-war for remotes: the first navigation to a path a remote owns loads that remote's
// route table and patches it under the 'public' or 'protected' group (spec §2 layout rules).
import type { RouteObject } from 'react-router-dom';
import { isPublicPath, remoteForPath, type RemoteName } from '@guardian/shared';
import { RemoteErrorBoundary } from '../components/remote-error-boundary';
import { hasRemoteFailed, loadRemoteRoutes, recordRemoteFailure, resetRemote } from './remote-registry';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

export const ROUTE_IDS = { root: 'root', public: 'public', protected: 'protected' } as const;

/** Every screen's route gets the screen-level boundary: a screen that throws, or whose code fails to arrive, costs that screen only. */
export function withScreenBoundary(route: RouteObject): RouteObject {
  if (route.errorElement || route.ErrorBoundary) return route;
  return { ...route, errorElement: <RemoteErrorBoundary /> } as RouteObject;
}

export function splitRemoteRoutes(routes: RouteObject[]): {
  public: RouteObject[];
  protected: RouteObject[];
} {
  const pub: RouteObject[] = [];
  const prot: RouteObject[] = [];
  for (const route of routes) {
    // A pathless/index route has no path of its own; it belongs where '/' belongs.
    (isPublicPath(route.path ?? '/') ? pub : prot).push(withScreenBoundary(route));
  }
  return { public: pub, protected: prot };
}

export function createPatchRoutesOnNavigation() {
  const loaded = new Map<RemoteName, Promise<ReturnType<typeof splitRemoteRoutes> | null>>();
  return async function patchRoutesOnNavigation({
    path,
    patch,
  }: {
    path: string;
    patch: Patch;
  }): Promise<void> {
    const name = remoteForPath(path);
    if (!name) return;
    if (hasRemoteFailed(name)) {
      // Offline, `*` says why at once. Online again (it failed in a tunnel, the user went elsewhere meanwhile), the
      // visit asks for it anew: the failure screen's own retry only runs while that screen is shown.
      if (!navigator.onLine) return;
      resetRemote(name);
    }
    let pending = loaded.get(name);
    if (!pending) {
      pending = loadRemoteRoutes(name).then(splitRemoteRoutes, (error) => {
        loaded.delete(name);
        recordRemoteFailure(name, error);
        console.error(`[shell] remote "${name}" failed to load`, error);
        return null;
      });
      loaded.set(name, pending);
    }
    const groups = await pending;
    if (!groups) return;
    // Every navigation patches with its own `patch`, not only the one that started the load: the router drops a
    // patch made for a navigation that a newer one interrupted (a double tap on a link to another tab), and the
    // newer one, finding nothing patched, would end on /not-found. The router ignores routes it already has.
    if (groups.public.length) patch(ROUTE_IDS.public, groups.public);
    if (groups.protected.length) patch(ROUTE_IDS.protected, groups.protected);
  };
}
