// Which chunks the shell's HTML preloads: its bootstrap and the singletons it provides, not the
// lazy screens and not error reporting (loaded when the page is idle).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstLoadFiles, preloadOrder, preloadTags } from '../../shared/mf/first-load-preload.mjs';

const group = (identifier, request, files) => ({
  origins: [{ module: identifier ? { identifier: () => identifier } : null, request }],
  chunks: files.map((f) => ({ files: new Set([f]) })),
});

const groups = [
  group(null, './src/index.ts', ['static/js/main.1.js']),
  group('builtin:swc-loader??ruleSet[1].rules[0].use[0]!/app/shell/src/index.ts', './bootstrap', [
    'static/js/286.js',
    'static/css/286.css',
  ]),
  group('provide shared module (default) react-dom/client@19.3.1 = /x/react-dom/client.js', undefined, [
    'static/js/435.js',
  ]),
  group('provide shared module (default) @guardian/shared@0.1.0 = /x/shared/src/index.ts', undefined, [
    'static/js/122.js',
    'static/css/159.css',
  ]),
  group('provide shared module (default) @sentry/react@11.12.0 = /x/@sentry/react/index.js', undefined, [
    'static/js/683.js',
  ]),
  group(
    'provide shared module (default) @guardian/shared/forms@0.1.0 = /x/shared/src/forms/index.ts',
    undefined,
    ['static/js/211.js', 'static/css/211.css'],
  ),
  group('consume shared module (default) react-dom@^19.3.1 (strict) (fallback: /x)', undefined, [
    'static/js/529.js',
  ]),
  group(
    'builtin:swc-loader??ruleSet[1].rules[0].use[0]!/app/shell/src/app/routes.tsx',
    '../features/auth/routes/auth-email',
    ['static/js/943.js'],
  ),
  group(
    'builtin:swc-loader??ruleSet[1].rules[0].use[0]!/app/shared/src/monitoring/init-monitoring.ts',
    './sentry-options',
    ['static/js/296.js'],
  ),
];

test('the bootstrap and the provided singletons are preloaded; screens, fallbacks, Sentry and the form kit are not', () => {
  assert.deepEqual(firstLoadFiles(groups), [
    'static/css/159.css',
    'static/css/286.css',
    'static/js/122.js',
    'static/js/286.js',
    'static/js/435.js',
  ]);
});

test('scripts preload as script, stylesheets as style, under the public path', () => {
  assert.equal(
    preloadTags(['static/css/1.css', 'static/js/2.js'], '/'),
    '<link rel="preload" href="/static/css/1.css" as="style"><link rel="preload" href="/static/js/2.js" as="script">',
  );
});

test('stylesheets come first, then scripts from the largest down (the libraries chunk must not queue behind small ones)', () => {
  const sizes = {
    'static/js/a.js': 700,
    'static/js/b.js': 98_000,
    'static/js/c.js': 15_000,
    'static/css/d.css': 2_000,
  };
  assert.deepEqual(
    preloadOrder(Object.keys(sizes), (f) => sizes[f]),
    ['static/css/d.css', 'static/js/b.js', 'static/js/c.js', 'static/js/a.js'],
  );
});
