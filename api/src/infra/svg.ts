/** License-clean illustrations drawn here, served from /static. */
import { PRODUCT_TEMPLATES } from '../modules/booking/seed-products.js';
import { illustration } from '../modules/curation/images.js';
import { ILLUSTRATIONS } from '../modules/curation/seed-data.js';

export const CATEGORY_LABELS = {
  BEAUTY: '미용',
  HOTELING: '호텔',
  KINDERGARTEN: '유치원',
  DAY_CARE: '데이케어',
} as const;

const PALETTES = [
  ['#FFE3D3', '#FF8A5B'],
  ['#DFF1FF', '#3D8BFD'],
  ['#E6F7E9', '#2FA84F'],
  ['#F3E8FF', '#8B5CF6'],
  ['#FFF5CC', '#E0A800'],
  ['#FFE0EC', '#E8457C'],
] as const;

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A paw print plus a label on a soft background. */
function card(width: number, height: number, palette: number, title: string, subtitle = '') {
  const [bg, fg] = PALETTES[palette % PALETTES.length];
  const cx = width / 2;
  const cy = height * 0.42;
  const r = Math.min(width, height) * 0.11;
  const toe = (dx: number, dy: number) =>
    `<ellipse cx="${cx + dx * r}" cy="${cy + dy * r}" rx="${r * 0.42}" ry="${r * 0.52}" fill="${fg}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">
<rect width="100%" height="100%" rx="24" fill="${bg}"/>
<ellipse cx="${cx}" cy="${cy + r * 0.55}" rx="${r * 1.05}" ry="${r * 0.85}" fill="${fg}"/>
${toe(-1.25, -0.55)}${toe(-0.45, -1.25)}${toe(0.45, -1.25)}${toe(1.25, -0.55)}
<text x="${cx}" y="${height * 0.78}" text-anchor="middle" font-family="Pretendard, 'Apple SD Gothic Neo', sans-serif" font-size="${Math.round(height * 0.11)}" font-weight="700" fill="${fg}">${esc(title)}</text>
${subtitle ? `<text x="${cx}" y="${height * 0.9}" text-anchor="middle" font-family="Pretendard, sans-serif" font-size="${Math.round(height * 0.06)}" fill="#555">${esc(subtitle)}</text>` : ''}
</svg>`;
}

export const BANNERS = [
  { title: '첫 미용 20% 할인', subtitle: '가까운 미용실을 찾아보세요' },
  { title: '겨울 호텔 예약 오픈', subtitle: '연말 연휴 미리 예약하세요' },
  { title: '유치원 체험 수업', subtitle: '우리 아이 사회성 쑥쑥' },
  { title: '데이케어 첫 방문 혜택', subtitle: '반나절 무료 체험' },
  { title: '가디언 감사 쿠폰', subtitle: '3,000원 할인 쿠폰 받기' },
] as const;

export const GALLERY_VARIANTS = 4;

function buildRegistry() {
  const files = new Map<string, string>();
  Object.entries(CATEGORY_LABELS).forEach(([key, label], i) => {
    for (let n = 1; n <= GALLERY_VARIANTS; n++) {
      files.set(
        `categories/${key.toLowerCase()}-${n}.svg`,
        // 16:9 like the shop page's hero; the centred content also survives the square thumbnail crop.
        card(480, 270, i + n - 1, label, `가디언 ${label} ${n}`),
      );
    }
  });
  BANNERS.forEach((b, i) => files.set(`banners/${i + 1}.svg`, card(960, 400, i, b.title, b.subtitle)));
  PRODUCT_TEMPLATES.forEach((p, i) =>
    files.set(
      `products/${p.key}.svg`,
      card(480, 360, i, p.name.replace(/ \(.*\)$/, ''), `가디언 ${CATEGORY_LABELS[p.category]}`),
    ),
  );
  ILLUSTRATIONS.forEach((ill) => files.set(`curation/${ill.name}.svg`, illustration(ill)));
  return files;
}

export const STATIC_FILES = buildRegistry();

export const categoryImagePath = (category: string, n: number) =>
  `/static/categories/${category.toLowerCase()}-${n}.svg`;
export const bannerImagePath = (n: number) => `/static/banners/${n}.svg`;
