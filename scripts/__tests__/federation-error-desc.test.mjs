// The federation runtime's error sentences stay out of the production bundles (shared/mf/federation-error-desc.mjs):
// they were in main.js and again in every remote entry, ~0.3 KB gzipped each, on every tab's first load. An error
// still names its code and the docs page that explains it. The last test reads the builds (run after `npm run build`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APP_FOLDERS } from '../../shared/mf/apps.mjs';
import * as standIn from '../../shared/mf/federation-error-desc.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** @module-federation/error-codes as the federation runtime resolves it (shared/mf/index.mjs does the same). */
async function errorCodes() {
  const fromShared = createRequire(path.join(root, 'shared/package.json'));
  const fromEnhanced = createRequire(fromShared.resolve('@module-federation/enhanced/rspack'));
  const fromRuntimeCore = createRequire(fromEnhanced.resolve('@module-federation/runtime-core'));
  const cjs = fromRuntimeCore.resolve('@module-federation/error-codes');
  return import(path.join(path.dirname(cjs), 'index.mjs'));
}

test("an error's message keeps its code and its docs page, without the library's sentence", async () => {
  const { getShortErrorMsg, RUNTIME_008, runtimeDescMap } = await errorCodes();
  const message = getShortErrorMsg(RUNTIME_008, standIn.runtimeDescMap, { remote: 'shops' });
  assert.equal(
    message,
    [
      'Module Federation #RUNTIME-008',
      'args: {"remote":"shops"}',
      'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008',
    ].join('\n'),
  );
  assert.ok(!message.includes(runtimeDescMap[RUNTIME_008]));
});

test('the stand-in maps behave as plain objects for anything but a code', () => {
  for (const map of [
    standIn.runtimeDescMap,
    standIn.typeDescMap,
    standIn.buildDescMap,
    standIn.errorDescMap,
  ]) {
    assert.equal(map['BUILD-001'], 'Module Federation');
    assert.equal(map.then, undefined, 'not a thenable');
    assert.deepEqual({ ...map }, {});
    assert.equal(JSON.stringify(map), '{}');
    assert.equal(String(map), '[object Object]');
  }
});

test("no production bundle carries the library's error sentences (main.js, every remote entry)", async () => {
  const { errorDescMap, RUNTIME_012 } = await errorCodes();
  // RUNTIME-012's sentence is also written out in the bundler runtime's own consumes.js, which throws it itself.
  const sentences = Object.values(errorDescMap).filter((s) => s !== errorDescMap[RUNTIME_012]);
  assert.ok(sentences.length >= 15, 'the library still describes its errors');
  const bundles = APP_FOLDERS.map((app) => {
    const dist = path.join(root, app, 'dist');
    if (app !== 'shell') return path.join(dist, 'remoteEntry.js');
    const main = fs.readdirSync(path.join(dist, 'static/js')).find((f) => /^main\.\w+\.js$/.test(f));
    assert.ok(main, 'shell/dist has no main.js: build first (npm run build)');
    return path.join(dist, 'static/js', main);
  });
  const found = [];
  for (const file of bundles) {
    assert.ok(fs.existsSync(file), `${path.relative(root, file)} is missing: build first (npm run build)`);
    const code = fs.readFileSync(file, 'utf8');
    assert.ok(code.includes('Module Federation'), `${path.relative(root, file)} has no stand-in`);
    for (const sentence of sentences)
      if (code.includes(sentence)) found.push(`${path.relative(root, file)}: ${sentence}`);
  }
  assert.deepEqual(found, []);
});
