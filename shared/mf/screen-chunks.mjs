// Which files each screen of a remote loads, written by the remote's build as screen-chunks.json
// ({ [route key]: { js: [...], css: [...] } }, paths as in mf-manifest.json). The site server
// (scripts/serve.mjs) preloads the requested page's screen with the HTML, so the browser fetches
// it while main.js downloads instead of one round trip after the remote's routes have run.
// Screens are declared as `key: async () => ({ Component: (await import('./x')).X })` in a
// remote's routes files (src/routes.tsx, src/features/*/routes.ts); screenImports reads that.
import fs from 'node:fs';

const NAME = 'GuardianScreenChunks';
export const SCREEN_CHUNKS_FILE = 'screen-chunks.json';
const ROUTES_FILE = /[\\/]src[\\/](?:features[\\/][^\\/]+[\\/])?routes\.tsx?$/;
const SCREEN =
  /(\w+)\s*:\s*async\s*\(\)\s*=>\s*\(\{\s*Component:\s*\(\s*await\s+import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/g;

/** Route key → the module request its lazy screen imports, from a routes file's source. */
export function screenImports(source) {
  const byKey = {};
  for (const [, key, request] of source.matchAll(SCREEN)) byKey[key] = request;
  return byKey;
}

/**
 * Route key → files of its screen's chunk group. `chunkGroups` as Rspack gives them: each with
 * `origins` ({ module, request }) and `chunks` (each with `files`); `readSource` reads a routes file.
 */
export function screenChunks(chunkGroups, readSource = (file) => fs.readFileSync(file, 'utf8')) {
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
      for (const [key, request] of Object.entries(importsOf.get(resource))) {
        if (request === origin.request) out[key] = { js, css };
      }
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

export class ScreenChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const map = screenChunks(compilation.chunkGroups);
          compilation.emitAsset(SCREEN_CHUNKS_FILE, new sources.RawSource(JSON.stringify(map)));
        },
      );
    });
  }
}
