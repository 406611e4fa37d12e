import sharp from 'sharp';

/** A small deterministic random source, so a seed draws the same photos every time. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SCENES = [
  { sky: ['#fbe3c9', '#f6b98a'], floor: '#c98d5a' }, // warm room
  { sky: ['#d9efff', '#a7d3f2'], floor: '#7fb069' }, // park
  { sky: ['#fdf0f4', '#f3c4d2'], floor: '#e8d5c4' }, // grooming table
  { sky: ['#efe9ff', '#c9bdf2'], floor: '#b8a58f' }, // play room
];
const COATS = ['#f5f0e6', '#d9b38c', '#8c6239', '#3b3b3b', '#e8c39e', '#ffffff'];

/**
 * A photo-like picture of a pet for demo albums, drawn at seed time (no files downloaded): a scene with a floor,
 * a dog or cat (of its own coat colour, when given), a toy. JPEG, 1600×1200 or 1200×1600, so the media module resizes it like a
 * phone photo.
 */
export async function demoPetPhoto(kind: 'DOG' | 'CAT', seed: number, coatColour?: string): Promise<Buffer> {
  const r = rng(seed);
  const portrait = r() < 0.3;
  const [w, h] = portrait ? [1200, 1600] : [1600, 1200];
  const scene = SCENES[Math.floor(r() * SCENES.length)];
  const drawn = COATS[Math.floor(r() * COATS.length)];
  const coat = coatColour ?? drawn;
  const dark = coat === '#3b3b3b' ? '#1d1d1d' : '#4a3426';
  const cx = w * (0.35 + r() * 0.3);
  const floorY = h * 0.68;
  const s = (portrait ? w : h) / 1200;
  const ear =
    kind === 'CAT'
      ? `<path d="M${cx - 120 * s} ${floorY - 330 * s} l40 ${-150 * s} l70 ${110 * s}z" fill="${coat}" stroke="${dark}" stroke-width="${4 * s}"/>
         <path d="M${cx + 120 * s} ${floorY - 330 * s} l-40 ${-150 * s} l-70 ${110 * s}z" fill="${coat}" stroke="${dark}" stroke-width="${4 * s}"/>`
      : `<ellipse cx="${cx - 125 * s}" cy="${floorY - 300 * s}" rx="${45 * s}" ry="${95 * s}" fill="${dark}" transform="rotate(20 ${cx - 125 * s} ${floorY - 300 * s})"/>
         <ellipse cx="${cx + 125 * s}" cy="${floorY - 300 * s}" rx="${45 * s}" ry="${95 * s}" fill="${dark}" transform="rotate(-20 ${cx + 125 * s} ${floorY - 300 * s})"/>`;
  const toyX = cx + (r() < 0.5 ? -1 : 1) * 330 * s;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/>
    </linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.8">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <rect y="${floorY}" width="${w}" height="${h - floorY}" fill="${scene.floor}"/>
  <ellipse cx="${cx}" cy="${floorY + 40 * s}" rx="${260 * s}" ry="${40 * s}" fill="#000" opacity="0.15"/>
  <ellipse cx="${cx}" cy="${floorY - 80 * s}" rx="${210 * s}" ry="${140 * s}" fill="${coat}" stroke="${dark}" stroke-width="${4 * s}"/>
  ${ear}
  <circle cx="${cx}" cy="${floorY - 250 * s}" r="${140 * s}" fill="${coat}" stroke="${dark}" stroke-width="${4 * s}"/>
  <circle cx="${cx - 50 * s}" cy="${floorY - 270 * s}" r="${16 * s}" fill="#1a1a1a"/>
  <circle cx="${cx + 50 * s}" cy="${floorY - 270 * s}" r="${16 * s}" fill="#1a1a1a"/>
  <circle cx="${cx - 45 * s}" cy="${floorY - 276 * s}" r="${5 * s}" fill="#fff"/>
  <circle cx="${cx + 55 * s}" cy="${floorY - 276 * s}" r="${5 * s}" fill="#fff"/>
  <ellipse cx="${cx}" cy="${floorY - 215 * s}" rx="${22 * s}" ry="${15 * s}" fill="#2a1a12"/>
  <path d="M${cx - 30 * s} ${floorY - 190 * s} q${30 * s} ${25 * s} ${60 * s} 0" stroke="#2a1a12" stroke-width="${5 * s}" fill="none"/>
  <circle cx="${toyX}" cy="${floorY - 10 * s}" r="${55 * s}" fill="${r() < 0.5 ? '#e4572e' : '#29bf12'}"/>
  <path d="M${toyX - 55 * s} ${floorY - 10 * s} q${55 * s} ${-40 * s} ${110 * s} 0" stroke="#fff" stroke-width="${6 * s}" fill="none"/>
  <rect width="${w}" height="${h}" fill="url(#light)"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
