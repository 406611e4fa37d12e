import { count } from 'drizzle-orm';
import { banners } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { BANNERS, bannerImagePath } from '../../infra/svg.js';

/** 홈 banners 1-5, each opening the event of its name (curation's EVENTS, made in this order: /event/1 to /event/5). */
export const marketingSeed: Seed = {
  name: 'marketing',
  dependsOn: [],
  async run({ db }) {
    await db.insert(banners).values(
      BANNERS.map((b, i) => ({
        bannerSeq: i + 1,
        title: b.title,
        imageUrl: bannerImagePath(i + 1),
        linkUrl: `/event/${i + 1}`,
        sortOrder: i,
      })),
    );
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(banners))[0].n) > 0,
};
