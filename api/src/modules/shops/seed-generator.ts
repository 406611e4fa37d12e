import type { ShopHour } from '../../db/schema/index.js';
import { categoryImagePath, GALLERY_VARIANTS } from '../../infra/svg.js';
import { FACILITIES, REGIONS } from '../catalog/seed-regions.js';

/** Deterministic PRNG (mulberry32) so every seed run produces the same shops. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
  };
}

const PREFIXES = [
  '멍멍',
  '냥냥',
  '포근',
  '해피',
  '러블리',
  '몽글',
  '보송',
  '달콤',
  '초코',
  '구름',
  '별빛',
  '행복한',
  '꼬리',
  '댕댕',
  '코코',
  '하루',
  '솜사탕',
  '뭉치',
  '토리',
  '바둑',
];
const TYPE_WORDS: Record<string, string[]> = {
  BEAUTY: ['살롱', '펫미용실', '그루밍', '펫뷰티'],
  HOTELING: ['펫호텔', '펫스테이', '멍멍하우스'],
  KINDERGARTEN: ['유치원', '펫스쿨', '아카데미'],
  DAY_CARE: ['데이케어', '놀이터', '케어센터'],
};
const CATEGORIES = ['BEAUTY', 'HOTELING', 'KINDERGARTEN', 'DAY_CARE'] as const;
const ROAD_SUFFIX = ['로', '대로', '길', '중앙로', '역로'];
const DESCRIPTIONS: Record<string, string> = {
  BEAUTY: '1:1 맞춤 미용으로 아이가 편안하게 관리받을 수 있어요.',
  HOTELING: '넓고 깨끗한 객실에서 보호자님이 안 계신 동안 안심하고 머물러요.',
  KINDERGARTEN: '사회성 교육과 놀이 수업을 전문 선생님이 진행해요.',
  DAY_CARE: '낮 동안 산책과 놀이로 즐거운 하루를 보내요.',
};
const MENUS: Record<string, string[]> = {
  BEAUTY: ['전체 미용', '부분 미용', '목욕', '스파'],
  HOTELING: ['1박 호텔', '장기 숙박', '픽업'],
  KINDERGARTEN: ['종일반', '반일반', '사회화 수업'],
  DAY_CARE: ['4시간 케어', '8시간 케어', '산책'],
};

export interface SeedShop {
  shop: {
    shopId: number;
    name: string;
    regionSeq: number;
    address: string;
    addressDetail: string;
    latitude: number;
    longitude: number;
    phone: string;
    description: string;
    thumbnailUrl: string;
    reviewCount: number;
    registeredAt: Date;
    onlineReservation: boolean;
    chatting: boolean;
    menus: string[];
    hours: ShopHour[];
  };
  categories: string[];
  facilities: number[];
  images: { category: string; imageUrl: string; sortOrder: number }[];
}

const root = (sigungu: string) => sigungu.replace(/(구|시)$/, '');
/** A branch is called by its district without 구/시 (종로점, 수원점), but 중구 stays 중구점: 중점 names no place. */
const branch = (sigungu: string) => (root(sigungu).length > 1 ? root(sigungu) : sigungu);

function hoursFor(category: string, closedSunday: boolean): ShopHour[] {
  return Array.from({ length: 7 }, (_, dayOfWeek) => {
    if (category === 'HOTELING') return { dayOfWeek, open: '00:00', close: '24:00', closed: false };
    const weekend = dayOfWeek === 0 || dayOfWeek === 6;
    return {
      dayOfWeek,
      open: weekend ? '11:00' : '10:00',
      close: weekend ? '18:00' : '20:00',
      closed: closedSunday && dayOfWeek === 0,
    };
  });
}

/** `count` shops across the seeded regions; two thirds in Seoul. Same input, same shops. */
export function generateShops(count: number, seed = 20261122): SeedShop[] {
  const rnd = prng(seed);
  const seoul = REGIONS.filter((r) => r.sido === '서울특별시');
  const gyeonggi = REGIONS.filter((r) => r.sido === '경기도');
  const start = Date.UTC(2023, 0, 1);
  const end = Date.UTC(2026, 10, 20);
  const result: SeedShop[] = [];
  for (let i = 0; i < count; i++) {
    // Round-robin the first category so every category is well represented.
    const primary = CATEGORIES[i % CATEGORIES.length];
    const categories = [primary];
    if (rnd.next() < 0.35) {
      const extra = rnd.pick(CATEGORIES);
      if (extra !== primary) categories.push(extra);
    }
    const region = i < seoul.length ? seoul[i] : rnd.next() < 0.65 ? rnd.pick(seoul) : rnd.pick(gyeonggi);
    const inSeoul = region.sido === '서울특별시';
    const facilities = FACILITIES.filter((f) =>
      f.icon === 'cat-only' ? rnd.next() < 0.08 : rnd.next() < 0.4,
    ).map((f) => f.facilitiesSeq);
    const images = categories.flatMap((category) =>
      Array.from({ length: rnd.int(0, 3) }, (_, n) => ({
        category,
        imageUrl: categoryImagePath(category, ((i + n) % GALLERY_VARIANTS) + 1),
        sortOrder: n,
      })),
    );
    // Review counts come from real reviews (modules/reviews keeps shops.review_count equal to them). The draw
    // stays so every later random value, and so every generated shop, is the same as before.
    rnd.next();
    const reviewCount = 0;
    result.push({
      shop: {
        shopId: i + 1,
        name: `${rnd.pick(PREFIXES)}${rnd.pick(TYPE_WORDS[primary])} ${branch(region.sigungu)}점`,
        regionSeq: region.regionSeq,
        address: `${region.sido} ${region.sigungu} ${root(region.sigungu)}${rnd.pick(ROAD_SUFFIX)} ${rnd.int(1, 399)}`,
        addressDetail: `${rnd.int(1, 5)}층`,
        latitude: Number((region.latitude + (rnd.next() - 0.5) * 0.03).toFixed(6)),
        longitude: Number((region.longitude + (rnd.next() - 0.5) * 0.036).toFixed(6)),
        phone: `${inSeoul ? '02' : '031'}-${rnd.int(200, 999)}-${String(rnd.int(0, 9999)).padStart(4, '0')}`,
        description: DESCRIPTIONS[primary],
        thumbnailUrl: categoryImagePath(primary, (i % GALLERY_VARIANTS) + 1),
        reviewCount,
        registeredAt: new Date(start + Math.floor(rnd.next() * (end - start))),
        // The demo account's shops 1-3 always take online bookings.
        onlineReservation: rnd.next() < 0.6 || i < 3,
        chatting: rnd.next() < 0.85,
        menus: categories.flatMap((c) => MENUS[c]),
        hours: hoursFor(primary, rnd.next() < 0.4),
      },
      categories,
      facilities,
      images,
    });
  }
  return result;
}
