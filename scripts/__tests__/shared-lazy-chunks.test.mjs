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

/**
 * Modules `entry` reaches by static imports (type-only imports and `import()` left out), entry included; with
 * `stopAt`, that module is not followed (nor listed).
 */
function staticGraph(entry, stopAt) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || file === stopAt) return;
    seen.add(file);
    for (const m of read(file).matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';/gm)) {
      if (m[1].endsWith('.css')) continue;
      const target = resolve(file, m[1]) ?? resolve(file, `${m[1]}/index`);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

// The form kit and the standalone dev app are entries of their own (`@guardian/shared/forms`, a federation
// singleton beside the package, and `@guardian/shared/standalone`): every tab's first paint loads shared's
// index and does without them (−1.9 KB gzipped on every tab, 2026-12-01).
const OFF_FIRST_LOAD = [
  'validation/rules.ts',
  'forms/apply-field-errors.ts',
  'ui/form-field/form-field.tsx',
  'ui/form-error/form-error.tsx',
  'ui/text-field/text-field.tsx',
  'ui/checkbox/checkbox.tsx',
  'ui/chip/chip.tsx',
  'ui/lazy/lazy-form-controls.tsx',
  'app/standalone-app.tsx',
];

test("shared's index reaches neither the form kit nor the standalone app", () => {
  const graph = staticGraph(path.join(src, 'index.ts'));
  assert.deepEqual(
    OFF_FIRST_LOAD.filter((file) => graph.has(path.join(src, file))),
    [],
  );
});

test('the form kit reaches the rest of shared, and shared the form kit, by package name only', () => {
  // The kit that loads may be a remote's copy (same version; the federation runtime picks one): by name, it
  // still reaches the page's one @guardian/shared, where `../index` would bundle and run that build's own copy
  // (second stores, an ApiError class the API client never throws). Likewise shared's lazy parts (the pet form)
  // take the kit as the singleton, not the shell's file.
  const kit = staticGraph(path.join(src, 'forms/index.ts'));
  for (const file of OFF_FIRST_LOAD.filter((f) => f !== 'app/standalone-app.tsx'))
    assert.ok(kit.has(path.join(src, file)), `${file} is not in the form kit`);
  const firstLoad = staticGraph(path.join(src, 'index.ts'));
  assert.deepEqual(
    [...kit].filter((file) => firstLoad.has(file)).map((file) => path.relative(src, file)),
    [],
  );
  const files = fs
    .readdirSync(src, { recursive: true })
    .map((f) => path.join(src, f))
    .filter((f) => /\.(tsx?)$/.test(f) && !f.includes('__tests__') && !kit.has(f));
  // The kit's own lazy parts (Select, Textarea) are the kit's: they may take its pieces by file.
  const kitLazy = new Set();
  for (const file of kit)
    for (const m of read(file).matchAll(/import\('(\.[^']+)'\)/g))
      for (const f of staticGraph(resolve(file, m[1]))) kitLazy.add(f);
  const byFile = [];
  for (const file of files.filter((f) => !kitLazy.has(f)))
    for (const m of read(file).matchAll(/^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';/gm)) {
      const target = resolve(file, m[1]) ?? resolve(file, `${m[1]}/index`);
      if (target && kit.has(target)) byFile.push(`${path.relative(src, file)} imports ${m[1]}`);
    }
  assert.deepEqual(byFile, []);
});
