import { aiProfileProducts } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import type { AiStyleCode } from './schemas.js';

export const AI_PRODUCTS: {
  code: string;
  name: string;
  description: string;
  price: number;
  styles: AiStyleCode[];
  sort: number;
}[] = [
  {
    code: 'BASIC',
    name: '베이직 팩',
    description: '파스텔·스튜디오·팝아트·흑백 필름, 4가지 스타일로 우리 아이 프로필 사진을 만들어 드려요.',
    price: 9900,
    styles: ['PASTEL', 'STUDIO', 'POP', 'MONO'],
    sort: 1,
  },
  {
    code: 'PREMIUM',
    name: '프리미엄 팩',
    description: '베이직 4가지에 따뜻한 필름·생일 파티·봄 소풍·별빛 밤하늘을 더한 8장 세트예요.',
    price: 19900,
    styles: ['PASTEL', 'STUDIO', 'POP', 'MONO', 'FILM', 'BIRTHDAY', 'SPRING', 'NIGHT'],
    sort: 2,
  },
];

/** The style packs on sale (reference data: every database has them, demo or not). */
export const aiProfileSeed: Seed = {
  name: 'ai-profile-products',
  dependsOn: [],
  async run({ services }) {
    for (const p of AI_PRODUCTS) await services.aiProfile.saveProduct(p);
  },
  adopt: async (db) =>
    (await db.select({ s: aiProfileProducts.productSeq }).from(aiProfileProducts).limit(1)).length > 0,
};
