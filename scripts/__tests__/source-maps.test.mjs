// Source maps are the readable source: a production build (APP_ENV=production) writes them for the
// error tracker but does not link them from its bundles; other builds keep them linked for debugging.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const { createAppConfig } = await import(path.join(root, 'shared/mf/index.mjs'));

function devtoolWith(env) {
  const saved = { APP_ENV: process.env.APP_ENV, NODE_ENV: process.env.NODE_ENV };
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  try {
    return createAppConfig({ dir: path.join(root, 'mf-shops'), kind: 'remote', name: 'shops', port: 3001 })
      .devtool;
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

test('a production build keeps its source maps unlinked; other builds link them', () => {
  assert.equal(devtoolWith({ APP_ENV: 'production', NODE_ENV: undefined }), 'hidden-source-map');
  assert.equal(devtoolWith({ APP_ENV: 'alpha', NODE_ENV: undefined }), 'source-map');
  assert.equal(devtoolWith({ APP_ENV: undefined, NODE_ENV: 'development' }), 'eval-cheap-module-source-map');
});
