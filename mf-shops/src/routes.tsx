// The route table this remote exposes to the shell (absolute paths, lazy screens). Each
// feature contributes its own routes; paths without a built screen yet get UnopenedScreen.
import type { RouteObject } from 'react-router-dom';
import { stampRemoteRoutes } from '@guardian/shared';
import { paths } from './config/paths';
import { discoveryRoutes } from './features/discovery/routes';
import { bookingRoutes } from './features/booking/routes';

type PathKey = keyof typeof paths;

const unopened = ({ path, title }: { path: string; title: string }): RouteObject => ({
  path,
  handle: { title },
  lazy: async () => ({ Component: (await import('./components/unopened-screen')).UnopenedScreen }),
});

const built: Partial<Record<PathKey, RouteObject>> = { ...discoveryRoutes, ...bookingRoutes };

const routes: RouteObject[] = (Object.keys(paths) as PathKey[]).map(
  (key) => built[key] ?? unopened(paths[key]),
);
// Stamped with this remote's build id (compiled in by the remote's own build).
export default stampRemoteRoutes(typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev', routes);
