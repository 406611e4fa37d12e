// Loads a remote's route table through the federation runtime, once per remote.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import { REMOTE_NAMES, type RemoteName, type RemoteRoutesModule, type RuntimeConfig } from '@guardian/shared';

const loaded = new Map<RemoteName, RouteObject[]>();

export function registerConfiguredRemotes(config: RuntimeConfig): void {
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: new URL(config.remotes[name], window.location.href).href })),
  );
}

export async function loadRemoteRoutes(name: RemoteName): Promise<RouteObject[]> {
  const cached = loaded.get(name);
  if (cached) return cached;
  const mod = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!mod) throw new Error(`remote ${name} returned nothing`);
  loaded.set(name, mod.default);
  return mod.default;
}
