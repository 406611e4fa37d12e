// What each screen of an app loads first, written by its build as screens.json (each remote's, and the shell's
// for its own screens: login, sign-up, /invitation…):
// { [route key]: { js: [...], css: [...], shares?: [...], reads?: [...], images?: [...] } }, file paths as in
// mf-manifest.json. `shares`: the host's late singletons the screen renders with (the form kit), whose files the
// host's build lists (first-load-preload.mjs lateShareFiles) and the site server preloads with the screen's.
// The site server (scripts/serve.mjs) preloads the requested page's screen files with the HTML,
// so the browser fetches them while main.js downloads instead of one round trip after the
// bootstrap (and a remote's routes) have run, and starts its first reads (`reads`: the remote's src/early-reads.mjs,
// API paths with the route's `{param}`s) the way shared/mf/early-requests.mjs starts the shell's.
// `images`: pictures that ship with the remote and show at the top of the screen (early-reads.mjs's
// `images` export, as built files), preloaded with the HTML, the first at high priority: the page's LCP.
// Screens are declared as `key: async () => ({ Component: (await import('./x')).X })` in a
// remote's routes files (src/routes.tsx, src/features/*/routes.ts) and the shell's (src/app/routes.tsx);
// screenImports reads that.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeId } from '../src/routing/route-id.mjs';
import { LATE } from './first-load-preload.mjs';

const NAME = 'GuardianScreens';
export const SCREENS_FILE = 'screens.json';
const ROUTES_FILE = /[\\/]src[\\/](?:app[\\/]|features[\\/][^\\/]+[\\/])?routes\.tsx?$/;
const SCREEN =
  /(\w+)\s*:\s*async\s*\(\)\s*=>\s*\(\{\s*Component:\s*\(\s*await\s+import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/g;

/** Route key → the module request its lazy screen imports, from a routes file's source. */
export function screenImports(source) {
  const byKey = {};
  for (const [, key, request] of source.matchAll(SCREEN)) byKey[key] = request;
  return byKey;
}

const CONSUMED = /^consume shared module \([^)]*\) (.+?)@/;

/**
 * The singletons the host loads late on purpose (first-load-preload.mjs LATE: the form kit) that these modules
 * consume, from their identifiers (`consume shared module (default) @guardian/shared/forms@^0.1.0 …`).
 * @param {Iterable<{ identifier(): string }>} modules
 */
export function lateSharesConsumed(modules) {
  const names = new Set();
  for (const m of modules) {
    const name = CONSUMED.exec(m.identifier())?.[1];
    if (name && LATE.some((re) => re.test(name))) names.add(name);
  }
  return [...names].sort();
}

/**
 * Route key → files of its screen's chunk group, and `shares`: the late singletons it renders with
 * (lateSharesConsumed), which the host serves. `chunkGroups` as Rspack gives them: each with
 * `origins` ({ module, request }) and `chunks` (each with `files`); `readSource` reads a routes file;
 * `modulesOf` a chunk's modules.
 */
export function screenChunks(
  chunkGroups,
  readSource = (file) => fs.readFileSync(file, 'utf8'),
  modulesOf = () => [],
) {
  const importsOf = new Map();
  const out = {};
  for (const group of chunkGroups) {
    for (const origin of group.origins ?? []) {
      const resource = origin.module?.resource ?? origin.module?.nameForCondition?.();
      if (!resource || !ROUTES_FILE.test(resource) || !origin.request) continue;
      if (!importsOf.has(resource)) importsOf.set(resource, screenImports(readSource(resource)));
      const files = [...group.chunks].flatMap((c) => [...c.files]);
      const js = files.filter((f) => /\.js$/.test(f)).sort();
      const css = files.filter((f) => /\.css$/.test(f)).sort();
      const shares = lateSharesConsumed([...group.chunks].flatMap((c) => [...modulesOf(c)]));
      for (const [key, request] of Object.entries(importsOf.get(resource))) {
        if (request === origin.request) out[key] = shares.length ? { js, css, shares } : { js, css };
      }
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * An early read's path with the route's `{param}`s filled in, each encoded as one path segment or
 * query value, as the site server fills them (and the remotes' early-reads tests expect).
 * @param {string} template
 * @param {Record<string, string>} params
 */
export function fillRead(template, params) {
  return template.replace(/\{(\w+)\}/g, (_, p) => encodeURIComponent(params[p] ?? ''));
}

/**
 * @typedef {string | { path: string, public?: boolean, loggedIn?: boolean, images?: string[] }} EarlyRead
 *   A path alone is read with the session's bearer when there is one (apiGet). `public`: read without
 *   it, as publicGet does (a read with a bearer would not be taken by it); `loggedIn`: only with a
 *   session (a query the screen enables for signed-in users only); `images`: the images at the top of
 *   the screen, as paths into the response's data (`shop.thumbnailUrl`, `products.*.imageUrl`), which
 *   the page preloads as soon as the response arrives (shared/mf/early-requests.mjs).
 */

/** An early read's path, whichever form it is written in. */
export const earlyReadPath = (read) => (typeof read === 'string' ? read : read?.path);

/** A remote's early reads (src/early-reads.mjs), checked: route key → API paths starting with /v2/. */
export function checkEarlyReads(reads, knownKeys) {
  for (const [key, list] of Object.entries(reads)) {
    if (!knownKeys.has(key)) throw new Error(`early-reads.mjs: ${key} is not a screen of this remote`);
    for (const read of list) {
      const p = earlyReadPath(read);
      if (typeof p !== 'string' || !p.startsWith('/v2/'))
        throw new Error(`early-reads.mjs: ${key}: ${JSON.stringify(read)} is not an API path`);
      const images = typeof read === 'string' ? [] : (read.images ?? []);
      if (
        !Array.isArray(images) ||
        !images.every((i) => typeof i === 'string' && /^[\w*]+(\.[\w*]+)*$/.test(i))
      )
        throw new Error(`early-reads.mjs: ${key}: ${p}: images must be paths like shop.thumbnailUrl`);
    }
  }
  return reads;
}

/**
 * An early read with the route's parameters filled in (fillRead), in the form it was written; null when a
 * parameter it uses is not a record id. Every parameter of an early read names a record, and its screen reads
 * it with routeId: /chatting/abc says at once that the room is not there and asks the API nothing, so neither
 * does the page's HTML.
 * @param {EarlyRead} read
 * @param {Record<string, string>} params
 * @returns {EarlyRead | null}
 */
export function fillEarlyRead(read, params) {
  const template = earlyReadPath(read);
  for (const [, p] of template.matchAll(/\{(\w+)\}/g)) if (routeId(params[p]) === null) return null;
  return typeof read === 'string' ? fillRead(read, params) : { ...read, path: fillRead(read.path, params) };
}

/** The screens map with each screen's early reads added. */
export function withEarlyReads(screens, reads) {
  const out = structuredClone(screens);
  for (const [key, paths] of Object.entries(checkEarlyReads(reads, new Set(Object.keys(out)))))
    out[key].reads = structuredClone(paths);
  return out;
}

/** At most this many built pictures per screen are preloaded with its HTML (they share the line with the code). */
export const MAX_SCREEN_IMAGES = 2;
const IMAGE_FILE = /^(?!\/)(?!.*\.\.)[\w./-]+\.(?:avif|gif|jpe?g|png|svg|webp)$/;

/**
 * The screens map with each screen's built pictures added (`images`: route key → source files under
 * src/, e.g. `features/x/assets/a.jpg`), as the names the build gave them (`builtName`: source file
 * relative to the remote's folder → emitted file). A picture of no screen, or one the build does not
 * emit, stops the build: a preload of nothing is a wasted request on every visit.
 * @param {Record<string, {js: string[], css: string[]}>} screens
 * @param {Record<string, string[]>} images
 * @param {Map<string, string>} builtName
 */
export function withScreenImages(screens, images, builtName) {
  const out = structuredClone(screens);
  for (const [key, list] of Object.entries(images)) {
    if (!out[key]) throw new Error(`early-reads.mjs: images: ${key} is not a screen of this remote`);
    if (!Array.isArray(list) || list.length > MAX_SCREEN_IMAGES)
      throw new Error(`early-reads.mjs: images: ${key}: a list of at most ${MAX_SCREEN_IMAGES} pictures`);
    out[key].images = list.map((source) => {
      const built = typeof source === 'string' && IMAGE_FILE.test(source) && builtName.get(`src/${source}`);
      if (!built)
        throw new Error(`early-reads.mjs: images: ${key}: ${source} is not a picture this build emits`);
      return built;
    });
  }
  return out;
}

export class ScreensPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    const readsFile = path.join(compiler.options.context, 'src', 'early-reads.mjs');
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          let reads = {};
          let images = {};
          if (fs.existsSync(readsFile)) {
            compilation.fileDependencies.add(readsFile);
            // A query string busts Node's module cache, so a watching build sees an edit.
            const url = `${pathToFileURL(readsFile).href}?${fs.statSync(readsFile).mtimeMs}`;
            const mod = await import(url);
            reads = mod.default;
            images = mod.images ?? {};
          }
          const builtName = new Map(
            compilation
              .getAssets()
              .filter((a) => a.info.sourceFilename)
              .map((a) => [a.info.sourceFilename.replace(/\\/g, '/'), a.name]),
          );
          const map = withScreenImages(
            withEarlyReads(
              screenChunks(compilation.chunkGroups, undefined, (chunk) =>
                compilation.chunkGraph.getChunkModules(chunk),
              ),
              reads,
            ),
            images,
            builtName,
          );
          compilation.emitAsset(SCREENS_FILE, new sources.RawSource(JSON.stringify(map)));
        },
      );
    });
  }
}
