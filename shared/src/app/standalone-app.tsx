// A remote's standalone dev mode: the remote's routes with the same client, stores and providers
// the shell would give them, without the shell.
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
// `@guardian/shared/standalone`, outside shared's index: a remote's dev mode needs it, no page of the
// composed site does. What it uses of shared it takes through the index, the remote's one copy.
import {
  AppProviders,
  configureApiClient,
  createQueryClient,
  listenForBackOverModals,
  loadRuntimeConfig,
  setRuntimeConfig,
  Skeleton,
  type RuntimeConfig,
} from '../index';
import styles from './standalone-app.module.css';

export const STANDALONE_DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://127.0.0.1:4000',
  remotes: { shops: '', chatting: '', community: '', curation: '', mypage: '', shopping: '' },
  sentryDsn: null,
  mallUrl: 'about:blank',
  environment: 'development',
};

/** Reads /config.json when the dev server serves one; otherwise the local defaults. */
export async function loadStandaloneConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    return { ...STANDALONE_DEFAULT_CONFIG, ...(await loadRuntimeConfig(url)) };
  } catch {
    return STANDALONE_DEFAULT_CONFIG;
  }
}

export interface StandaloneAppProps {
  routes: RouteObject[];
  /** Where config.json is served; defaults to /config.json. */
  configUrl?: string;
}

type Ready = {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: ReturnType<typeof createQueryClient>;
};

export function StandaloneApp({ routes, configUrl }: StandaloneAppProps) {
  const [ready, setReady] = useState<Ready | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadStandaloneConfig(configUrl).then((config) => {
      if (cancelled) return;
      setRuntimeConfig(config);
      configureApiClient({ baseURL: config.apiBaseUrl });
      listenForBackOverModals();
      setReady({ router: createBrowserRouter(routes), queryClient: createQueryClient() });
    });
    return () => {
      cancelled = true;
    };
  }, [routes, configUrl]);

  if (!ready) {
    return (
      <div className={styles.frame} aria-busy="true">
        <Skeleton height={56} radius={0} />
      </div>
    );
  }
  return (
    <AppProviders queryClient={ready.queryClient}>
      <div className={styles.frame}>
        <RouterProvider router={ready.router} />
      </div>
    </AppProviders>
  );
}
