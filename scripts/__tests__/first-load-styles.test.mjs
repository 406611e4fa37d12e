// What every tab's first load carries of @guardian/shared's UI: the parts the first paint shows (buttons, the page
// header, skeletons, toasts, the error and empty states), not the surfaces that open later. A bottom sheet, a confirm
// dialog or the photo viewer brings its code, its stylesheet and the focus handling they share (use-modal-focus.ts)
// in a chunk of its own when one first opens; until 2026-12-05 the sheet's rules and code and the focus hook were in
// every tab's first load (docs/architecture.md "First-load budget"). Reads the shell's dist/ (the first-load files
// its index.html names, and their source maps), so `npm test` runs it after the build (scripts/run.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'shared/src');
const dist = path.join(root, 'shell/dist');
const read = (file) => fs.readFileSync(file, 'utf8');

function resolve(from, spec) {
  const base = path.join(path.dirname(from), spec);
  return (
    ['', '.ts', '.tsx', '.mjs', '/index.ts']
      .map((ext) => base + ext)
      .find((f) => fs.statSync(f, { throwIfNoEntry: false })?.isFile()) ?? null
  );
}

/** Files of shared that `entry` reaches by static imports, stylesheets included (type-only imports and `import()` left out). */
function staticGraph(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.css')) return;
    for (const m of read(file).matchAll(
      /^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';|^import '(\.[^']+)';/gm,
    )) {
      const target = resolve(file, m[1] ?? m[2]);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

/** Every stylesheet of shared's UI (CSS Modules), by path inside shared/src. */
const sharedStylesheets = () =>
  fs
    .readdirSync(src, { recursive: true })
    .filter((f) => f.endsWith('.module.css'))
    .map((f) => path.join(src, f));

/** The shell's files its page loads on every first load (scripts and preloads in index.html), with their sources. */
function firstLoadFiles() {
  const html = read(path.join(dist, 'index.html'));
  const files = [...html.matchAll(/(?:src|href)="\/(static\/(?:js|css)\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  return files.map((file) => {
    const map = path.join(dist, `${file}.map`);
    assert.ok(fs.existsSync(map), `${file} has no source map: build first (npm run build)`);
    const { sources } = JSON.parse(read(map));
    return { file, sources: sources.map((s) => s.replace(/^webpack:\/\/[^/]+\//, '')) };
  });
}

/** The first-load files' sources inside shared/src, as paths inside it (ui/bottom-sheet/bottom-sheet.tsx). */
function sharedSourcesOf(files) {
  return new Set(
    files.flatMap(({ sources }) =>
      sources.filter((s) => s.startsWith('../shared/src/')).map((s) => s.slice('../shared/src/'.length)),
    ),
  );
}

test('shared’s index does not reach the sheet, the dialog or the photo viewer, nor their stylesheets and focus hook', () => {
  const graph = staticGraph(path.join(src, 'index.ts'));
  const reached = (file) => graph.has(path.join(src, file));
  for (const file of [
    'ui/bottom-sheet/bottom-sheet.tsx',
    'ui/bottom-sheet/bottom-sheet.module.css',
    'ui/confirm-dialog/confirm-dialog.module.css',
    'ui/image-viewer/image-viewer.module.css',
    'ui/modal/use-modal-focus.ts',
  ])
    assert.ok(!reached(file), `${file} is reached from shared's index`);
  // The scan sees the first-load parts: the page's buttons and states, and where the phone's back is heard.
  for (const file of [
    'ui/button/button.module.css',
    'ui/state/state.module.css',
    'ui/modal/modal-surfaces.ts',
  ])
    assert.ok(reached(file), `${file} is not reached: is the scan still reading the imports?`);
});

test('the built first load carries none of shared’s stylesheets that its index does not import', () => {
  const files = firstLoadFiles();
  assert.ok(
    files.some((f) => f.file.endsWith('.css')),
    'index.html names no stylesheet: is the first-load stylesheet still preloaded?',
  );
  const shipped = sharedSourcesOf(files);
  const graph = staticGraph(path.join(src, 'index.ts'));
  const lazy = sharedStylesheets()
    .filter((file) => !graph.has(file))
    .map((file) => path.relative(src, file));
  assert.ok(lazy.includes('ui/bottom-sheet/bottom-sheet.module.css'));
  assert.deepEqual(
    lazy.filter((file) => shipped.has(file)),
    [],
  );
  // What the first paint needs is there: the scan reads the right files.
  assert.ok(shipped.has('ui/button/button.module.css'), 'the first-load stylesheet has no button rules');
});

test('the sheet’s code and the modal focus hook come with the surfaces that open, not in the first load', () => {
  const shipped = sharedSourcesOf(firstLoadFiles());
  assert.deepEqual(
    [
      'ui/bottom-sheet/bottom-sheet.tsx',
      'ui/bottom-sheet/bottom-sheet.module.css',
      'ui/modal/use-modal-focus.ts',
    ].filter((file) => shipped.has(file)),
    [],
  );
  // The stand-in the index gives and the list of open surfaces are: the back button is heard from the start.
  assert.ok(shipped.has('ui/lazy/lazy-bottom-sheet.tsx'));
  assert.ok(shipped.has('ui/modal/modal-surfaces.ts'));
});
