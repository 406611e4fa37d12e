// A shared module loaded after the first paint (shared's form kit) whose first load fails, as on a phone that
// went offline, loads on the next request: the runtime would otherwise hand every later request the first
// rejection, and a form screen's 다시 시도 could never open it until the page was reloaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import guardianRuntimePlugin from '../../shared/mf/runtime-plugin.mjs';

const require = createRequire(import.meta.url);
const fromEnhanced = createRequire(
  createRequire(require.resolve('../../shared/package.json')).resolve('@module-federation/enhanced/rspack'),
);
const { ModuleFederation } = fromEnhanced('@module-federation/runtime-core');

function hostWithFlakyShare(plugins) {
  let calls = 0;
  const get = async () => {
    calls += 1;
    if (calls === 1) throw new Error('Loading chunk 211 failed (offline)');
    return () => ({ kit: 'forms' });
  };
  const host = new ModuleFederation({
    name: `host_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    plugins,
    shared: {
      '@guardian/shared/forms': {
        version: '0.1.0',
        get,
        shareConfig: { singleton: true, requiredVersion: '^0.1.0' },
      },
    },
  });
  return host;
}

test('a share whose first load failed is fetched again on the next request', async () => {
  const host = hostWithFlakyShare([guardianRuntimePlugin()]);
  await assert.rejects(host.loadShare('@guardian/shared/forms'), /offline/);
  const factory = await host.loadShare('@guardian/shared/forms');
  assert.deepEqual(factory(), { kit: 'forms' });
});

test('without the plugin the runtime keeps the first failure (what the plugin is for)', async () => {
  const host = hostWithFlakyShare([]);
  await assert.rejects(host.loadShare('@guardian/shared/forms'), /offline/);
  await assert.rejects(host.loadShare('@guardian/shared/forms'), /offline/);
});
