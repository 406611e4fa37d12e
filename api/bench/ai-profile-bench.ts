/**
 * The default AI profile generator's time on this machine: `pnpm --filter @guardian/api exec tsx bench/ai-profile-bench.ts`.
 * Five 1024 px photos of the drawn dog (the test fixture, shifted and tinted so they differ), segmented by the
 * IS-Net model in its process and rendered in the basic (4) and premium (8) packs. Prints per photo and per order.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { LocalPortraitGenerator } from '../src/modules/ai-profile/generation/local-generator.js';
import { OnnxSegmenter } from '../src/modules/ai-profile/generation/onnx-segmenter.js';
import type { AiStyleCode } from '../src/modules/ai-profile/schemas.js';
import { AI_PRODUCTS } from '../src/modules/ai-profile/seed.js';

const fixture = readFileSync(
  new URL('../src/modules/ai-profile/__tests__/fixtures/drawn-dog.jpg', import.meta.url),
);
const photos = await Promise.all(
  [0, 1, 2, 3, 4].map((i) =>
    sharp(fixture)
      .resize(1024, 1024)
      .modulate({ hue: i * 12 })
      .extend({ left: i * 20, background: '#bfe3ff' })
      .jpeg({ quality: 88 })
      .toBuffer(),
  ),
);

const segmenter = new OnnxSegmenter();
const generator = new LocalPortraitGenerator(segmenter);
// Warm-up: the model process starts and loads the model (once per API process).
const warmStart = Date.now();
await segmenter.segment({ data: Buffer.alloc(64 * 64 * 3), width: 64, height: 64 });
console.log(`model process start + load: ${((Date.now() - warmStart) / 1000).toFixed(1)} s`);

for (const product of AI_PRODUCTS) {
  const start = Date.now();
  const id = await generator.submit({
    photos,
    pet: { name: '초코', species: 'DOG', breed: '푸들', ageYears: 3 },
    styles: product.styles as AiStyleCode[],
  });
  for (;;) {
    const st = await generator.status(id);
    if (st.state === 'FAILED') throw new Error(st.detail);
    if (st.state === 'DONE') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const t = generator.lastTiming!;
  console.log(
    `${product.name}: ${t.photos} photos, ${t.pictures} pictures — order ${((Date.now() - start) / 1000).toFixed(1)} s; ` +
      `analysis ${(t.analyseMs / t.photos / 1000).toFixed(1)} s a photo, rendering ${(t.renderMs / t.pictures / 1000).toFixed(2)} s a picture`,
  );
}
await generator.close();
