// Brotli copies of a production build's text assets, written beside them (`x.js` → `x.js.br`) for
// the site server to send to browsers that take `br` (all of them). Quality 11 makes the first
// load's JavaScript ~13% smaller than gzip -9, but costs too much CPU to run per request, so it
// runs once here, as a CDN's or nginx's brotli_static setup expects. Files under MIN_BYTES are
// left alone: their headers outweigh what Brotli would save. So is HTML: the site server renders
// each page's from the template (config and preloads inlined) and compresses it per request.
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const NAME = 'GuardianPrecompress';
const brotli = promisify(zlib.brotliCompress);
const PRECOMPRESSED = /\.(js|mjs|css|json|svg)$/;
const MIN_BYTES = 1024;

export function brotliOf(buffer) {
  return brotli(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other plugin has written its assets (the federation manifest included).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async (assets) => {
          const jobs = [];
          for (const [name, source] of Object.entries(assets)) {
            if (!PRECOMPRESSED.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            jobs.push(
              brotliOf(buffer).then((br) => {
                if (br.length < buffer.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              }),
            );
          }
          await Promise.all(jobs);
        },
      );
    });
  }
}
