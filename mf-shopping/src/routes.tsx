// The route table this remote exposes to the shell (absolute paths, lazy screens).
import type { RouteObject } from 'react-router-dom';
import { stampRemoteRoutes } from '@guardian/shared';
import { paths } from './config/paths';

const routes: RouteObject[] = [
  {
    path: paths.shopping.path,
    lazy: async () => ({ Component: (await import('./features/mall/components/mall-screen')).MallScreen }),
  },
];
// Stamped with this remote's build id (compiled in by the remote's own build).
export default stampRemoteRoutes(typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev', routes);
