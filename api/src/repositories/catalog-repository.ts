import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { banners, breeds, emotionWords, shopRegisterRequests } from '../db/schema.js';
import type { AssetUrl } from '../lib/assets.js';

export class CatalogRepository {
  constructor(
    private readonly db: Db,
    private readonly assetUrl: AssetUrl,
  ) {}

  breeds(kind?: 'DOG' | 'CAT') {
    const q = this.db.select().from(breeds);
    return (kind ? q.where(eq(breeds.kind, kind)) : q).orderBy(asc(breeds.breedSeq));
  }

  emotionWords() {
    return this.db.select().from(emotionWords).orderBy(asc(emotionWords.emotionSeq));
  }

  async banners() {
    const rows = await this.db
      .select()
      .from(banners)
      .where(eq(banners.active, true))
      .orderBy(asc(banners.sortOrder), asc(banners.bannerSeq));
    return rows.map((b) => ({
      bannerSeq: b.bannerSeq,
      title: b.title,
      imageUrl: this.assetUrl(b.imageUrl)!,
      linkUrl: b.linkUrl,
    }));
  }

  async requestRegister(values: typeof shopRegisterRequests.$inferInsert) {
    const [row] = await this.db
      .insert(shopRegisterRequests)
      .values(values)
      .returning({ requestSeq: shopRegisterRequests.requestSeq });
    return row;
  }
}
