// Build configuration every app shares: one place for the federation contract
// (names, singletons, manifest) and the Rspack pipeline (SWC, CSS Modules, assets).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { tabBarPaths } from '../src/routing/route-table.mjs';
import { ChunkHashesPlugin, CONTENT_HASH_LENGTH } from './chunk-hashes.mjs';
import { CompileHintsPlugin } from './compile-hints.mjs';
import { FirstLoadPreloadPlugin, firstLoadModule } from './first-load-preload.mjs';
import { InlineStylePlugin } from './inline-style.mjs';
import { earlyRequestsScript } from './early-requests.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { ScreensPlugin } from './screens.mjs';

const require = createRequire(import.meta.url);
const sharedPkg = require('../package.json');

/**
 * The ES module build beside the CommonJS file that `require` conditions resolve a package to (`index.js` or
 * `index.mjs` beside `index.cjs`): from ESM Rspack keeps only the names a build uses of a `sideEffects: false` package.
 */
function esmBuildBeside(cjs, name) {
  const dir = path.dirname(cjs);
  const esm = ['index.js', 'index.mjs']
    .map((file) => path.join(dir, file))
    .find((file) => fs.existsSync(file));
  if (!esm) throw new Error(`${name} has no ES module build beside ${cjs}`);
  return esm;
}

/** The federation runtime's packages as the federation plugin resolves them (…/dist/index.cjs). */
const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced/rspack'));
const runtimeCoreCjs = fromEnhanced.resolve('@module-federation/runtime-core');
const fromRuntimeCore = createRequire(runtimeCoreCjs);

/**
 * The federation runtime's ES module builds (`require` conditions pick CommonJS, which Rspack bundles one wrapped
 * module per file and keeps whole), each the one copy every request for its name resolves to.
 *
 * - The SDK, the copy the 2.9 runtime itself uses. `@module-federation/retry-plugin` 0.17.1 (the only line on the
 *   registry) depends on SDK 0.17.1 for one function, `createLogger`, which bundled a second, older SDK into every
 *   page's main.js. The bundler runtime every remote entry embeds is CommonJS and uses two names of the SDK
 *   (`decodeName`, `ENCODE_NAME_PREFIX`), and the SDK is `sideEffects: false`, so from ESM Rspack keeps only those:
 *   each remote entry went from 15.7 to 11.1 KB gzipped (the SDK's 15.7 KB raw to 0.4), main.js −0.3 KB.
 * - runtime-core and error-codes: from ESM Rspack concatenates their modules and drops what nothing reaches; the
 *   shell's main.js went from 33.7 to 29.4 KB gzipped on every tab (runtime-core 19.3 → 16.1 KB, the SDK it pulls in
 *   3.5 → 2.5, error-codes 0.9 → 0.8; each remote entry −0.2 KB from error-codes). The remotes read runtime-core
 *   from the shell (experiments.externalRuntime) as a namespace with all its exports (the host hands the whole module
 *   over).
 * - The bundler runtime (every build embeds its own: it binds to the build's `__webpack_require__`) and
 *   `@module-federation/runtime`, which it imports. Rspack's federation entry imports the bundler runtime by the
 *   absolute path of its CommonJS file, which no alias reaches, so `bundlerRuntimeToEsm` swaps that request for
 *   the file's ES module sibling; Rspack's own alias for `@module-federation/runtime` (its CommonJS file) gives way
 *   to ours, listed after it. Each remote entry went from 10.6 to 9.6 KB gzipped, main.js from 29.4 to 28.7.
 *   Both builds must stay one module each: the runtime keeps the default instance (`registerRemotes`,
 *   `loadRemote`, which the shell calls) in module state.
 */
const bundlerRuntimeCjs = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools')).resolve(
  '@module-federation/webpack-bundler-runtime',
);
const runtimeCjs = createRequire(bundlerRuntimeCjs).resolve('@module-federation/runtime');
const BUNDLER_RUNTIME_CJS = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/;

/**
 * The federation runtime's error descriptions (`@module-federation/error-codes`' desc.mjs, in main.js and in every
 * remote entry): a production build takes federation-error-desc.mjs instead, whose messages keep the error's code and
 * its docs link without the library's sentence (−0.3 KB gzipped in main.js and in each remote entry, 2026-12-05).
 */
const FEDERATION_ERROR_DESC = /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/;

/** The federation entry's import of the bundler runtime's CommonJS build, pointed at its ES module build. */
function bundlerRuntimeToEsm(resolveData) {
  resolveData.request = esmBuildBeside(resolveData.request, '@module-federation/webpack-bundler-runtime');
}

const federationRuntimeEsm = Object.fromEntries(
  [
    ['@module-federation/runtime-core', runtimeCoreCjs],
    ['@module-federation/sdk', fromRuntimeCore.resolve('@module-federation/sdk')],
    ['@module-federation/error-codes', fromRuntimeCore.resolve('@module-federation/error-codes')],
  ].map(([name, cjs]) => [`${name}$`, esmBuildBeside(cjs, name)]),
);

/**
 * React Router 7's package exports only its development build (`dist/development`, whose one difference is
 * `ENABLE_DEV_WARNINGS = true`: warning code and strings the production bundle carries and runs). A production
 * build resolves all three ways in (the package, its `/dom` entry and the slim module's `react-router-source`) to
 * `dist/production` together, so every importer gets the same module and the router's contexts stay one.
 */
const reactRouterDist = (isProd) => {
  const entry = require.resolve('react-router'); // …/react-router/dist/development/index.js
  const dir = path.join(path.dirname(path.dirname(entry)), isProd ? 'production' : 'development');
  const index = path.join(dir, 'index.mjs');
  return {
    'react-router$': index,
    'react-router-source$': index,
    'react-router/dom$': path.join(dir, 'dom-export.mjs'),
  };
};

/**
 * @tanstack/react-query's ES module build (its `require` condition names the CommonJS one), under a name federation
 * does not share, for react-query-slim.mjs: from ESM Rspack keeps only what the slim module's names reach, query-core
 * included (both packages are `sideEffects: false`).
 */
const reactQuerySource = esmBuildBeside(
  require.resolve('@tanstack/react-query'), // …/react-query/build/modern/index.cjs
  '@tanstack/react-query',
);

/**
 * The singletons of DESIGN.md. A second copy of any of these breaks hooks, the
 * QueryClient context or a store, so every app declares them the same way.
 * requiredVersion comes from the app's package.json (never `workspace:*`); no eager:
 * every entry goes through an async `import('./bootstrap')`.
 */
export function sharedSingletons(appPkg) {
  const deps = { ...sharedPkg.peerDependencies, ...(appPkg.dependencies ?? {}) };
  const single = (name, version) => ({ singleton: true, requiredVersion: `^${version}` });
  const shared = {
    react: single('react', deps.react),
    'react/': single('react', deps.react),
    'react-dom': single('react-dom', deps['react-dom']),
    'react-dom/': single('react-dom', deps['react-dom']),
    'react-router-dom': {
      ...single('react-router-dom', deps['react-router-dom']),
      // Only the names the apps use (see react-router-dom-slim.mjs); the version is the package's.
      import: require.resolve('./react-router-dom-slim.mjs'),
      version: deps['react-router-dom'],
    },
    'react-router': single('react-router', deps['react-router']),
    '@tanstack/react-query': {
      ...single('@tanstack/react-query', deps['@tanstack/react-query']),
      // Only the names the apps use, query-core inside (see react-query-slim.mjs); the version is the package's.
      import: require.resolve('./react-query-slim.mjs'),
      version: deps['@tanstack/react-query'],
    },
    zustand: single('zustand', deps.zustand),
    '@sentry/react': single('@sentry/react', sharedPkg.dependencies['@sentry/react']),
    '@guardian/shared': {
      singleton: true,
      requiredVersion: `^${sharedPkg.version}`,
      version: sharedPkg.version,
    },
    // The form kit, a singleton of its own so it loads with the screens that have a form (first-load-preload's
    // LATE), not with every tab's first paint; it reaches the rest of shared through the entry above.
    '@guardian/shared/forms': {
      singleton: true,
      requiredVersion: `^${sharedPkg.version}`,
      version: sharedPkg.version,
    },
  };
  return shared;
}

/** The modules that stand in for a library (only the names the apps use): libraries like the packages they re-export. */
const SLIM_MODULES = new Set(
  Object.values(sharedSingletons({}))
    .map((config) => config.import)
    .filter(Boolean),
);

/** Whether a module is a library's: a package's, or a slim module's. */
function isLibraryModule(module) {
  const file = module.nameForCondition?.() ?? module.resource ?? '';
  return /[\\/]node_modules[\\/]/.test(file) || SLIM_MODULES.has(file);
}

/**
 * Two chunks for the host's whole first load (see `optimization` below), both from firstLoadModule's modules:
 * `first-load`, the singleton libraries it provides (what changes only with a library's version), and
 * `first-load-app`, its bootstrap and `@guardian/shared` with their CSS (what most deploys change). Lazy parts (screens,
 * shared's upload progress and error reporter's loader) and what loads late on purpose (LATE: error reporting, the
 * form kit) stay apart.
 */
function firstLoadCacheGroups() {
  const group = (name, library) => ({
    name,
    chunks: 'async',
    enforce: true,
    priority: 20,
    test: (module, context) => isLibraryModule(module) === library && firstLoadModule(module, context),
  });
  return { firstLoad: group('first-load', true), firstLoadApp: group('first-load-app', false) };
}

/** Runtime plugins of an app: retries first (host only), then the errorLoadRemote handling. */
export function runtimePluginsFor(kind) {
  return [
    ...(kind === 'host' ? [require.resolve('./retry-plugin.mjs')] : []),
    require.resolve('./runtime-plugin.mjs'),
  ];
}

// The host's page names its home-screen manifest and icons (shell/public, copied to the site's root). A remote's
// standalone page has none of them, so it keeps the empty icon that spares a request.
const HOME_SCREEN_LINKS = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<link rel="icon" href="/icon.svg" type="image/svg+xml" />',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
  '<meta name="apple-mobile-web-app-title" content="가디언" />',
].join('');

/**
 * @param {object} o
 * @param {string} o.dir            the app folder (import.meta.dirname of its rspack.config)
 * @param {'host'|'remote'} o.kind
 * @param {string} o.name           federation name (shell, shops, ...)
 * @param {number} o.port           dev-server port
 * @param {Record<string,string>} [o.exposes]
 * @param {string} [o.title]
 */
export function createAppConfig({ dir, kind, name, port, exposes = {}, title = '가디언' }) {
  const appPkg = require(path.join(dir, 'package.json'));
  const isProd = process.env.NODE_ENV !== 'development';
  const isRemote = kind === 'remote';
  return {
    mode: isProd ? 'production' : 'development',
    context: dir,
    // The supported browsers (.browserslistrc at the root, docs/architecture.md "Supported browsers"): the syntax
    // of Rspack's runtime, swc's lowering of our code and the CSS minimizer's fallbacks all follow it. Named here
    // so a build without that file fails instead of quietly targeting any browser.
    target: 'browserslist',
    entry: { main: './src/index.ts' },
    // A production deploy (APP_ENV=production) still writes maps for the error tracker, but its
    // bundles do not point browsers at them (the site server does not serve them either).
    devtool: isProd
      ? process.env.APP_ENV === 'production'
        ? 'hidden-source-map'
        : 'source-map'
      : 'eval-cheap-module-source-map',
    output: {
      // OUTPUT_DIR lets a deploy (or the redeploy test) build one app into a folder of its own.
      path: process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dir, 'dist'),
      // Remotes resolve their chunks from wherever mf-manifest.json was served; the shell owns "/".
      publicPath: isRemote ? 'auto' : '/',
      // The hash's length: see CONTENT_HASH_LENGTH (every chunk's is in the runtime's maps, on the first load).
      filename: isProd ? `static/js/[name].[contenthash:${CONTENT_HASH_LENGTH}].js` : 'static/js/[name].js',
      chunkFilename: isProd
        ? `static/js/[name].[contenthash:${CONTENT_HASH_LENGTH}].js`
        : 'static/js/[name].js',
      cssFilename: isProd
        ? `static/css/[name].[contenthash:${CONTENT_HASH_LENGTH}].css`
        : 'static/css/[name].css',
      cssChunkFilename: isProd
        ? `static/css/[name].[contenthash:${CONTENT_HASH_LENGTH}].css`
        : 'static/css/[name].css',
      assetModuleFilename: 'static/media/[name].[hash:8][ext]',
      uniqueName: `guardian_${name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // react-router's build for this mode under its own names and under 'react-router-source', and react-query's
      // under 'react-query-source': names federation does not share (react-router-dom-slim.mjs, react-query-slim.mjs).
      alias: {
        ...reactRouterDist(isProd),
        'react-query-source$': reactQuerySource,
        ...federationRuntimeEsm,
        // No `$`: it replaces the federation plugin's own entry for this name (see federationRuntimeEsm).
        '@module-federation/runtime': esmBuildBeside(runtimeCjs, '@module-federation/runtime'),
      },
    },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': {
          localIdentName: isProd ? '[hash:base64:6]' : '[path][name]__[local]',
          exportsConvention: 'camel-case',
        },
      },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules[\\/](?!\.pnpm[\\/].*@guardian)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
              // No jsc.target: Rspack hands the loader env.targets from `target` below, so our code is lowered
              // exactly as far as the supported browsers need (class static blocks, say) and no further.
            },
            // Safari before 16.3 mis-scopes some default parameters: fix those alone instead of lowering every
            // default parameter to `arguments` code (+1.3 KB gzipped over one remote's chunks without it).
            env: { bugfixes: true },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(woff2?|png|jpe?g|svg|webp|gif)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_CJS, bundlerRuntimeToEsm),
      ...(isProd
        ? [
            new rspack.NormalModuleReplacementPlugin(
              FEDERATION_ERROR_DESC,
              require.resolve('./federation-error-desc.mjs'),
            ),
          ]
        : []),
      new ModuleFederationPlugin({
        name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
        // Remotes are registered at run time from config.json, never baked into the build.
        remotes: {},
        shared: sharedSingletons(appPkg),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The federation runtime ships once, in the shell. Production remotes use the shell's copy
        // instead of bundling their own (~18 KB gzipped less per remote entry); a remote's standalone
        // dev mode (NODE_ENV=development) keeps its own runtime so it runs without the shell.
        // target 'web' drops the runtime's Node.js loaders from browser bundles.
        experiments: {
          ...(isRemote ? { externalRuntime: isProd } : { provideExternalRuntime: true }),
          optimization: { target: 'web' },
        },
        // The host retries a remote's manifest, entry and modules before errorLoadRemote turns the
        // failure into a route error; remotes load nothing of their own, so only the host carries it.
        runtimePlugins: runtimePluginsFor(kind),
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(import.meta.dirname, 'index.html'),
        title,
        templateParameters: {
          title,
          tabPaths: JSON.stringify(tabBarPaths()),
          earlyRequests: earlyRequestsScript(),
          homeScreen: isRemote ? '<link rel="icon" href="data:," />' : HOME_SCREEN_LINKS,
        },
      }),
      // screens.json: every app's, the shell's for its own screens (login, sign-up…) too.
      new ScreensPlugin(),
      ...(isRemote ? [] : [new FirstLoadPreloadPlugin()]),
      // The host's public/ (the home-screen manifest and icons) at the site's root, under fixed names: a
      // phone's home screen and the browser ask for them by the names the HTML and the manifest give.
      ...(!isRemote && fs.existsSync(path.join(dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public') }] })]
        : []),
      ...(isProd ? [new InlineStylePlugin(), new CompileHintsPlugin(kind), new PrecompressPlugin()] : []),
      // The host's chunk hashes in its HTML, so main.js (the federation runtime) survives a shell or shared deploy.
      ...(isProd && !isRemote ? [new ChunkHashesPlugin()] : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development'),
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(appPkg.version),
        // Identifies one build of one app (shown as data-build-id on its screens' root).
        __BUILD_ID__: JSON.stringify(process.env.BUILD_ID || `${name}-${appPkg.version}`),
      }),
    ],
    optimization: {
      minimize: isProd,
      // The host's first load is its bootstrap plus every singleton it provides; federation gives each
      // provided library chunks of its own (13 requests, 9 of them under 4 KB), and the bootstrap and
      // @guardian/shared theirs. They all load on every first visit, so they ship as two chunks and one
      // stylesheet: the libraries, which a phone keeps across deploys until a library's version changes,
      // and the shell's and shared's code, which most deploys change (−1.7 to −1.8 KB gzipped and 3
      // requests fewer on every tab, 2026-12-04). One chunk for both saved 0.7 KB more, but then every
      // shell or shared deploy made a returning phone download the libraries again (docs/architecture.md
      // "First-load budget"). No runtimeChunk: federation hoists its runtime into it, so it changed with every
      // deploy like main.js did (measured, same section); ChunkHashesPlugin takes the chunk hashes out of main.js instead.
      ...(isRemote ? {} : { splitChunks: { cacheGroups: firstLoadCacheGroups() } }),
    },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
    },
  };
}
