// The size bench's check that late packages (error reporting, form libraries) stay off the first load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LATE_PACKAGES, MUST_HINT, developmentBuildsOf, packagesOf } from '../bench-size.mjs';

test('package names come out of pnpm-style and plain source-map paths, scoped or not', () => {
  const sources = [
    'webpack://guardian_shell/../node_modules/.pnpm/@sentry+core@11.12.0/node_modules/@sentry/core/build/esm/index.js',
    'webpack://guardian_shell/../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/core.js',
    'webpack://guardian_shell/./node_modules/react-hook-form/dist/index.esm.mjs',
    'webpack://guardian_shell/./src/app/bootstrap.tsx',
    'webpack://guardian_shell/webpack/runtime/load_script',
  ];
  assert.deepEqual(packagesOf(sources).sort(), ['@sentry/core', 'react-hook-form', 'zod']);
});

test("a library's development build is told apart from its production build in a source map", () => {
  const pnpm =
    'webpack://guardian_shell/../node_modules/.pnpm/react-router@7.18.5_react-dom@19.3.1/node_modules/';
  const sources = [
    `${pnpm}react-router/dist/development/chunk-6KYCQHYJ.mjs`,
    `${pnpm}react-router/dist/production/chunk-7RTFRKQW.mjs`,
    'webpack://guardian_shell/../node_modules/react-dom/cjs/react-dom-client.development.js',
    'webpack://guardian_shell/../node_modules/react-dom/cjs/react-dom-client.production.js',
    'webpack://guardian_shell/./src/features/development/notes.ts',
    'webpack://guardian_shell/../node_modules/some-lib/src/developmental.js',
  ];
  assert.deepEqual(developmentBuildsOf(sources), [
    'react-router/dist/development/chunk-6KYCQHYJ.mjs',
    'react-dom/cjs/react-dom-client.development.js',
  ]);
});

test('error reporting and the form libraries are on the late list', () => {
  for (const name of ['@sentry/', 'zod', 'react-hook-form', '@hookform/resolvers'])
    assert.ok(LATE_PACKAGES.includes(name), name);
});

test('the shell entry, its first-load chunks and every remote entry must carry the compile hint; other chunks need not', () => {
  for (const p of [
    '/static/js/main.d1582900.js',
    '/static/js/first-load.ceb2e142.js',
    '/static/js/first-load-app.5e1c07a2.js',
    '/remotes/shops/remoteEntry.js',
  ])
    assert.ok(MUST_HINT.test(p), p);
  for (const p of [
    '/static/js/340.d2ae26d5.js',
    '/remotes/shops/static/js/main.d8e48ab4.js',
    '/static/js/main.js.map',
  ])
    assert.ok(!MUST_HINT.test(p), p);
});
