// The route table this remote exposes to the shell (absolute paths, lazy screens).
import type { RouteObject } from 'react-router-dom';
import { paths } from './config/paths';

const routes: RouteObject[] = [
  {
    path: paths.shopping.path,
    lazy: async () => ({ Component: (await import('./features/mall/components/mall-screen')).MallScreen }),
  },
];
export default routes;
