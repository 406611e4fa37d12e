// Which chunks the shell's HTML preloads: its bootstrap and the singletons it provides, not the
// lazy screens and not error reporting (loaded when the page is idle). And which modules the shell's
// two first-load chunks take: everything of those chunk groups but their consume modules, the libraries in one
// and the shell's and shared's code in the other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  firstLoadFiles,
  firstLoadModule,
  lateShareFiles,
  preloadOrder,
  preloadTags,
} from '../../shared/mf/first-load-preload.mjs';

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

test("the form kit's own files are listed for the screens that render with it (late-shares.json), not the first load's it also names", () => {
  const formsWithShared = group(
    'provide shared module (default) @guardian/shared/forms@0.1.0 = /x/shared/src/forms/index.ts',
    undefined,
    ['static/js/122.js', 'static/js/211.js', 'static/css/211.css', 'static/js/211.js.map'],
  );
  const withKit = groups.map((g) => (g === groups[5] ? formsWithShared : g));
  assert.deepEqual(lateShareFiles(withKit), {
    '@guardian/shared/forms': { js: ['static/js/211.js'], css: ['static/css/211.css'] },
    '@sentry/react': { js: ['static/js/683.js'], css: [] },
  });
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

/** A module in the chunks of the given chunk groups, and the chunk graph that says so. */
function moduleIn(identifier, ...chunkGroups) {
  const module = { identifier: () => identifier };
  const chunks = chunkGroups.map((g) => ({ groupsIterable: new Set([g]) }));
  return [module, { chunkGraph: { getModuleChunks: (m) => (m === module ? chunks : []) } }];
}
const [
  ,
  bootstrapGroup,
  reactDomGroup,
  sharedGroup,
  sentryGroup,
  formsGroup,
  fallbackGroup,
  authGroup,
  sentryOptionsGroup,
] = groups;

test("the first-load chunk takes the bootstrap's modules, the provided libraries and @guardian/shared with their CSS", () => {
  for (const [id, group] of [
    ['builtin:swc-loader!/app/shell/src/app/tab-bar.tsx', bootstrapGroup],
    ['css|/app/shell/src/app/tab-bar.module.css', bootstrapGroup],
    ['/x/react-dom/cjs/react-dom-client.production.js', reactDomGroup],
    ['builtin:swc-loader!/app/shared/src/routing/route-table.mjs', sharedGroup],
    ['css|/app/shared/src/ui/button/button.module.css', sharedGroup],
  ])
    assert.equal(firstLoadModule(...moduleIn(id, group)), true, id);
  // A module the first load shares with a lazy screen or the form kit moves too: the lazy chunk then needs the
  // first-load chunk, which is on the page already.
  assert.equal(
    firstLoadModule(...moduleIn('/app/shared/src/ui/button/button.tsx', sharedGroup, formsGroup)),
    true,
  );
});

test('lazy screens, error reporting, the form kit and consume modules stay out of the first-load chunk', () => {
  for (const [id, group] of [
    ['builtin:swc-loader!/app/shell/src/features/auth/routes/auth-email.tsx', authGroup],
    ['/x/@sentry/react/index.js', sentryGroup],
    ['builtin:swc-loader!/app/shared/src/monitoring/sentry-options.ts', sentryOptionsGroup],
    ['builtin:swc-loader!/app/shared/src/ui/text-field/text-field.tsx', formsGroup],
    ['/x/react-dom/index.js', fallbackGroup],
  ])
    assert.equal(firstLoadModule(...moduleIn(id, group)), false, id);
  // In the chunk of the share it names, a consume would wait for itself: the page would never start.
  const consume =
    'consume shared module (default) @guardian/shared@^0.1.0 (singleton) (fallback: /x/shared/src/index.ts)';
  assert.equal(firstLoadModule(...moduleIn(consume, bootstrapGroup, sharedGroup)), false);
});

test("the shell's build puts the first load's libraries in one chunk and its own and shared's code in another; a remote's keeps Rspack's chunks", async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const { createAppConfig } = await import(path.join(root, 'shared/mf/index.mjs'));
  const shell = createAppConfig({ dir: path.join(root, 'shell'), kind: 'host', name: 'shell', port: 3000 });
  const cacheGroups = Object.values(shell.optimization.splitChunks.cacheGroups);
  /** The names of the cache groups that take a module of this file in these chunk groups. */
  const chunkFor = (file, ...chunkGroups) => {
    const [module, context] = moduleIn(`builtin:swc-loader!${file}`, ...chunkGroups);
    module.nameForCondition = () => file;
    return cacheGroups.filter((g) => g.test(module, context)).map((g) => g.name);
  };
  const pkg = (name, file) => `/app/node_modules/.pnpm/${name}@1.0.0/node_modules/${name}/${file}`;
  // Libraries change only with their versions, so a phone keeps their file across deploys.
  assert.deepEqual(chunkFor(pkg('react-dom', 'cjs/react-dom-client.production.js'), reactDomGroup), [
    'first-load',
  ]);
  assert.deepEqual(chunkFor(pkg('js-cookie', 'dist/js.cookie.mjs'), sharedGroup), ['first-load']);
  assert.deepEqual(chunkFor(path.join(root, 'shared/mf/react-router-dom-slim.mjs'), bootstrapGroup), [
    'first-load',
  ]);
  // What most deploys change: the shell's frame, shared's index and their CSS.
  for (const [file, group] of [
    ['/app/shell/src/app/tab-bar.tsx', bootstrapGroup],
    ['/app/shell/src/app/tab-bar.module.css', bootstrapGroup],
    ['/app/shared/src/routing/route-table.mjs', sharedGroup],
    ['/app/shared/src/ui/button/button.module.css', sharedGroup],
  ])
    assert.deepEqual(chunkFor(file, group), ['first-load-app'], file);
  // Neither takes a lazy screen, error reporting or the form kit.
  assert.deepEqual(chunkFor('/app/shell/src/features/auth/routes/auth-email.tsx', authGroup), []);
  assert.deepEqual(chunkFor(pkg('@sentry/react', 'index.js'), sentryGroup), []);
  assert.deepEqual(chunkFor('/app/shared/src/ui/text-field/text-field.tsx', formsGroup), []);
  const remote = createAppConfig({
    dir: path.join(root, 'mf-shops'),
    kind: 'remote',
    name: 'shops',
    port: 3101,
  });
  assert.equal(remote.optimization.splitChunks, undefined);
});
