// Federation runtime plugin (DESIGN.md "failures"): a remote's manifest, entry or exposed
// module that fails to load is tried again before anyone sees 화면을 불러오지 못했어요. Only
// what still fails reaches errorLoadRemote (runtime-plugin.mjs) and the route's retry button.
// Two retries, about a second apart for the manifest, keep a dead remote's message within ~3 s.
import { RetryPlugin } from '@module-federation/retry-plugin';

export const RETRY_OPTIONS = {
  // Manifests (mf-manifest.json), the only thing the runtime fetches with its fetch hook.
  fetch: { retryTimes: 2 },
  // remoteEntry.js and the chunks of an exposed module (./routes).
  script: { retryTimes: 2, retryDelay: 500 },
};

export default function guardianRetryPlugin() {
  return { ...RetryPlugin(RETRY_OPTIONS), name: 'guardian-retry-plugin' };
}
