// Libraries kept out of every tab's first load. @guardian/shared and the shell's bootstrap are all on it, so a library
// they import is downloaded by every tab.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === '__tests__' || entry.name === 'test') return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(?:tsx?|mjs)$/.test(entry.name) ? [file] : [];
  });
}

test('the app writes its one cookie (access_token) itself, without js-cookie (~0.7 KB gzipped on every tab)', () => {
  const importers = ['shared/src', 'shell/src']
    .flatMap((dir) => sources(path.join(root, dir)))
    .filter((file) => /from 'js-cookie'|import\('js-cookie'\)/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  assert.deepEqual(importers, []);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
  assert.equal(pkg.dependencies['js-cookie'], undefined);
});
