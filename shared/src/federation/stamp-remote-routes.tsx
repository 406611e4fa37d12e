// Every screen a remote renders carries the remote's build id (data-build-id), so anyone can
// tell which deploy of which remote is on the page (and the redeploy test can prove a swap);
// while it is shown, monitoring events are tagged with the remote's name. The stamp's box fills the shell's page area
// (stamp-remote-routes.module.css), so a screen can be as tall as what the bars and the offline banner leave.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useRemoteTag } from './use-remote-tag';
import styles from './stamp-remote-routes.module.css';

function stamp(buildId: string, Screen: ComponentType, remote?: string): ComponentType {
  function Stamped() {
    useRemoteTag(remote);
    return (
      <div className={styles.root} data-build-id={buildId} data-remote-root="">
        <Screen />
      </div>
    );
  }
  Stamped.displayName = `Stamped(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return Stamped;
}

export function stampRemoteRoutes(buildId: string, routes: RouteObject[], remote?: string): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children ? stampRemoteRoutes(buildId, route.children, remote) : undefined;
    const { lazy, Component } = route;
    if (Component) return { ...route, Component: stamp(buildId, Component, remote), children } as RouteObject;
    if (typeof lazy === 'function') {
      return {
        ...route,
        children,
        lazy: async () => {
          const loaded = await lazy();
          return loaded.Component
            ? { ...loaded, Component: stamp(buildId, loaded.Component, remote) }
            : loaded;
        },
      } as RouteObject;
    }
    return { ...route, children } as RouteObject;
  });
}
