// The route table this remote exposes to the shell (absolute paths, lazy screens).
import type { RouteObject } from 'react-router-dom';
import { paths } from './config/paths';

const unopened = ({ path, title }: { path: string; title: string }): RouteObject => ({
  path,
  handle: { title },
  lazy: async () => ({ Component: (await import('./components/unopened-screen')).UnopenedScreen }),
});

const routes: RouteObject[] = Object.values(paths).map(unopened);
export default routes;
