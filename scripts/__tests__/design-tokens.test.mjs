// global.css is on every tab's first load: a token no screen reads is bytes every phone downloads for nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const GLOBAL_CSS = path.join(root, 'shared/src/styles/global.css');
const APPS = [
  'shell',
  'shared',
  'mf-shops',
  'mf-chatting',
  'mf-community',
  'mf-curation',
  'mf-mypage',
  'mf-shopping',
];
const SOURCE = /\.(?:css|tsx?|mjs|html)$/;

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '__tests__'].includes(entry.name)) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

test('every custom property global.css defines is read by some style or component', () => {
  const css = fs.readFileSync(GLOBAL_CSS, 'utf8');
  const defined = [...new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]))];
  assert.ok(defined.length > 30, `found ${defined.length} tokens`);
  const text = APPS.flatMap((app) => sources(path.join(root, app)))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  const unread = defined.filter(
    (name) => !new RegExp(`var\\(\\s*${name.replace(/-/g, '\\-')}\\s*[,)]`).test(text),
  );
  assert.deepEqual(unread, [], `defined in global.css but read nowhere: ${unread.join(', ')}`);
});
