import { asc, eq } from 'drizzle-orm';
import { banners } from '../../db/schema/index.js';
import type { AssetUrl } from '../../infra/assets.js';
import type { Db } from '../../infra/db/client.js';

export class MarketingRepository {
  constructor(
    private readonly db: Db,
    private readonly assetUrl: AssetUrl,
  ) {}

  /** Active banners in display order, with absolute image URLs. */
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
}
