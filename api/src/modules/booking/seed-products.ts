import type { PriceBand, ProductUnit } from '../../db/schema/booking.js';

export interface ProductTemplate {
  key: string;
  category: 'BEAUTY' | 'HOTELING' | 'KINDERGARTEN' | 'DAY_CARE';
  name: string;
  description: string;
  durationMinutes: number | null;
  unit: ProductUnit;
  prices: Partial<Record<PriceBand, number>>;
  optional?: boolean;
}

/** The services a shop of each category offers; prices are per pet (and per night/day), before a per-shop factor. */
export const PRODUCT_TEMPLATES: ProductTemplate[] = [
  {
    key: 'bath',
    category: 'BEAUTY',
    name: '목욕',
    description: '저자극 샴푸 목욕과 드라이, 발톱·귀 청소, 항문낭 관리까지 기본 케어를 해 드려요.',
    durationMinutes: 60,
    unit: 'VISIT',
    prices: { SMALL: 30000, MEDIUM: 40000, LARGE: 55000 },
  },
  {
    key: 'hygiene',
    category: 'BEAUTY',
    name: '위생미용',
    description: '발바닥·배·항문 주변을 깔끔하게 정리하고 목욕까지 포함된 코스예요.',
    durationMinutes: 60,
    unit: 'VISIT',
    prices: { SMALL: 35000, MEDIUM: 45000, LARGE: 60000 },
  },
  {
    key: 'clipping',
    category: 'BEAUTY',
    name: '전체미용 (클리핑)',
    description: '몸 전체를 원하는 길이로 클리퍼 미용해요. 목욕·위생미용 포함.',
    durationMinutes: 120,
    unit: 'VISIT',
    prices: { SMALL: 50000, MEDIUM: 65000, LARGE: 90000 },
  },
  {
    key: 'scissor',
    category: 'BEAUTY',
    name: '전체미용 (가위컷)',
    description: '가위로 얼굴과 몸 라인을 섬세하게 다듬는 맞춤 스타일링이에요. 목욕·위생미용 포함.',
    durationMinutes: 150,
    unit: 'VISIT',
    prices: { SMALL: 80000, MEDIUM: 100000, LARGE: 140000 },
  },
  {
    key: 'sporting',
    category: 'BEAUTY',
    name: '스포팅',
    description: '몸은 짧게 클리핑하고 얼굴·다리는 가위컷으로 볼륨을 살려요.',
    durationMinutes: 150,
    unit: 'VISIT',
    prices: { SMALL: 70000, MEDIUM: 90000, LARGE: 120000 },
    optional: true,
  },
  {
    key: 'spa',
    category: 'BEAUTY',
    name: '탄산 스파 (목욕 포함)',
    description: '탄산수 스파로 피부 각질과 노폐물을 부드럽게 관리해요.',
    durationMinutes: 90,
    unit: 'VISIT',
    prices: { SMALL: 45000, MEDIUM: 55000, LARGE: 70000 },
    optional: true,
  },
  {
    key: 'cat-bath',
    category: 'BEAUTY',
    name: '고양이 목욕',
    description: '고양이 전문 미용사가 스트레스를 줄이며 목욕과 드라이를 해요.',
    durationMinutes: 90,
    unit: 'VISIT',
    prices: { CAT: 60000 },
  },
  {
    key: 'cat-groom',
    category: 'BEAUTY',
    name: '고양이 전체미용',
    description: '털 엉킴 정리와 전체 클리핑, 목욕까지 한 번에 해요.',
    durationMinutes: 120,
    unit: 'VISIT',
    prices: { CAT: 80000 },
    optional: true,
  },
  {
    key: 'hotel',
    category: 'HOTELING',
    name: '1박 호텔링',
    description:
      '개별 객실에서 하루 두 번 산책과 식사, 사진 알림장을 보내 드려요. 체크인 11시, 체크아웃 다음 날 12시.',
    durationMinutes: null,
    unit: 'NIGHT',
    prices: { SMALL: 35000, MEDIUM: 45000, LARGE: 60000, CAT: 30000 },
  },
  {
    key: 'suite',
    category: 'HOTELING',
    name: '프리미엄 스위트 1박',
    description: '넓은 스위트룸, 24시간 CCTV 확인, 산책 3회와 저녁 놀이 시간이 포함돼요.',
    durationMinutes: null,
    unit: 'NIGHT',
    prices: { SMALL: 55000, MEDIUM: 65000, LARGE: 85000, CAT: 45000 },
    optional: true,
  },
  {
    key: 'kinder-full',
    category: 'KINDERGARTEN',
    name: '종일반',
    description: '등원부터 하원까지 사회화 놀이, 교육 수업, 낮잠 시간이 있는 하루 코스예요.',
    durationMinutes: null,
    unit: 'DAY',
    prices: { SMALL: 35000, MEDIUM: 40000, LARGE: 48000 },
  },
  {
    key: 'kinder-half',
    category: 'KINDERGARTEN',
    name: '반일반 (4시간)',
    description: '오전 또는 오후 4시간 동안 놀이와 기본 교육을 해요.',
    durationMinutes: 240,
    unit: 'DAY',
    prices: { SMALL: 22000, MEDIUM: 26000, LARGE: 30000 },
  },
  {
    key: 'daycare-4h',
    category: 'DAY_CARE',
    name: '시간제 데이케어 (4시간)',
    description: '잠깐 외출할 때 4시간 동안 돌봐 드려요. 산책 1회 포함.',
    durationMinutes: 240,
    unit: 'DAY',
    prices: { SMALL: 20000, MEDIUM: 25000, LARGE: 30000, CAT: 20000 },
  },
  {
    key: 'daycare-8h',
    category: 'DAY_CARE',
    name: '종일 데이케어 (8시간)',
    description: '출근하는 동안 8시간 돌봄, 산책 2회와 식사를 챙겨 드려요.',
    durationMinutes: 480,
    unit: 'DAY',
    prices: { SMALL: 32000, MEDIUM: 38000, LARGE: 45000, CAT: 30000 },
  },
];

export const productImagePath = (key: string) => `/static/products/${key}.svg`;
