import { count } from 'drizzle-orm';
import { breeds, emotionWords, facilities, regions } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { FACILITIES, REGIONS } from './seed-regions.js';
import { CAT_BREEDS, DOG_BREEDS, EMOTION_WORDS } from './seed-words.js';

/** Reference lists: regions, facilities, breeds, emotion words. */
export const catalogSeed: Seed = {
  name: 'catalog',
  dependsOn: [],
  async run({ db }) {
    await db.insert(regions).values(REGIONS);
    await db.insert(facilities).values(FACILITIES);
    await db
      .insert(breeds)
      .values([
        ...DOG_BREEDS.flatMap((name, i) => (name ? [{ breedSeq: i + 1, kind: 'DOG', name }] : [])),
        ...CAT_BREEDS.flatMap((name, i) => (name ? [{ breedSeq: 1001 + i, kind: 'CAT', name }] : [])),
      ]);
    await db.insert(emotionWords).values(EMOTION_WORDS.map((word, i) => ({ emotionSeq: i + 1, word })));
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(regions))[0].n) > 0,
};
