// The shell's first load, announced in its HTML. main.js only knows which chunks it needs once
// it runs (the async bootstrap and the shared singletons the federation runtime picks), so
// without this the browser fetches them one round trip after main.js. The host provides every
// singleton (shareStrategy 'loaded-first'), so the chunks to preload are the bootstrap's and
// those of the modules the shell provides, less the ones loaded later on purpose (LATE).
const NAME = 'GuardianFirstLoadPreload';
/**
 * Provided modules not in the first load: error reporting loads when the page is idle, and shared's form kit
 * (`@guardian/shared/forms`) with the screens and sheets that have a form.
 */
export const LATE = [/^@sentry\//, /^@guardian\/shared\/forms$/];
const PROVIDED = /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /;

/** Whether a chunk group is part of the first load: the entry's async bootstrap or a provided singleton not LATE. */
export function isFirstLoadGroup(group, { bootstrapRequest = './bootstrap' } = {}) {
  const origin = group.origins?.[0];
  const identifier = origin?.module?.identifier?.() ?? '';
  const provided = PROVIDED.exec(identifier)?.[1];
  const isBootstrap = origin?.request === bootstrapRequest && /[\\/]src[\\/]index\.ts$/.test(identifier);
  return isBootstrap || Boolean(provided && !LATE.some((re) => re.test(provided)));
}

/**
 * Whether a module belongs in the host's first-load chunks (a splitChunks `test`): it is in a chunk of a first-load
 * group, as Rspack built them before splitting. A module only lazy parts or LATE singletons reach stays in their
 * chunks. The consume modules stay apart too: a chunk's consumes wait for the shares they name, and a provided
 * share's factory loads its own chunks, so a consume in the chunk of the module it provides would wait for itself
 * (the page never starts).
 * @param {{ identifier(): string }} module
 * @param {{ chunkGraph: { getModuleChunks(module: unknown): Iterable<{ groupsIterable: Iterable<unknown> }> } }} context
 */
export function firstLoadModule(module, { chunkGraph }) {
  if (module.identifier().startsWith('consume shared module')) return false;
  return [...chunkGraph.getModuleChunks(module)].some((chunk) =>
    [...chunk.groupsIterable].some((group) => isFirstLoadGroup(group)),
  );
}

/**
 * The files each LATE singleton the host provides loads (its chunk group's, less the first load's), by name:
 * `{ '@guardian/shared/forms': { js: [...], css: [...] } }`, written as LATE_SHARES_FILE. A screen that renders
 * with one (screens.mjs `shares`) would otherwise ask for it only once the bootstrap has run and the screen's
 * chunk is being loaded, a round trip after the rest of its code: the site server preloads them with its HTML.
 */
export function lateShareFiles(chunkGroups, options) {
  const firstLoad = new Set(firstLoadFiles(chunkGroups, options));
  const out = {};
  for (const group of chunkGroups) {
    const provided = PROVIDED.exec(group.origins?.[0]?.module?.identifier?.() ?? '')?.[1];
    if (!provided || !LATE.some((re) => re.test(provided))) continue;
    const files = [...group.chunks]
      .flatMap((c) => [...c.files])
      .filter((f) => /\.(js|css)$/.test(f) && !firstLoad.has(f));
    const entry = (out[provided] ??= { js: [], css: [] });
    for (const f of files) {
      const list = f.endsWith('.css') ? entry.css : entry.js;
      if (!list.includes(f)) list.push(f);
    }
  }
  for (const entry of Object.values(out)) {
    entry.js.sort();
    entry.css.sort();
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

export const LATE_SHARES_FILE = 'late-shares.json';

/** The files of the chunk groups that make up the first load (isFirstLoadGroup). */
export function firstLoadFiles(chunkGroups, options) {
  const files = new Set();
  for (const group of chunkGroups) {
    if (!isFirstLoadGroup(group, options)) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  }
  return [...files].filter((f) => /\.(js|css)$/.test(f)).sort();
}

/**
 * The order the HTML lists them in: stylesheets, then scripts largest first. Over HTTP/1.1 a browser
 * opens at most six connections per host, and the page's other early requests (the remote's files,
 * the early API reads) queue for the same six; the largest script (the singleton libraries, ~100 KB)
 * is the one whose late start the page waits for, so it asks first. Lighthouse's simulation showed
 * it starting a wave later (0.3 s) when listed last.
 * @param {string[]} files
 * @param {(file: string) => number} sizeOf
 */
export function preloadOrder(files, sizeOf) {
  const css = files.filter((f) => f.endsWith('.css'));
  const js = files.filter((f) => !f.endsWith('.css'));
  return [...css, ...js.sort((a, b) => sizeOf(b) - sizeOf(a) || (a < b ? -1 : 1))];
}

export function preloadTags(files, publicPath) {
  return files
    .map(
      (f) => `<link rel="preload" href="${publicPath}${f}" as="${f.endsWith('.css') ? 'style' : 'script'}">`,
    )
    .join('');
}

export class FirstLoadPreloadPlugin {
  apply(compiler) {
    const { HtmlRspackPlugin, Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const files = JSON.stringify(lateShareFiles(compilation.chunkGroups));
          compilation.emitAsset(LATE_SHARES_FILE, new sources.RawSource(files));
        },
      );
      HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(NAME, (data) => {
        const publicPath =
          compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const sizeOf = (file) => compilation.getAsset(file)?.source.size() ?? 0;
        const files = preloadOrder(firstLoadFiles(compilation.chunkGroups), sizeOf);
        const tags = preloadTags(files, publicPath ?? '/');
        return { ...data, html: data.html.replace('</head>', `${tags}</head>`) };
      });
    });
  }
}
