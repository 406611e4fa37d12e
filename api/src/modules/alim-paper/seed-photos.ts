import sharp from 'sharp';

/** Scenes for the demo photos: sky, ground and the pet's coat colours. */
const SCENES = [
  { sky: ['#bfe3ff', '#eaf6ff'], ground: '#8fcf7a', coat: '#f4f1ea', ear: '#e0d6c4', toy: '#ff7a59' },
  { sky: ['#ffd9b3', '#fff3e0'], ground: '#d9b38c', coat: '#fbf8f2', ear: '#e8d9bd', toy: '#4aa3ff' },
  { sky: ['#d8ccff', '#f3efff'], ground: '#9ad0b0', coat: '#ece6dc', ear: '#cbbca3', toy: '#ffc93c' },
  { sky: ['#c9f0e4', '#f0fffa'], ground: '#7fc18a', coat: '#f7f3ec', ear: '#d8ccb8', toy: '#ff5c8a' },
  { sky: ['#ffe7f0', '#fff8fb'], ground: '#c7b299', coat: '#fffdf8', ear: '#eadfcb', toy: '#34c38f' },
  { sky: ['#fff4bf', '#fffbe6'], ground: '#9cc97b', coat: '#efe8dc', ear: '#cdbfa8', toy: '#7b61ff' },
];

/** An SVG picture of a small white dog in a scene: the head turned a little, a toy beside it. */
function scene(i: number, width: number, height: number) {
  const s = SCENES[i % SCENES.length];
  const cx = width * (0.38 + ((i * 37) % 25) / 100);
  const cy = height * 0.52;
  const r = Math.min(width, height) * 0.2;
  const tilt = ((i * 13) % 21) - 10;
  const toyX = cx + r * 2.1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.16}" r="${r * 0.45}" fill="#fff6c9" opacity="0.9"/>
  <ellipse cx="${width / 2}" cy="${height * 1.05}" rx="${width * 0.9}" ry="${height * 0.35}" fill="${s.ground}"/>
  <g transform="rotate(${tilt} ${cx} ${cy})">
    <ellipse cx="${cx}" cy="${cy + r * 1.25}" rx="${r * 1.05}" ry="${r * 0.8}" fill="${s.coat}"/>
    <ellipse cx="${cx - r * 0.85}" cy="${cy - r * 0.1}" rx="${r * 0.38}" ry="${r * 0.7}" fill="${s.ear}"/>
    <ellipse cx="${cx + r * 0.85}" cy="${cy - r * 0.1}" rx="${r * 0.38}" ry="${r * 0.7}" fill="${s.ear}"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${s.coat}"/>
    <circle cx="${cx - r * 0.35}" cy="${cy - r * 0.12}" r="${r * 0.11}" fill="#2b2b2b"/>
    <circle cx="${cx + r * 0.35}" cy="${cy - r * 0.12}" r="${r * 0.11}" fill="#2b2b2b"/>
    <circle cx="${cx - r * 0.32}" cy="${cy - r * 0.16}" r="${r * 0.035}" fill="#fff"/>
    <circle cx="${cx + r * 0.38}" cy="${cy - r * 0.16}" r="${r * 0.035}" fill="#fff"/>
    <ellipse cx="${cx}" cy="${cy + r * 0.22}" rx="${r * 0.16}" ry="${r * 0.11}" fill="#3a2a25"/>
    <path d="M ${cx - r * 0.18} ${cy + r * 0.42} Q ${cx} ${cy + r * 0.58} ${cx + r * 0.18} ${cy + r * 0.42}"
      stroke="#3a2a25" stroke-width="${r * 0.05}" fill="none" stroke-linecap="round"/>
    <ellipse cx="${cx}" cy="${cy + r * 0.58}" rx="${r * 0.12}" ry="${r * 0.1}" fill="#ff8fa3"/>
  </g>
  <circle cx="${toyX}" cy="${cy + r * 1.55}" r="${r * 0.32}" fill="${s.toy}"/>
  <path d="M ${toyX - r * 0.32} ${cy + r * 1.55} Q ${toyX} ${cy + r * 1.3} ${toyX + r * 0.32} ${cy + r * 1.55}"
    stroke="#ffffff" stroke-width="${r * 0.06}" fill="none"/>
</svg>`;
}

/** A JPEG "phone photo" for the demo report cards (4:3), generated here: nothing is downloaded. */
export function demoPhoto(i: number, width = 960, height = 720): Promise<Buffer> {
  return sharp(Buffer.from(scene(i, width, height)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
