// Inside @guardian/shared, a module that only loads on demand (the target of an `import()`) reaches what the
// first-load chunk already holds through the package's own index, never by its file. Rspack concatenates
// shared's first-load modules into one scope; a module that a lazy chunk imports by file must stay a module
// of its own (with its export getters) and breaks that scope: the 14 lazy parts doing so cost 0.5 KB gzipped
// in every tab's first load (2026-11-29, docs/architecture.md "The build").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '../../shared/src');
const noExt = (p) => p.replace(/\.(tsx?|mjs|js)$/, '');
const read = (file) => fs.readFileSync(file, 'utf8');

/**
 * Modules the index re-exports (`export { … }` or `export *`): they are in the first-load chunk, and what a
 * lazy part needs of them the index offers. (A type-only `export type` is erased and does not count.)
 */
function firstLoadModules() {
  const modules = new Set();
  for (const m of read(path.join(src, 'index.ts')).matchAll(/export (?:\{[^}]*\}|\*) from '([^']+)'/g))
    modules.add(noExt(path.join(src, m[1])));
  return modules;
}

function resolve(from, spec) {
  const base = path.join(path.dirname(from), spec);
  return ['.ts', '.tsx', '.mjs'].map((ext) => base + ext).find((f) => fs.existsSync(f)) ?? null;
}

/** Every module only reached through `import('./…')` in shared (and what those import of their own). */
function lazyModules() {
  const files = fs
    .readdirSync(src, { recursive: true })
    .map((f) => path.join(src, f))
    .filter(
      (f) => /\.(tsx?)$/.test(f) && !f.includes('__tests__') && !f.includes(`${path.sep}test${path.sep}`),
    );
  const firstLoad = firstLoadModules();
  const lazy = new Set();
  for (const file of files)
    for (const m of read(file).matchAll(/import\('(\.[^']+)'\)/g)) {
      const target = resolve(file, m[1]);
      if (target && !firstLoad.has(noExt(target))) lazy.add(target);
    }
  return { lazy, firstLoad };
}

test('lazy parts of shared import first-load modules through the index', () => {
  const { lazy, firstLoad } = lazyModules();
  assert.ok(lazy.size >= 10, `found only ${lazy.size} lazy modules: is the scan still right?`);
  const offenders = [];
  for (const file of lazy)
    for (const m of read(file).matchAll(/^import (?!type )[^;]*? from '(\.[^']+)';/gm)) {
      if (m[1].endsWith('.css')) continue;
      const target = resolve(file, m[1]);
      if (target && firstLoad.has(noExt(target)) && noExt(target) !== noExt(path.join(src, 'index')))
        offenders.push(`${path.relative(src, file)} imports ${m[1]}`);
    }
  assert.deepEqual(offenders, []);
});
