// The host's chunk hashes in its HTML, not in main.js. Webpack's runtime names every chunk's file with a map of chunk
// id → content hash (one for scripts, one for stylesheets), and the runtime is in main.js with the federation runtime
// (~25 KB gzipped of stable library code). Any change to a chunk of the shell or of @guardian/shared changed a hash in
// those maps, so main.js's own name changed and a phone that came back after a deploy downloaded its 29 KB again. The
// maps are ~0.5 KB of it. This plugin moves them into an inline script in index.html (which a deploy changes anyway:
// it names the first-load files) and leaves main.js reading them from there, so main.js changes only with the
// runtime's code (a library version, the federation config). `optimization.runtimeChunk` cannot do it: federation
// 2.9 hoists its whole runtime into the runtime chunk, so that chunk changed on every deploy (docs/architecture.md
// "First-load budget").
// The maps are taken out before minification: the minifier picks short names by how often each character occurs in
// the file, so hashes left in the file until then renamed the federation runtime's variables in some deploys.
const NAME = 'GuardianChunkHashes';
/**
 * Hex digits of content hash in a built file's name (`[contenthash:6]`). The runtime's chunk maps name every chunk
 * by it, and a remote's map is in its remoteEntry.js, on every first load: 6 digits instead of 8 took ~0.2 KB gzipped
 * off 매장･예약's (2026-12-08). 24 bits are plenty for a name that only has to differ from the same chunk's earlier
 * versions a returning phone still has cached (odds of a clash ~1 in 16 million per change of that chunk).
 */
export const CONTENT_HASH_LENGTH = 6;
const HEX = `[0-9a-f]{${CONTENT_HASH_LENGTH}}`;
/** The global the runtime reads the maps from; set by the inline script the HTML runs before main.js. */
export const CHUNK_HASHES_GLOBAL = '__guardianChunkHashes';
/** An object literal of chunk id → content hash, as Rspack's runtime writes the filename maps (keys quoted or not). */
const HASH_MAP = new RegExp(`\\{(?:\\s*"?\\d+"?\\s*:\\s*"${HEX}"\\s*,?)+\\s*\\}`, 'g');
const PAIR = new RegExp(`"?(\\d+)"?\\s*:\\s*"(${HEX})"`, 'g');
const HASHED_FILE = new RegExp(`\\.(${HEX})\\.(?:js|css)$`);

/**
 * Replaces each chunk-hash map in an entry file's source with a read of `self.<CHUNK_HASHES_GLOBAL>[i]`.
 * `isChunkFile(id, hash)` says whether a file of that chunk and hash was emitted: a map with any other pair is not the
 * runtime's, and the build fails rather than move it.
 * @param {string} source
 * @param {(id: string, hash: string) => boolean} isChunkFile
 * @param {number} [first] the index the first map gets (maps of several entry files share one list)
 * @returns {{ maps: Array<{ start: number, end: number, literal: string }>, replacement: (i: number) => string }}
 */
export function findChunkHashMaps(source, isChunkFile, first = 0) {
  const maps = [];
  for (const match of source.matchAll(HASH_MAP)) {
    const pairs = [...match[0].matchAll(PAIR)].map(([, id, hash]) => [id, hash]);
    const foreign = pairs.find(([id, hash]) => !isChunkFile(id, hash));
    if (foreign)
      throw new Error(
        `${NAME}: ${foreign[0]}:"${foreign[1]}" in an entry file is not an emitted chunk's hash; is it the runtime's map?`,
      );
    maps.push({
      start: match.index,
      end: match.index + match[0].length,
      literal: `{${pairs.map(([id, hash]) => `${id}:"${hash}"`).join(',')}}`,
    });
  }
  return { maps, replacement: (i) => `self.${CHUNK_HASHES_GLOBAL}[${first + i}]` };
}

/** The inline script that gives the runtime its maps, before the first `<script defer` (main.js) of the page. */
export function withChunkHashes(html, literals) {
  const at = html.indexOf('<script defer');
  if (at < 0) throw new Error(`${NAME}: no <script defer> (main.js) in index.html`);
  const tag = `<script>self.${CHUNK_HASHES_GLOBAL}=[${literals.join(',')}]</script>`;
  return html.slice(0, at) + tag + html.slice(at);
}

export class ChunkHashesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const literals = [];
      compilation.hooks.processAssets.tap(
        // Before the minifier (OPTIMIZE_SIZE) sees the file; ReplaceSource keeps the source map.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 },
        () => {
          const emitted = new Set(compilation.getAssets().map((a) => a.name));
          const hashesOf = new Map();
          for (const chunk of compilation.chunks)
            for (const file of [...chunk.files, ...chunk.auxiliaryFiles])
              if (emitted.has(file)) {
                const hash = HASHED_FILE.exec(file)?.[1];
                if (hash) hashesOf.set(`${chunk.id}:${hash}`, true);
              }
          const isChunkFile = (id, hash) => hashesOf.has(`${id}:${hash}`);
          const entryFiles = [...compilation.entrypoints.values()]
            .flatMap((ep) => ep.chunks.flatMap((c) => [...c.files]))
            .filter((f) => f.endsWith('.js'));
          for (const file of entryFiles) {
            compilation.updateAsset(file, (source) => {
              const { maps, replacement } = findChunkHashMaps(
                source.source().toString(),
                isChunkFile,
                literals.length,
              );
              if (maps.length === 0) return source;
              const replaced = new sources.ReplaceSource(source);
              maps.forEach((m, i) => {
                replaced.replace(m.start, m.end - 1, replacement(i));
                literals.push(m.literal);
              });
              return replaced;
            });
          }
          if (literals.length === 0)
            throw new Error(
              `${NAME}: no chunk-hash map in ${entryFiles.join(', ')}; did the runtime's format change?`,
            );
        },
      );
      compilation.hooks.processAssets.tap(
        // Before OPTIMIZE_HASH: the real content hashes then rename main.js by its new content and replace the
        // hashes in the HTML's maps as in every other file.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1 },
        () => {
          if (!compilation.getAsset('index.html'))
            throw new Error(`${NAME}: no index.html to put the maps in`);
          compilation.updateAsset(
            'index.html',
            (source) => new sources.RawSource(withChunkHashes(source.source().toString(), literals)),
          );
        },
      );
    });
  }
}
