// The shell's first load, announced in its HTML. main.js only knows which chunks it needs once
// it runs (the async bootstrap and the shared singletons the federation runtime picks), so
// without this the browser fetches them one round trip after main.js. The host provides every
// singleton (shareStrategy 'loaded-first'), so the chunks to preload are the bootstrap's and
// those of the modules the shell provides, less the ones loaded later on purpose (LATE).
const NAME = 'GuardianFirstLoadPreload';
/** Provided modules not in the first load: error reporting loads when the page is idle. */
export const LATE = [/^@sentry\//];
const PROVIDED = /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /;

/** Chunk groups that make up the first load: the entry's async bootstrap and the provided singletons. */
export function firstLoadFiles(chunkGroups, { bootstrapRequest = './bootstrap' } = {}) {
  const files = new Set();
  for (const group of chunkGroups) {
    const origin = group.origins?.[0];
    const identifier = origin?.module?.identifier?.() ?? '';
    const provided = PROVIDED.exec(identifier)?.[1];
    const isBootstrap = origin?.request === bootstrapRequest && /[\\/]src[\\/]index\.ts$/.test(identifier);
    if (!isBootstrap && !(provided && !LATE.some((re) => re.test(provided)))) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  }
  return [...files].filter((f) => /\.(js|css)$/.test(f)).sort();
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
    const { HtmlRspackPlugin } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(NAME, (data) => {
        const publicPath =
          compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const tags = preloadTags(firstLoadFiles(compilation.chunkGroups), publicPath ?? '/');
        return { ...data, html: data.html.replace('</head>', `${tags}</head>`) };
      });
    });
  }
}
