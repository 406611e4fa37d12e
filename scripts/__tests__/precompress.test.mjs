// The production build's Brotli copies (shared/mf/precompress.mjs): written beside every text
// asset worth compressing, byte-for-byte the asset once decompressed; small files get none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { PrecompressPlugin } from '../../shared/mf/precompress.mjs';

const { rspack } = createRequire(path.resolve(import.meta.dirname, '../../shell/package.json'))(
  '@rspack/core',
);

test('a build writes x.br beside each text asset over 1 KB, equal to the asset once decompressed', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-test-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'big.js'),
      `export const big = ${JSON.stringify('가디언 '.repeat(2000))};`,
    );
    fs.writeFileSync(path.join(dir, 'dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(
      path.join(dir, 'index.js'),
      `import dot from './dot.svg';\nimport('./big.js').then((m) => console.log(m.big, dot));`,
    );
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: { main: './index.js' },
      output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].chunk.js' },
      module: { rules: [{ test: /\.svg$/, type: 'asset/resource' }] },
      plugins: [new PrecompressPlugin()],
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((err, s) => (err ? reject(err) : compiler.close(() => resolve(s)))),
    );
    assert.equal(stats.hasErrors(), false, stats.toString());
    const out = path.join(dir, 'dist');
    const files = fs.readdirSync(out);
    const assets = files.filter((f) => !f.endsWith('.br'));
    assert.ok(assets.some((f) => f.endsWith('.svg')));
    for (const f of assets) {
      const original = fs.readFileSync(path.join(out, f));
      if (original.length < 1024) {
        assert.equal(files.includes(`${f}.br`), false, `${f} is small: no copy`);
        continue;
      }
      assert.ok(files.includes(`${f}.br`), `${f}.br in ${files.join(', ')}`);
      const br = fs.readFileSync(path.join(out, `${f}.br`));
      assert.ok(br.length < original.length, f);
      assert.deepEqual(zlib.brotliDecompressSync(br), original);
    }
    const bigChunk = assets.find((f) => f.endsWith('.chunk.js'));
    assert.ok(
      fs.readFileSync(path.join(out, `${bigChunk}.br`)).length <
        fs.statSync(path.join(out, bigChunk)).size / 4,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
