// DESIGN.md "failures": the host retries a remote's manifest and entry before the failure
// reaches errorLoadRemote and the route's Korean message with its retry button.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const { createAppConfig, runtimePluginsFor } = await import(path.join(root, 'shared/mf/index.mjs'));
const { default: guardianRetryPlugin } = await import(path.join(root, 'shared/mf/retry-plugin.mjs'));

const federationOf = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');

test('the host registers the retry plugin before the errorLoadRemote plugin; remotes do not carry it', () => {
  const host = runtimePluginsFor('host');
  assert.equal(host.length, 2);
  assert.match(host[0], /shared[\\/]mf[\\/]retry-plugin\.mjs$/);
  assert.match(host[1], /shared[\\/]mf[\\/]runtime-plugin\.mjs$/);
  assert.deepEqual(
    runtimePluginsFor('remote').map((p) => path.basename(p)),
    ['runtime-plugin.mjs'],
  );
  const shell = createAppConfig({ dir: path.join(root, 'shell'), kind: 'host', name: 'shell', port: 3000 });
  assert.deepEqual(federationOf(shell)._options.runtimePlugins, host);
});

test('a manifest that fails once is fetched again and its JSON returned', async (t) => {
  let calls = 0;
  t.mock.method(globalThis, 'fetch', async () => {
    calls += 1;
    if (calls === 1) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ id: 'community' }), { status: 200 });
  });
  const plugin = guardianRetryPlugin();
  const res = await plugin.fetch('http://localhost/remotes/community/mf-manifest.json', {});
  assert.equal(calls, 2);
  assert.deepEqual(await res.json(), { id: 'community' });
});

test('a manifest that keeps failing is given up after two retries (so the route can show its retry)', async (t) => {
  let calls = 0;
  t.mock.method(globalThis, 'fetch', async () => {
    calls += 1;
    return new Response('not found', { status: 404 });
  });
  await assert.rejects(guardianRetryPlugin().fetch('http://localhost/remotes/x/mf-manifest.json', {}));
  assert.equal(calls, 3);
});

test('a remote entry that fails to load once is loaded again', async () => {
  let calls = 0;
  const exportsOfEntry = { get: () => {}, init: () => {} };
  const globalLoading = { 'community@entry': Promise.reject(new Error('stale')) };
  globalLoading['community@entry'].catch(() => {});
  const recovered = await guardianRetryPlugin().loadEntryError({
    getRemoteEntry: async () => {
      calls += 1;
      if (calls === 1) throw new Error('ScriptNetworkError');
      return exportsOfEntry;
    },
    origin: {},
    remoteInfo: { name: 'community', entry: 'http://localhost/remotes/community/remoteEntry.js' },
    globalLoading,
    uniqueKey: 'community@entry',
  });
  assert.equal(recovered, exportsOfEntry);
  assert.equal(calls, 2);
  // The failed load is forgotten, so the retry does not just await the same rejection.
  assert.equal('community@entry' in globalLoading, false);
});
