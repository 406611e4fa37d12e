// Starts a throwaway API (fresh PGlite folder, free port) and the composed-site server over the
// production builds (free port). Workers read the URLs from the environment.
import type { FullConfig } from '@playwright/test';
import { startApi, startSite } from '../scripts/lib/stack.mjs';

declare global {
  var __guardianStop: (() => Promise<void>) | undefined;
}

export default async function globalSetup(_config: FullConfig) {
  const api = await startApi({ fresh: true, env: { RATE_LIMIT_LOGIN_IP: '1000', APP_ENV: 'test' } });
  const site = await startSite({ apiUrl: api.url });
  process.env.E2E_API_URL = api.url;
  process.env.E2E_BASE_URL = site.url;
  globalThis.__guardianStop = async () => {
    await site.close();
    await api.stop();
  };
  // Returning the teardown too makes sure it runs even if global-teardown.ts is not reached.
  return async () => {
    await globalThis.__guardianStop?.();
    globalThis.__guardianStop = undefined;
  };
}
