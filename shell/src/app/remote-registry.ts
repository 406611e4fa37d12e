// Remotes as the federation runtime knows them: registered from config.json, their route
// tables loaded once, and a failure remembered per remote so `*` can explain it and retry.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import { REMOTE_NAMES, remoteForPath, type RemoteName, type RemoteRoutesModule } from '@guardian/shared';

const entries = new Map<RemoteName, string>();
const loaded = new Map<RemoteName, Promise<RouteObject[]>>();
const failures = new Map<RemoteName, unknown>();

// A remote that failed offline is not down: once the connection is back, a tap on its tab (and the touch before it,
// preloadRemoteFor) loads it again rather than showing the failure kept from the tunnel.
addEventListener('online', () => {
  for (const name of failures.keys()) resetRemote(name);
});

function toRemote(name: RemoteName) {
  return { name, entry: entries.get(name)! };
}

/** Entries are resolved against the page so a relative manifest URL works from any path. */
export function registerConfiguredRemotes(
  remotes: Record<RemoteName, string>,
  base = window.location.href,
): void {
  for (const name of REMOTE_NAMES) {
    if (remotes[name]) entries.set(name, new URL(remotes[name], base).href);
  }
  registerRemotes(REMOTE_NAMES.filter((n) => entries.has(n)).map(toRemote));
}

export function loadRemoteRoutes(name: RemoteName): Promise<RouteObject[]> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = loadRemote<RemoteRoutesModule>(`${name}/routes`).then((mod) => {
      if (!mod || !Array.isArray(mod.default)) throw new Error(`remote ${name} exposes no routes`);
      return mod.default;
    });
    // A rejected load is not cached: the next attempt (after retry) fetches again.
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}

/**
 * Fetches the manifest, entry and route table of the remote that owns `path` ahead of the
 * navigation (a tab touched or hovered), so the click finds them loaded. A failed preload is not
 * a failure: the navigation itself loads again and reports.
 */
export function preloadRemoteFor(path: string): void {
  const name = remoteForPath(path);
  if (!name || !entries.has(name) || failures.has(name)) return;
  loadRemoteRoutes(name).catch(() => undefined);
}

export function recordRemoteFailure(name: RemoteName, error: unknown): void {
  failures.set(name, error);
}

export function hasRemoteFailed(name: RemoteName): boolean {
  return failures.has(name);
}

/** Forget the failure and make the runtime drop the broken entry so the next load refetches it. */
export function resetRemote(name: RemoteName): void {
  failures.delete(name);
  loaded.delete(name);
  if (entries.has(name)) registerRemotes([toRemote(name)], { force: true });
}

/** Test seam. */
export function resetRemoteRegistry(): void {
  entries.clear();
  loaded.clear();
  failures.clear();
}
