// Start-up order matters: early errors are queued first, then config (API base, remote URLs,
// DSN), then the client, the remotes, one QueryClient and the router. Monitoring's SDK is
// fetched only once the page is idle (and only with a DSN), so it never delays first paint.
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import {
  configureApiClient,
  createQueryClient,
  queueEarlyErrors,
  startMonitoringWhenIdle,
} from '@guardian/shared';
import '@guardian/shared/styles.css';
import { watchFailedImages } from '../lib/image-fallback';
import { removeBootFrame, removeBootFrameWhenReady } from './boot-frame';
import { resolveRuntimeConfig } from './inline-config';
import { Providers } from './providers';
import { registerConfiguredRemotes } from './remote-registry';
import { createAppRouter } from './router';
import { renderStartupError } from './startup-error';

export async function start(container: HTMLElement): Promise<void> {
  queueEarlyErrors();
  let config;
  try {
    config = await resolveRuntimeConfig();
  } catch (error) {
    console.error('[shell] config.json failed', error);
    removeBootFrame();
    renderStartupError(container);
    return;
  }
  configureApiClient({ baseURL: config.apiBaseUrl });
  startMonitoringWhenIdle(config).catch((e: unknown) => console.error('[shell] monitoring', e));
  registerConfiguredRemotes(config.remotes);
  const queryClient = createQueryClient();
  watchFailedImages(queryClient);
  const router = createAppRouter();
  removeBootFrameWhenReady(container, () => router.state.initialized);
  createRoot(container).render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
