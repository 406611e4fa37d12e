// V8's explicit compile hint (Chromium 136+, https://v8.dev/blog/explicit-compile-hints). V8 compiles a
// function lazily, on the main thread, the first time it runs; a script whose first line is
// `//# allFunctionsCalledOnLoad` has every function compiled eagerly instead, on a background thread while
// the script streams in. The files marked are the ones whose code runs as it loads: the entries (the
// shell's main.js with the federation runtime, each remote's remoteEntry.js), the shell's first load (the
// singleton libraries, its bootstrap, @guardian/shared) and each remote's exposed routes and screen chunks
// (a screen's chunk loads when the screen renders). Lazy extras (the photo picker, form libraries, the chat
// client, error reporting) stay unmarked: compiling code that may never run would only cost time and memory.
// Measured on 매장･예약 at 4x CPU (Chromium 156): main.js's evaluation 219-281 → 69-92 ms, the bootstrap's
// 211-249 → 84-97 ms, the remote entry's 60-115 → 34 ms. Other engines read the line as a comment.
import { firstLoadFiles } from './first-load-preload.mjs';
import { screenChunks } from './screens.mjs';

const NAME = 'GuardianCompileHints';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const EXPOSE_CHUNK = /^__federation_expose_/;

const VENDOR = /[\\/]node_modules[\\/]/;

/**
 * The JS files to mark, sorted. `entryFiles`: the entrypoints' files; `chunks`: every chunk's name, files
 * and whether all its modules are packages (`vendorOnly`); `chunkGroups` as Rspack gives them
 * (firstLoadFiles and screenChunks read them). A remote's screen pulls in library chunks of its own
 * (a date picker, drag and drop, form validation) of which a screen runs only a part: those stay unmarked.
 * @param {{ kind: 'host' | 'remote', entryFiles: Iterable<string>, chunks: Iterable<{ name?: string | null, files: Iterable<string>, vendorOnly: boolean }>, chunkGroups: unknown[], readSource?: (file: string) => string }} o
 */
export function hintedFiles({ kind, entryFiles, chunks, chunkGroups, readSource }) {
  const files = new Set(entryFiles);
  if (kind === 'host') {
    for (const file of firstLoadFiles(chunkGroups)) files.add(file);
  } else {
    const vendorFiles = new Set();
    for (const chunk of chunks) {
      if (chunk.name && EXPOSE_CHUNK.test(chunk.name)) for (const f of chunk.files) files.add(f);
      if (chunk.vendorOnly) for (const f of chunk.files) vendorFiles.add(f);
    }
    for (const { js } of Object.values(screenChunks(chunkGroups, readSource)))
      for (const f of js) if (!vendorFiles.has(f)) files.add(f);
  }
  return [...files].filter((f) => f.endsWith('.js')).sort();
}

/** Whether every module of a chunk comes from node_modules (a chunk with none is not). */
function vendorOnly(compilation, chunk) {
  const modules = compilation.chunkGraph.getChunkModules(chunk);
  return (
    modules.length > 0 &&
    modules.every((m) => VENDOR.test(m.nameForCondition?.() ?? m.resource ?? m.identifier?.() ?? ''))
  );
}

export class CompileHintsPlugin {
  /** @param {'host' | 'remote'} kind */
  constructor(kind) {
    this.kind = kind;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment), before the source maps are written (so
        // they account for the added line) and before precompression.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const entryFiles = [...compilation.entrypoints.values()].flatMap((ep) =>
            ep.chunks.flatMap((c) => [...c.files]),
          );
          const files = hintedFiles({
            kind: this.kind,
            entryFiles,
            chunks: [...compilation.chunks].map((chunk) => ({
              name: chunk.name,
              files: [...chunk.files],
              vendorOnly: this.kind === 'remote' && vendorOnly(compilation, chunk),
            })),
            chunkGroups: compilation.chunkGroups,
          });
          for (const file of files) {
            if (!compilation.getAsset(file)) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}
