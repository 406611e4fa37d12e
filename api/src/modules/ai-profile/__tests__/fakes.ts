/** Test doubles for the AI profile module: in-memory media and payments, a segmenter that needs no model. */
import sharp from 'sharp';
import { AppError } from '../../../lib/errors.js';
import { checkPhoto } from '../generation/photo-quality.js';
import { LocalPortraitGenerator } from '../generation/local-generator.js';
import type { RawRgb, Segmenter } from '../generation/types.js';
import type { AiMediaPort, AiProfileDeps } from '../ports.js';

export class FakeMedia implements AiMediaPort {
  private seq = 0;
  readonly items = new Map<number, { owner: number; bytes: Buffer; attached: boolean; generated: boolean }>();

  upload(owner: number, bytes: Buffer) {
    const mediaSeq = ++this.seq;
    this.items.set(mediaSeq, { owner, bytes, attached: false, generated: false });
    return mediaSeq;
  }
  async claim(userSeq: number, mediaSeqs: number[]) {
    const items = mediaSeqs.map((s) => this.items.get(s));
    if (items.some((i) => !i || i.owner !== userSeq || i.attached)) throw new AppError('AI_PHOTO_NOT_FOUND');
    for (const i of items) i!.attached = true;
  }
  async release(mediaSeqs: number[]) {
    for (const s of mediaSeqs) this.items.get(s)!.attached = false;
  }
  async read(userSeq: number, mediaSeq: number) {
    const item = this.items.get(mediaSeq);
    return item && item.owner === userSeq ? item.bytes : null;
  }
  async store(userSeq: number, bytes: Buffer) {
    const mediaSeq = ++this.seq;
    this.items.set(mediaSeq, { owner: userSeq, bytes, attached: true, generated: true });
    return mediaSeq;
  }
  async views(mediaSeqs: number[]) {
    return new Map(
      mediaSeqs.map((s) => [
        s,
        {
          url: `http://media.test/${s}?sig=x`,
          thumbnailUrl: `http://media.test/${s}/thumb?sig=x`,
          srcSet: `http://media.test/${s}/thumb?sig=x 320w, http://media.test/${s}?sig=x 1280w`,
        },
      ]),
    );
  }
}

/** A "model" that finds a centred ellipse (or nothing, when `empty`): fast, and the same on every machine. */
export class FakeSegmenter implements Segmenter {
  readonly name = 'fake ellipse';
  empty = false;
  calls = 0;
  async segment(image: RawRgb) {
    this.calls++;
    const { width: w, height: h } = image;
    const mask = Buffer.alloc(w * h);
    if (this.empty) return mask;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const dx = (x - w / 2) / (w * 0.3);
        const dy = (y - h * 0.55) / (h * 0.3);
        if (dx * dx + dy * dy <= 1) mask[y * w + x] = 255;
      }
    return mask;
  }
  async close() {}
}

/** A photo with detail (a checkerboard-ish pattern and a brown "pet"), `side` px square; blurred when asked. */
export async function photo(side = 800, opts: { blur?: boolean; hue?: number } = {}) {
  const cells = Array.from({ length: 16 }, (_, r) =>
    Array.from({ length: 16 }, (_, c) =>
      (r + c) % 2 ? `<rect x="${c * 50}" y="${r * 50}" width="50" height="50" fill="#7cbf5a"/>` : '',
    ).join(''),
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#cfe8ff"/>${cells}<ellipse cx="400" cy="440" rx="240" ry="240" fill="hsl(${opts.hue ?? 30},55%,45%)"/><circle cx="330" cy="380" r="20" fill="#111"/><circle cx="470" cy="380" r="20" fill="#111"/></svg>`;
  let img = sharp(Buffer.from(svg)).resize(side, side);
  if (opts.blur) img = img.blur(12);
  return img.jpeg({ quality: 85 }).toBuffer();
}

export function fakeDeps() {
  const segmenter = new FakeSegmenter();
  const media = new FakeMedia();
  const generator = new LocalPortraitGenerator(segmenter);
  const deps: AiProfileDeps & { worker: false } = {
    generator,
    photoChecker: { check: (image) => checkPhoto(image, segmenter) },
    media,
    worker: false,
  };
  return { segmenter, media, generator, deps };
}
