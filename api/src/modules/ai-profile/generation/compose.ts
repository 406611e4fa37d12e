/**
 * The designed styles: the cut-out pet placed on a drawn background, with an outline, a colour grade, a frame and
 * a Korean caption (SVG text, rendered by sharp/librsvg with the machine's Noto Sans CJK KR).
 */
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { josa } from '../../../lib/josa.js';
import type { AiStyleCode } from '../schemas.js';
import type { PortraitPet, RawRgb } from './types.js';

export const CANVAS = 1080;
const FONT = "'Noto Sans CJK KR', 'Noto Sans KR', 'Apple SD Gothic Neo', sans-serif";

interface Look {
  background: (name: string) => string;
  outline: string | null;
  grade: (img: Sharp) => Sharp;
  overlay: (pet: PortraitPet) => string;
}

const xml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">${body}</svg>`;

const caption = (text: string, y: number, size: number, fill: string, extra = '') =>
  `<text x="540" y="${y}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${fill}" ${extra}>${xml(text)}</text>`;

/** Said the way 마이페이지 says it: a pet under one year is "1살 미만", not "0살". */
const ageLabel = (years: number) => (years < 1 ? '1살 미만' : `${years}살`);

const hearts = (color: string) =>
  [
    [120, 170, 1.2],
    [930, 240, 0.9],
    [190, 760, 0.7],
    [900, 700, 1.1],
    [520, 120, 0.6],
  ]
    .map(
      ([x, y, s]) =>
        `<path transform="translate(${x} ${y}) scale(${s})" d="M0 30 C-40 -10 -20 -45 0 -20 C20 -45 40 -10 0 30Z" fill="${color}" opacity="0.55"/>`,
    )
    .join('');

const dots = (colors: string[], n: number, seed: number) => {
  let s = seed;
  const rnd = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  return Array.from({ length: n }, (_, i) => {
    const x = Math.round(rnd() * CANVAS);
    const y = Math.round(rnd() * CANVAS * 0.8);
    const r = 6 + Math.round(rnd() * 14);
    return `<rect x="${x}" y="${y}" width="${r}" height="${r * 0.5}" rx="3" transform="rotate(${Math.round(rnd() * 90)} ${x} ${y})" fill="${colors[i % colors.length]}"/>`;
  }).join('');
};

const stars = () => {
  let s = 7;
  const rnd = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  return Array.from({ length: 70 }, () => {
    const x = Math.round(rnd() * CANVAS);
    const y = Math.round(rnd() * CANVAS * 0.75);
    return `<circle cx="${x}" cy="${y}" r="${(1 + rnd() * 3).toFixed(1)}" fill="#fff" opacity="${(0.4 + rnd() * 0.6).toFixed(2)}"/>`;
  }).join('');
};

const frame = (color: string, width: number, radius = 0) =>
  `<rect x="${width / 2}" y="${width / 2}" width="${CANVAS - width}" height="${CANVAS - width}" rx="${radius}" fill="none" stroke="${color}" stroke-width="${width}"/>`;

export const LOOKS: Record<AiStyleCode, Look> = {
  PASTEL: {
    background: () =>
      svg(
        `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFE3EC"/><stop offset="1" stop-color="#E4E9FF"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${hearts('#FF8FB1')}`,
      ),
    outline: '#FFFFFF',
    grade: (img) => img.modulate({ brightness: 1.05, saturation: 1.05 }),
    overlay: (pet) => svg(frame('#FFFFFF', 36, 0) + caption(`사랑스러운 ${pet.name}`, 1010, 60, '#E2557F')),
  },
  STUDIO: {
    background: () =>
      svg(
        `<defs><radialGradient id="g" cx="0.5" cy="0.42" r="0.7"><stop offset="0" stop-color="#F4F1EC"/><stop offset="1" stop-color="#9C958C"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><ellipse cx="540" cy="1000" rx="330" ry="40" fill="#000" opacity="0.18"/>`,
      ),
    outline: null,
    grade: (img) => img.modulate({ brightness: 1.02 }).linear(1.08, -8),
    overlay: (pet) =>
      svg(
        caption(pet.name.toUpperCase(), 96, 64, '#3B3631', 'letter-spacing="6"') +
          caption(`${pet.breed} · ${ageLabel(pet.ageYears)}`, 150, 30, '#5E574F'),
      ),
  },
  POP: {
    background: () =>
      svg(
        `<rect width="100%" height="100%" fill="#FFD600"/><g fill="#FF4F8B" opacity="0.9">${Array.from(
          { length: 12 },
          (_, r) =>
            Array.from(
              { length: 12 },
              (_, c) => `<circle cx="${45 + c * 90}" cy="${45 + r * 90}" r="${10 + ((r + c) % 3) * 4}"/>`,
            ).join(''),
        ).join('')}</g>`,
      ),
    outline: '#111111',
    grade: (img) => img.modulate({ saturation: 1.6 }).linear(1.15, -15),
    overlay: (pet) =>
      svg(
        `<rect x="60" y="900" width="960" height="120" rx="24" fill="#111"/>` +
          caption(`${pet.name} 최고야!`, 985, 64, '#FFD600'),
      ),
  },
  MONO: {
    background: () =>
      svg(
        `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E9E9E9"/><stop offset="1" stop-color="#BDBDBD"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`,
      ),
    outline: null,
    grade: (img) => img.greyscale().linear(1.2, -20),
    overlay: (pet) => svg(frame('#111111', 60) + caption(`${pet.name}, 우리의 시간`, 1062, 34, '#FFFFFF')),
  },
  FILM: {
    background: () =>
      svg(
        `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F6D9B0"/><stop offset="1" stop-color="#D99C6B"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`,
      ),
    outline: '#FFF7EA',
    grade: (img) => img.modulate({ saturation: 0.85 }).tint({ r: 255, g: 226, b: 190 }),
    overlay: (pet) =>
      svg(
        `<rect x="0" y="0" width="1080" height="70" fill="#1B1B1B"/><rect x="0" y="1010" width="1080" height="70" fill="#1B1B1B"/>` +
          Array.from(
            { length: 18 },
            (_, i) =>
              `<rect x="${20 + i * 60}" y="22" width="30" height="26" rx="4" fill="#EDE3D2"/><rect x="${20 + i * 60}" y="1032" width="30" height="26" rx="4" fill="#EDE3D2"/>`,
          ).join('') +
          caption(`${pet.name}의 따뜻한 오후`, 960, 46, '#5B3A1E'),
      ),
  },
  BIRTHDAY: {
    background: () =>
      svg(
        `<rect width="100%" height="100%" fill="#E8F6FF"/>${dots(['#FF6B6B', '#FFC93C', '#6BCB77', '#4D96FF', '#C780FA'], 90, 11)}`,
      ),
    outline: '#FFFFFF',
    grade: (img) => img.modulate({ brightness: 1.05, saturation: 1.15 }),
    overlay: (pet) =>
      svg(
        caption('HAPPY BIRTHDAY', 110, 54, '#FF6B6B', 'letter-spacing="4"') +
          caption(`${josa(pet.name, '아/야')}, 생일 축하해!`, 1020, 56, '#2D3A8C'),
      ),
  },
  SPRING: {
    background: () =>
      svg(
        `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#CDEBFF"/><stop offset="0.62" stop-color="#F1FAFF"/><stop offset="0.62" stop-color="#A8DB8F"/><stop offset="1" stop-color="#7CC46A"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${dots(['#FFC1D6', '#FFFFFF'], 60, 5)}`,
      ),
    outline: '#FFFFFF',
    grade: (img) => img.modulate({ brightness: 1.06, saturation: 1.1 }),
    overlay: (pet) =>
      svg(frame('#FFFFFF', 28, 0) + caption(`${josa(pet.name, '과/와')} 봄 소풍`, 1010, 54, '#2F6B2A')),
  },
  NIGHT: {
    background: () =>
      svg(
        `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0B1340"/><stop offset="1" stop-color="#3B2A73"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${stars()}<circle cx="860" cy="180" r="70" fill="#FFF4C2"/><circle cx="890" cy="160" r="62" fill="#131B4D"/>`,
      ),
    outline: '#FFE680',
    grade: (img) => img.modulate({ brightness: 0.95 }).tint({ r: 210, g: 215, b: 255 }),
    overlay: (pet) => svg(caption(`${pet.name}, 오늘도 빛나는 별`, 1010, 50, '#FFE680')),
  },
};

/**
 * The subject's bounding box in the mask (mask > 50 %), padded, or null when nothing is there. Rows and columns
 * with only a few subject pixels (specks of noise) do not count.
 */
export function subjectBox(mask: Buffer, width: number, height: number) {
  const cols = new Uint32Array(width);
  const rows = new Uint32Array(height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (mask[row + x] > 127) {
        cols[x]++;
        rows[y]++;
      }
    }
  }
  const span = (counts: Uint32Array) => {
    const min = Math.max(2, Math.max(...counts) * 0.08);
    const a = counts.findIndex((c) => c >= min);
    if (a < 0) return null;
    let b = counts.length - 1;
    while (counts[b] < min) b--;
    return [a, b] as const;
  };
  const xs = span(cols);
  const ys = span(rows);
  if (!xs || !ys) return null;
  const [x0, x1] = xs;
  const [y0, y1] = ys;
  const pad = Math.round(Math.max(x1 - x0, y1 - y0) * 0.04);
  const left = Math.max(0, x0 - pad);
  const top = Math.max(0, y0 - pad);
  return {
    left,
    top,
    width: Math.min(width, x1 + pad + 1) - left,
    height: Math.min(height, y1 + pad + 1) - top,
  };
}

/** The pet cut out: RGBA PNG of the subject's box, alpha from the mask. */
export async function cutout(image: RawRgb, mask: Buffer) {
  const box = subjectBox(mask, image.width, image.height);
  if (!box) return null;
  const rgb = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } }).extract(
    box,
  );
  const alpha = await sharp(mask, { raw: { width: image.width, height: image.height, channels: 1 } })
    .extract(box)
    .median(5)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const png = await rgb
    .joinChannel(alpha, { raw: { width: box.width, height: box.height, channels: 1 } })
    .png()
    .toBuffer();
  return { png, width: box.width, height: box.height };
}

/**
 * The silhouette grown by `pad` pixels (a max filter, rows then columns) on a canvas `pad` larger on each side:
 * the outline drawn under the pet.
 */
export function dilate(alpha: Buffer, w: number, h: number, pad: number) {
  const ow = w + 2 * pad;
  const oh = h + 2 * pad;
  const src = new Uint8Array(ow * oh);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) src[(y + pad) * ow + x + pad] = alpha[y * w + x] > 127 ? 1 : 0;
  /** Marks every cell within `pad` of a marked cell along one line (n cells, `at(i)` its index). */
  const grow = (from: Uint8Array, to: Uint8Array, n: number, at: (i: number) => number) => {
    let last = -Infinity;
    for (let i = 0; i < n; i++) {
      if (from[at(i)]) last = i;
      if (i - last <= pad) to[at(i)] = 1;
    }
    last = Infinity;
    for (let i = n - 1; i >= 0; i--) {
      if (from[at(i)]) last = i;
      if (last - i <= pad) to[at(i)] = 1;
    }
  };
  const rows = new Uint8Array(ow * oh);
  for (let y = 0; y < oh; y++) grow(src, rows, ow, (x) => y * ow + x);
  const cols = new Uint8Array(ow * oh);
  for (let x = 0; x < ow; x++) grow(rows, cols, oh, (y) => y * ow + x);
  const out = Buffer.alloc(ow * oh);
  for (let i = 0; i < out.length; i++) out[i] = cols[i] ? 255 : 0;
  return out;
}

/** One finished picture: 1080 x 1080 JPEG. */
export async function renderStyle(
  style: AiStyleCode,
  subject: { png: Buffer; width: number; height: number },
  pet: PortraitPet,
): Promise<Buffer> {
  const look = LOOKS[style];
  const maxW = 820;
  const maxH = 760;
  const scale = Math.min(maxW / subject.width, maxH / subject.height);
  const w = Math.max(1, Math.round(subject.width * scale));
  const h = Math.max(1, Math.round(subject.height * scale));
  const left = Math.round((CANVAS - w) / 2);
  const top = Math.round(CANVAS - 150 - h);

  // sharp runs a pipeline's steps in its own order, so grading, dropping alpha and adding it back are separate passes.
  const graded = await look
    .grade(sharp(subject.png).resize(w, h).removeAlpha())
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alpha = await sharp(subject.png).resize(w, h).extractChannel(3).raw().toBuffer();
  const pet_ = await sharp(graded.data, { raw: { width: w, height: h, channels: graded.info.channels } })
    .joinChannel(alpha, { raw: { width: w, height: h, channels: 1 } })
    .png()
    .toBuffer();

  const layers: OverlayOptions[] = [];
  if (look.outline) {
    const pad = 18;
    const grown = dilate(alpha, w, h, pad);
    const ow = w + 2 * pad;
    const oh = h + 2 * pad;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(look.outline!.slice(i, i + 2), 16));
    const rgba = Buffer.alloc(ow * oh * 4);
    for (let i = 0; i < ow * oh; i++) {
      rgba[4 * i] = r;
      rgba[4 * i + 1] = g;
      rgba[4 * i + 2] = b;
      rgba[4 * i + 3] = grown[i];
    }
    const outline = await sharp(rgba, { raw: { width: ow, height: oh, channels: 4 } })
      .png()
      .toBuffer();
    layers.push({ input: outline, left: left - pad, top: top - pad });
  }
  layers.push({ input: pet_, left, top });
  layers.push({ input: Buffer.from(look.overlay(pet)), left: 0, top: 0 });

  return sharp(Buffer.from(look.background(pet.name)))
    .resize(CANVAS, CANVAS)
    .composite(layers)
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}
