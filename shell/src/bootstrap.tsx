import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig, remoteForPath } from '@guardian/shared';
import { loadRemoteRoutes, registerConfiguredRemotes } from './app/remotes';

async function main() {
  const config = await loadRuntimeConfig();
  registerConfiguredRemotes(config);
  const router = createBrowserRouter(
    [{ id: 'root', path: '/', children: [{ path: '*', element: <p>없는 페이지</p> }] }],
    {
      async patchRoutesOnNavigation({ path, patch }) {
        const remote = remoteForPath(path);
        if (!remote) return;
        const routes = await loadRemoteRoutes(remote);
        patch('root', routes);
      },
    },
  );
  createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
}

void main();
