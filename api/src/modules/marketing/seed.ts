import { count } from 'drizzle-orm';
import { banners } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { BANNERS, bannerImagePath } from '../../infra/svg.js';

export const marketingSeed: Seed = {
  name: 'marketing',
  dependsOn: [],
  async run({ db }) {
    await db.insert(banners).values(
      BANNERS.map((b, i) => ({
        bannerSeq: i + 1,
        title: b.title,
        imageUrl: bannerImagePath(i + 1),
        linkUrl: i % 2 === 0 ? `/event/${i + 1}` : null,
        sortOrder: i,
      })),
    );
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(banners))[0].n) > 0,
};
