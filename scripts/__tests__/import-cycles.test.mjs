// `npm run lint` fails on an import cycle anywhere in the workspace; prove it on fixtures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildGraph, findCycles, importsOf, listSources } from '../lint/import-graph.mjs';

const fixtures = path.join(import.meta.dirname, '__fixtures__');
const script = path.resolve(import.meta.dirname, '../check-import-cycles.mjs');
const run = (dir) => spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });

test('a circle of three files is one cycle', () => {
  const cycles = findCycles(buildGraph(listSources(path.join(fixtures, 'cycle'))));
  assert.deepEqual(
    cycles.map((c) => c.map((f) => path.basename(f))),
    [['a.ts', 'b.ts', 'c.ts']],
  );
});

test('type-only imports, lazy import() and commented-out imports make no cycle', () => {
  assert.deepEqual(findCycles(buildGraph(listSources(path.join(fixtures, 'no-cycle')))), []);
});

test('reads value imports and re-exports, not type imports', () => {
  const code = [
    "import React from 'react';",
    "import { a, type B } from './a';",
    "import type { C } from './c';",
    "import { type D } from './d';",
    "export * from './e';",
    "export { f } from './f';",
    "export type { G } from './g';",
    "import './h.css';",
    "const lazy = () => import('./i');",
  ].join('\n');
  assert.deepEqual(importsOf(code), ['react', './a', './e', './f', './h.css']);
});

test('the check exits non-zero and names the files on a cycle, zero without one', () => {
  const bad = run(path.join(fixtures, 'cycle'));
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /a\.ts\s+<->\s+.*b\.ts\s+<->\s+.*c\.ts/);
  const good = run(path.join(fixtures, 'no-cycle'));
  assert.equal(good.status, 0, good.stderr);
});
