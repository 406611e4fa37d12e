// Every built chunk runs on the oldest supported browsers (.browserslistrc: Chrome 92, Safari/iOS 15, Samsung
// Internet 16): no syntax they cannot parse, no newer API called without a guard. Reads each app's dist/, so
// `npm test` runs this file after the build (scripts/run.mjs); docs/architecture.md "Supported browsers".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS } from '../../shared/mf/apps.mjs';
import { FLOOR, checkChunkFile, cssWithoutFallback, scanChunk, sourceLookup } from '../lib/browser-floor.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const whats = (source) => scanChunk(source).map((f) => f.what);

test('.browserslistrc names the floor the chunk check holds the build to', () => {
  const lines = fs
    .readFileSync(path.join(root, '.browserslistrc'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  const named = Object.fromEntries(
    lines.map((line) => {
      const m = /^(\w+) >= ([\d.]+)$/.exec(line.trim());
      assert.ok(m, `an entry the check understands ("browser >= version"): ${line}`);
      return [m[1], Number(m[2])];
    }),
  );
  assert.deepEqual(named, FLOOR);
});

test('every app builds for the browserslist: Rspack’s target, and swc lowering to it (no fixed ES version)', async () => {
  const { createAppConfig } = await import(path.join(root, 'shared/mf/index.mjs'));
  for (const kind of ['host', 'remote']) {
    const config = createAppConfig({ dir: path.join(root, 'mf-shops'), kind, name: 'shops', port: 3001 });
    assert.equal(config.target, 'browserslist');
    const swc = config.module.rules.find((r) => r.loader === 'builtin:swc-loader').options;
    assert.equal(swc.jsc.target, undefined, 'jsc.target would override the browserslist');
    assert.equal(swc.env?.targets, undefined, 'Rspack fills env.targets from the browserslist');
  }
});

test('syntax the floor cannot parse fails the chunk', () => {
  assert.deepEqual(whats('class A { static { init(); } }'), [
    'syntax above the floor: class static block (Chrome 94, Safari 16.4)',
  ]);
  assert.match(whats('const re = /[\\p{L}--\\p{N}]/v;')[0], /^syntax above the floor/);
  assert.deepEqual(whats('const price = /(?<=₩)\\d+/;'), ['RegExp lookbehind (Safari 16.4)']);
  assert.deepEqual(whats('const price = new RegExp("(?<!x)y");'), ['RegExp lookbehind (Safari 16.4)']);
  // What the floor does parse: ES2021-22 that Chrome 92 and Safari 15 have.
  assert.deepEqual(
    whats('class Q { #a = 1; #m() { return #a in this; } static b = 2; } x ||= y ?? z?.w;'),
    [],
  );
});

test('a newer API called without a guard is found; a guarded one is not', () => {
  assert.deepEqual(whats('const last = list.at(-1);'), ['at (Chrome 92, Safari 15.4)']);
  assert.deepEqual(whats('Object.hasOwn(o, "k"); structuredClone(v);'), [
    'Object.hasOwn (Chrome 93, Safari 15.4)',
    'structuredClone (Chrome 98, Safari 15.4)',
  ]);
  assert.deepEqual(whats('window.cookieStore.addEventListener("change", f);'), [
    'cookieStore (Chrome 87, Safari 18.4)',
  ]);
  assert.deepEqual(
    whats(
      [
        'typeof w.requestIdleCallback === "function" ? w.requestIdleCallback(f) : setTimeout(f);',
        'const s = "cookieStore" in window ? window.cookieStore : undefined; s?.addEventListener("change", f);',
        'const id = globalThis.crypto?.randomUUID?.();',
        'function f(u) { if ("canParse" in URL && !URL.canParse(u)) return; }',
        'const m = list.length ? list[list.length - 1] : null; const at = { at: 1 }.at;',
      ].join('\n'),
    ),
    [],
  );
});

test('a finding names the source file it was built from (the chunk’s source map)', () => {
  // Two lines; the second's first segment comes from sources[1].
  const source = 'a();\nlist.at(-1);';
  const map = { sources: ['webpack://app/./src/a.ts', 'webpack://app/./src/b.ts'], mappings: 'AAAA;ACAA' };
  const lookup = sourceLookup(source, map);
  assert.equal(lookup(0), 'webpack://app/./src/a.ts');
  assert.equal(lookup(source.indexOf('list')), 'webpack://app/./src/b.ts');
});

test('a dvh height or a color-mix() with no declaration before it to fall back on is found', () => {
  assert.deepEqual(cssWithoutFallback('.a{min-height:100dvh;color:red}.b{height:calc(100dvh - 3rem)}'), [
    'min-height:100dvh',
    'height:calc(100dvh - 3rem)',
  ]);
  assert.deepEqual(cssWithoutFallback('.c{max-height:85dvh}'), ['max-height:85dvh']);
  assert.deepEqual(
    cssWithoutFallback(
      [
        '.a { min-height: 100vh; /* why */ min-height: 100dvh; }',
        '.b{height:calc(100vh - 3rem);height:calc(100dvh - 3rem)}',
        '.c:active{background:rgb(128 128 128/20%);background:color-mix(in srgb,currentColor 14%,transparent)}',
      ].join(''),
    ),
    [],
  );
});

test('every built stylesheet keeps a fallback before each dvh or color-mix() (Safari 15.0-15.3 drops them)', () => {
  const missing = [];
  for (const app of APP_FOLDERS) {
    const css = path.join(root, app, 'dist', 'static', 'css');
    assert.ok(fs.existsSync(css), `${app}/dist is missing: build first`);
    for (const file of fs.readdirSync(css).filter((f) => f.endsWith('.css')))
      for (const d of cssWithoutFallback(fs.readFileSync(path.join(css, file), 'utf8')))
        missing.push(`${app}/dist/static/css/${file}: ${d}`);
  }
  assert.deepEqual(missing, []);
});

test('every built chunk of every app parses and runs on the floor (newer APIs only where a library guards them)', () => {
  const unknown = [];
  let chunks = 0;
  for (const app of APP_FOLDERS) {
    const dist = path.join(root, app, 'dist');
    assert.ok(
      fs.existsSync(path.join(dist, 'mf-manifest.json')),
      `${app}/dist is missing: build first (npm run build; npm test builds before this check)`,
    );
    for (const file of fs.readdirSync(dist, { recursive: true })) {
      if (!file.endsWith('.js')) continue;
      chunks += 1;
      for (const f of checkChunkFile(path.join(dist, file)))
        if (!f.known) unknown.push(`${app}/dist/${file}: ${f.what}, from ${f.from}`);
    }
  }
  assert.ok(chunks > 100, `found only ${chunks} chunks: is the scan still reading the builds?`);
  assert.deepEqual(unknown, []);
});
