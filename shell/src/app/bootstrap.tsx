// Start-up order matters: config first (API base, remote URLs, DSN), then the client and
// monitoring, then the remotes, then one QueryClient and the router.
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApiClient, createQueryClient, initMonitoring, loadRuntimeConfig } from '@guardian/shared';
import '@guardian/shared/styles.css';
import { Providers } from './providers';
import { registerConfiguredRemotes } from './remote-registry';
import { createAppRouter } from './router';
import { renderStartupError } from './startup-error';

export async function start(container: HTMLElement): Promise<void> {
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('[shell] config.json failed', error);
    renderStartupError(container);
    return;
  }
  configureApiClient({ baseURL: config.apiBaseUrl });
  void Promise.resolve(initMonitoring(config)).catch((e: unknown) => console.error('[shell] monitoring', e));
  registerConfiguredRemotes(config.remotes);
  const queryClient = createQueryClient();
  const router = createAppRouter();
  createRoot(container).render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
