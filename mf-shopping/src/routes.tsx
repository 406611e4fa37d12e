import type { RouteObject } from 'react-router-dom';

const routes: RouteObject[] = [
  { path: '/shopping', lazy: async () => ({ Component: (await import('./features/mall/mall-screen')).MallScreen }) },
];
export default routes;
