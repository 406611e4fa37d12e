// Which built files get V8's compile hint: what runs as it loads (the entries, the shell's first load, a
// remote's exposed routes and its screens' own chunks), not a screen's library chunks or lazy extras.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMPILE_HINT, hintedFiles } from '../../shared/mf/compile-hints.mjs';

const group = (identifier, request, files, resource) => ({
  origins: [
    {
      module: { identifier: () => identifier ?? '', resource, nameForCondition: () => resource },
      request,
    },
  ],
  chunks: files.map((f) => ({ files: new Set([f]) })),
});

test('the hint is the magic comment V8 reads on a script’s first line', () => {
  assert.equal(COMPILE_HINT, '//# allFunctionsCalledOnLoad');
});

test('the shell marks its entry and its first load, not its lazy routes or error reporting', () => {
  const chunkGroups = [
    group('builtin:swc-loader!/app/shell/src/index.ts', './bootstrap', [
      'static/js/65.js',
      'static/css/65.css',
    ]),
    group('provide shared module (default) react-dom@19.3.1 = /x/react-dom/index.js', undefined, [
      'static/js/first-load.js',
    ]),
    group('provide shared module (default) @sentry/react@11.12.0 = /x/@sentry/react/index.js', undefined, [
      'static/js/683.js',
    ]),
    group('builtin:swc-loader!/app/shell/src/app/routes.tsx', '../features/auth/routes/auth-email', [
      'static/js/943.js',
    ]),
  ];
  assert.deepEqual(
    hintedFiles({ kind: 'host', entryFiles: ['static/js/main.js'], chunks: [], chunkGroups }),
    ['static/js/65.js', 'static/js/first-load.js', 'static/js/main.js'],
  );
});

test("a remote marks its entry, its exposed routes and its screens' own chunks, not their library chunks", () => {
  const routes = '/app/mf-shops/src/routes.tsx';
  const source = `export const screens = {
    home: async () => ({ Component: (await import('./features/home/home-screen')).HomeScreen }),
    schedule: async () => ({ Component: (await import('./features/schedule/schedule-screen')).ScheduleScreen }),
  };`;
  const chunkGroups = [
    group('', './features/home/home-screen', ['static/js/7880.js', 'static/css/7880.css'], routes),
    group('', './features/schedule/schedule-screen', ['static/js/9312.js', 'static/js/8049.js'], routes),
    group('/app/mf-shops/src/features/photos/picker.tsx', './cropper', ['static/js/4000.js'], '/app/x.tsx'),
  ];
  const chunks = [
    {
      name: '__federation_expose_routes',
      files: ['static/js/__federation_expose_routes.js'],
      vendorOnly: false,
    },
    { name: null, files: ['static/js/8049.js'], vendorOnly: true },
    { name: null, files: ['static/js/9312.js'], vendorOnly: false },
    { name: null, files: ['static/js/4000.js'], vendorOnly: false },
  ];
  assert.deepEqual(
    hintedFiles({
      kind: 'remote',
      entryFiles: ['remoteEntry.js'],
      chunks,
      chunkGroups,
      readSource: () => source,
    }),
    ['remoteEntry.js', 'static/js/7880.js', 'static/js/9312.js', 'static/js/__federation_expose_routes.js'],
  );
});
