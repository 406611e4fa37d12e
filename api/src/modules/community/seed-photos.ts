/** Demo photos for the community seed: pastel pictures with paw prints, drawn with sharp from SVG (no files). */
import sharp from 'sharp';
import type { Rand } from './seed-texts.js';

const PALETTES = [
  ['#FFE3D8', '#FFB4A2', '#E5989B'],
  ['#D8F3DC', '#95D5B2', '#52B788'],
  ['#DDEBFF', '#A9C9FF', '#6C8EF5'],
  ['#FFF3C4', '#FFD166', '#F4A261'],
  ['#EADCF8', '#C3A6E8', '#8E6CC9'],
  ['#E0F7F5', '#8FD9D0', '#3AAFA9'],
];

function paw(x: number, y: number, s: number, rot: number, color: string) {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" fill="${color}">
    <ellipse cx="0" cy="18" rx="26" ry="22"/>
    <ellipse cx="-26" cy="-12" rx="10" ry="13"/><ellipse cx="-9" cy="-26" rx="10" ry="13"/>
    <ellipse cx="9" cy="-26" rx="10" ry="13"/><ellipse cx="26" cy="-12" rx="10" ry="13"/></g>`;
}

/** One JPEG, 800×600 or 600×800. */
export async function demoPhoto(r: Rand): Promise<Buffer> {
  const [bg, mid, ink] = PALETTES[Math.floor(r() * PALETTES.length)];
  const portrait = r() < 0.3;
  const [w, h] = portrait ? [600, 800] : [800, 600];
  const paws = Array.from({ length: 3 + Math.floor(r() * 4) }, () =>
    paw(r() * w, r() * h, 0.8 + r() * 1.7, Math.floor(r() * 360), r() < 0.5 ? mid : ink),
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${w * (0.2 + r() * 0.6)}" cy="${h * (0.2 + r() * 0.6)}" r="${Math.min(w, h) * 0.28}" fill="#ffffff" opacity="0.35"/>
    ${paws}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
