// The composed-site server: remotes served from swappable folders, config from env, SPA fallback.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildConfig, createSiteServer } from '../serve.mjs';

function tmpRemote(content) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), content);
  return dir;
}

test('a remote folder can be swapped while serving (setRemoteDir), and restored', async () => {
  const a = tmpRemote('{"v":"a"}');
  const b = tmpRemote('{"v":"b"}');
  const site = createSiteServer({ dirs: { shopping: a }, config: { remotes: {} } });
  const port = await site.listen(0);
  const get = (p) => fetch(`http://127.0.0.1:${port}${p}`);
  try {
    assert.equal(await (await get('/remotes/shopping/mf-manifest.json')).text(), '{"v":"a"}');
    site.setRemoteDir('shopping', b);
    assert.equal(await (await get('/remotes/shopping/mf-manifest.json')).text(), '{"v":"b"}');
    site.setRemoteDir('shopping', path.join(b, 'missing'));
    assert.equal((await get('/remotes/shopping/mf-manifest.json')).status, 404);
    site.setRemoteDir('shopping', undefined);
    assert.equal(site.remoteDir('shopping'), path.resolve(import.meta.dirname, '../../mf-shopping/dist'));
    assert.throws(() => site.setRemoteDir('nope', a));
    assert.equal((await get('/remotes/shopping/..%2f..%2fpackage.json')).status, 404);
    assert.deepEqual(await (await get('/config.json')).json(), { remotes: {} });
  } finally {
    await site.close();
    fs.rmSync(a, { recursive: true, force: true });
    fs.rmSync(b, { recursive: true, force: true });
  }
});

test('config.json points every remote at its manifest under /remotes unless overridden', () => {
  const c = buildConfig({ REMOTE_SHOPS_URL: 'https://cdn.example/shops/mf-manifest.json' }, 'http://site');
  assert.equal(c.remotes.shops, 'https://cdn.example/shops/mf-manifest.json');
  assert.equal(c.remotes.curation, 'http://site/remotes/curation/mf-manifest.json');
  assert.equal(c.apiBaseUrl, '/api');
});
