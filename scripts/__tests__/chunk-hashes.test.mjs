// The host's chunk hashes live in its HTML, not in main.js: a deploy that changes one screen of the shell (or
// @guardian/shared) leaves main.js, the federation runtime, byte for byte the same, so a returning phone keeps it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CHUNK_HASHES_GLOBAL, findChunkHashMaps, withChunkHashes } from '../../shared/mf/chunk-hashes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(import.meta.dirname, '__fixtures__', 'chunk-hashes');
// The apps' Rspack (scripts/ has no packages of its own).
const { rspack } = await import(
  createRequire(path.join(root, 'shell', 'package.json')).resolve('@rspack/core')
);

test('finds the runtime’s chunk-hash maps and names the global each one is read from', () => {
  const source =
    'd.k=e=>"static/css/"+e+"."+{101: "24de52", "124":"3d82d6"}[e]+".css";' +
    'd.u=e=>"static/js/"+({265:"first-load"})[e]+"."+{101:"0c19c7"}[e]+".js";';
  const emitted = new Set(['101:24de52', '124:3d82d6', '101:0c19c7']);
  const { maps, replacement } = findChunkHashMaps(source, (id, hash) => emitted.has(`${id}:${hash}`), 2);
  assert.deepEqual(
    maps.map((m) => m.literal),
    ['{101:"24de52",124:"3d82d6"}', '{101:"0c19c7"}'],
  );
  assert.equal(source.slice(maps[1].start, maps[1].end), '{101:"0c19c7"}');
  assert.equal(replacement(1), `self.${CHUNK_HASHES_GLOBAL}[3]`);
});

test('refuses to move a map whose hashes are not the emitted chunks’ (not the runtime’s)', () => {
  assert.throws(
    () => findChunkHashMaps('x={1:"deadbe"}', () => false),
    /1:"deadbe" in an entry file is not an emitted chunk's hash/,
  );
});

test('the HTML sets the maps before main.js runs', () => {
  const html = withChunkHashes('<head><script defer src="/static/js/main.1.js"></script></head>', [
    '{1:"aaaaaaaa"}',
  ]);
  assert.equal(
    html,
    `<head><script>self.${CHUNK_HASHES_GLOBAL}=[{1:"aaaaaaaa"}]</script><script defer src="/static/js/main.1.js"></script></head>`,
  );
});

/** Builds a small host with the shared config (the shell's folder for its packages), its lazy screen saying `text`. */
async function buildHost(text) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-chunk-hashes-'));
  const saved = { NODE_ENV: process.env.NODE_ENV, OUTPUT_DIR: process.env.OUTPUT_DIR };
  delete process.env.NODE_ENV;
  process.env.OUTPUT_DIR = out;
  const { createAppConfig } = await import(path.join(root, 'shared/mf/index.mjs'));
  const config = createAppConfig({ dir: path.join(root, 'shell'), kind: 'host', name: 'shell', port: 0 });
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  config.entry = { main: path.join(fixture, 'index.js') };
  config.plugins.push(new rspack.DefinePlugin({ __SCREEN_TEXT__: JSON.stringify(text) }));
  config.infrastructureLogging = { level: 'error' };
  const stats = await new Promise((resolve, reject) =>
    rspack(config, (err, result) => (err ? reject(err) : resolve(result))),
  );
  assert.equal(stats.hasErrors(), false, stats.toString({ all: false, errors: true }));
  const js = fs.readdirSync(path.join(out, 'static', 'js'));
  const main = js.find((f) => /^main\.[0-9a-f]{6}\.js$/.test(f));
  return {
    main,
    mainText: fs.readFileSync(path.join(out, 'static', 'js', main), 'utf8'),
    html: fs.readFileSync(path.join(out, 'index.html'), 'utf8'),
    js,
    remove: () => fs.rmSync(out, { recursive: true, force: true }),
  };
}

test('two builds that differ in one screen have the same main.js; only the HTML names the new chunk', async () => {
  const before = await buildHost('예약했어요');
  const after = await buildHost('예약을 마쳤어요');
  try {
    assert.equal(after.main, before.main, 'main.js keeps its name');
    assert.equal(after.mainText, before.mainText, 'main.js keeps its bytes');
    assert.doesNotMatch(before.mainText, /\{\d+:"[0-9a-f]{6}"/, 'no chunk hash in main.js');
    assert.notEqual(after.html, before.html, 'the HTML names the changed chunk');
    // Every hash the HTML's maps name is a file the build wrote.
    for (const build of [before, after]) {
      const maps = new RegExp(`self\\.${CHUNK_HASHES_GLOBAL}=\\[(.*?)\\]</script>`).exec(build.html)?.[1];
      assert.ok(maps, 'the HTML carries the maps');
      const files = new Set(build.js);
      const jsMap = [...maps.matchAll(/\{[^}]*\}/g)].at(-1)[0];
      for (const [, id, hash] of jsMap.matchAll(/(\d+):"([0-9a-f]{6})"/g))
        assert.ok(
          [...files].some((f) => f === `${id}.${hash}.js` || f.endsWith(`.${hash}.js`)),
          `${id}.${hash}.js`,
        );
    }
  } finally {
    before.remove();
    after.remove();
  }
});
