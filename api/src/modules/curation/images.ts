/**
 * Illustrations of the curation seed (covers, article pictures, event posters), drawn here as SVG and served from
 * `/static/curation/<name>.svg` by the static routes (through infra/svg.ts's registry): license-clean, no binary files.
 */
export type Motif = 'dog' | 'cat' | 'bone' | 'heart' | 'gift' | 'house' | 'bowl' | 'star';

export interface Illustration {
  name: string;
  motif: Motif;
  /** Background colour pair. */
  palette: number;
  label?: string;
  width?: number;
  height?: number;
}

const PALETTES = [
  ['#FFE8D9', '#FF7A45', '#FFB38A'],
  ['#E3F0FF', '#2F7CF6', '#8DB8FF'],
  ['#E4F6EA', '#23A455', '#8BD6A7'],
  ['#F1E9FF', '#7B4DF0', '#BFA5FF'],
  ['#FFF4CF', '#D99A00', '#FFD766'],
  ['#FFE3EE', '#E33D7A', '#FF9DC0'],
  ['#E6F7F7', '#139C9C', '#86D9D9'],
] as const;

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function motif(m: Motif, cx: number, cy: number, r: number, fg: string, soft: string) {
  switch (m) {
    case 'dog':
      return `<ellipse cx="${cx - r * 0.85}" cy="${cy - r * 0.35}" rx="${r * 0.38}" ry="${r * 0.7}" fill="${soft}" transform="rotate(18 ${cx - r * 0.85} ${cy - r * 0.35})"/>
<ellipse cx="${cx + r * 0.85}" cy="${cy - r * 0.35}" rx="${r * 0.38}" ry="${r * 0.7}" fill="${soft}" transform="rotate(-18 ${cx + r * 0.85} ${cy - r * 0.35})"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/>
<circle cx="${cx - r * 0.35}" cy="${cy - r * 0.1}" r="${r * 0.11}" fill="#333"/><circle cx="${cx + r * 0.35}" cy="${cy - r * 0.1}" r="${r * 0.11}" fill="#333"/>
<ellipse cx="${cx}" cy="${cy + r * 0.28}" rx="${r * 0.18}" ry="${r * 0.13}" fill="#333"/>
<path d="M${cx - r * 0.2} ${cy + r * 0.5} Q${cx} ${cy + r * 0.65} ${cx + r * 0.2} ${cy + r * 0.5}" stroke="${fg}" stroke-width="${r * 0.06}" fill="none" stroke-linecap="round"/>`;
    case 'cat':
      return `<path d="M${cx - r * 0.9} ${cy - r * 0.3} L${cx - r * 0.75} ${cy - r * 1.2} L${cx - r * 0.2} ${cy - r * 0.85} Z" fill="${soft}"/>
<path d="M${cx + r * 0.9} ${cy - r * 0.3} L${cx + r * 0.75} ${cy - r * 1.2} L${cx + r * 0.2} ${cy - r * 0.85} Z" fill="${soft}"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/>
<ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.08}" rx="${r * 0.1}" ry="${r * 0.16}" fill="#333"/><ellipse cx="${cx + r * 0.35}" cy="${cy - r * 0.08}" rx="${r * 0.1}" ry="${r * 0.16}" fill="#333"/>
<path d="M${cx - r * 0.1} ${cy + r * 0.22} L${cx + r * 0.1} ${cy + r * 0.22} L${cx} ${cy + r * 0.34} Z" fill="${fg}"/>
<path d="M${cx - r * 0.95} ${cy + r * 0.25} L${cx - r * 0.45} ${cy + r * 0.3} M${cx + r * 0.95} ${cy + r * 0.25} L${cx + r * 0.45} ${cy + r * 0.3}" stroke="#999" stroke-width="${r * 0.03}"/>`;
    case 'bone':
      return `<g transform="rotate(-20 ${cx} ${cy})"><rect x="${cx - r}" y="${cy - r * 0.22}" width="${r * 2}" height="${r * 0.44}" rx="${r * 0.2}" fill="#fff"/>
${[-1, 1].map((s) => [-1, 1].map((t) => `<circle cx="${cx + s * r}" cy="${cy + t * r * 0.25}" r="${r * 0.3}" fill="#fff"/>`).join('')).join('')}</g>`;
    case 'heart':
      return `<path d="M${cx} ${cy + r * 0.8} C${cx - r * 1.4} ${cy - r * 0.1} ${cx - r * 0.7} ${cy - r * 1.2} ${cx} ${cy - r * 0.45} C${cx + r * 0.7} ${cy - r * 1.2} ${cx + r * 1.4} ${cy - r * 0.1} ${cx} ${cy + r * 0.8} Z" fill="#fff" stroke="${fg}" stroke-width="${r * 0.06}"/>`;
    case 'gift':
      return `<rect x="${cx - r * 0.8}" y="${cy - r * 0.3}" width="${r * 1.6}" height="${r * 1.1}" rx="${r * 0.08}" fill="#fff"/>
<rect x="${cx - r * 0.9}" y="${cy - r * 0.6}" width="${r * 1.8}" height="${r * 0.35}" rx="${r * 0.08}" fill="${soft}"/>
<rect x="${cx - r * 0.12}" y="${cy - r * 0.6}" width="${r * 0.24}" height="${r * 1.4}" fill="${fg}"/>
<path d="M${cx} ${cy - r * 0.6} C${cx - r * 0.6} ${cy - r * 1.2} ${cx - r * 0.8} ${cy - r * 0.5} ${cx} ${cy - r * 0.6} C${cx + r * 0.6} ${cy - r * 1.2} ${cx + r * 0.8} ${cy - r * 0.5} ${cx} ${cy - r * 0.6}" fill="${fg}"/>`;
    case 'house':
      return `<path d="M${cx - r} ${cy - r * 0.1} L${cx} ${cy - r} L${cx + r} ${cy - r * 0.1} Z" fill="${fg}"/>
<rect x="${cx - r * 0.8}" y="${cy - r * 0.15}" width="${r * 1.6}" height="${r * 1.05}" fill="#fff"/>
<path d="M${cx - r * 0.3} ${cy + r * 0.9} L${cx - r * 0.3} ${cy + r * 0.3} A${r * 0.3} ${r * 0.3} 0 0 1 ${cx + r * 0.3} ${cy + r * 0.3} L${cx + r * 0.3} ${cy + r * 0.9} Z" fill="${soft}"/>`;
    case 'bowl':
      return `<ellipse cx="${cx}" cy="${cy - r * 0.15}" rx="${r * 0.85}" ry="${r * 0.3}" fill="${soft}"/>
${[-0.45, -0.15, 0.15, 0.45].map((d, i) => `<circle cx="${cx + d * r}" cy="${cy - r * (0.3 + (i % 2) * 0.1)}" r="${r * 0.16}" fill="${fg}"/>`).join('')}
<path d="M${cx - r} ${cy - r * 0.1} L${cx + r} ${cy - r * 0.1} L${cx + r * 0.7} ${cy + r * 0.6} L${cx - r * 0.7} ${cy + r * 0.6} Z" fill="#fff"/>`;
    case 'star':
      return `<path d="${Array.from({ length: 10 }, (_, i) => {
        const a = (Math.PI / 5) * i - Math.PI / 2;
        const rr = i % 2 ? r * 0.45 : r;
        return `${i ? 'L' : 'M'}${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}`;
      }).join(' ')} Z" fill="#fff" stroke="${fg}" stroke-width="${r * 0.05}"/>`;
  }
}

export function illustration({ motif: m, palette, label, width = 720, height = 480 }: Illustration) {
  const [bg, fg, soft] = PALETTES[palette % PALETTES.length];
  const r = Math.min(width, height) * (label ? 0.2 : 0.24);
  const cx = width / 2;
  const cy = height * (label ? 0.42 : 0.5);
  const dots = Array.from({ length: 9 }, (_, i) => {
    const x = ((i * 137 + palette * 53) % 100) / 100;
    const y = ((i * 71 + palette * 29) % 100) / 100;
    return `<circle cx="${(x * width).toFixed(0)}" cy="${(y * height).toFixed(0)}" r="${(6 + (i % 4) * 5).toFixed(0)}" fill="${soft}" opacity="0.45"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"${label ? ` aria-label="${esc(label)}"` : ''}>
<rect width="100%" height="100%" fill="${bg}"/>${dots}
<circle cx="${cx}" cy="${cy}" r="${r * 1.55}" fill="${soft}" opacity="0.55"/>
${motif(m, cx, cy, r, fg, soft)}
${label ? `<text x="${cx}" y="${height * 0.86}" text-anchor="middle" font-family="Pretendard, 'Apple SD Gothic Neo', sans-serif" font-size="${Math.round(height * 0.075)}" font-weight="700" fill="${fg}">${esc(label)}</text>` : ''}
</svg>`;
}

/** `/static/curation/<name>.svg` */
export const curationImagePath = (name: string) => `/static/curation/${name}.svg`;
