// The route table this remote exposes to the shell (absolute paths, lazy screens).
import type { RouteObject } from 'react-router-dom';
import { stampRemoteRoutes } from '@guardian/shared';
import { paths } from './config/paths';

const { curation, curationBreed, ...unopenedPaths } = paths;

const unopened = ({ path, title }: { path: string; title: string }): RouteObject => ({
  path,
  handle: { title },
  lazy: async () => ({ Component: (await import('./components/unopened-screen')).UnopenedScreen }),
});

const routes: RouteObject[] = [
  {
    path: curation.path,
    lazy: async () => ({ Component: (await import('./features/home/components/home-screen')).HomeScreen }),
  },
  {
    path: curationBreed.path,
    lazy: async () => ({
      Component: (await import('./features/breeds/components/breed-guide-screen')).BreedGuideScreen,
    }),
  },
  ...Object.values(unopenedPaths).map(unopened),
];
// Stamped with this remote's build id (compiled in by the remote's own build).
export default stampRemoteRoutes(typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev', routes);
