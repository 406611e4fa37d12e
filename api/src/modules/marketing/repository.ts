import { asc, eq } from 'drizzle-orm';
import { banners } from '../../db/schema/index.js';
import type { AssetUrl } from '../../infra/assets.js';
import type { Db } from '../../infra/db/client.js';

export class MarketingRepository {
  constructor(
    private readonly db: Db,
    private readonly assetUrl: AssetUrl,
  ) {}

  /** Active banners in display order, with absolute image URLs (홈 and 매장 ask on every load: built once). */
  async banners() {
    this.bannersQuery ??= this.db
      .select()
      .from(banners)
      .where(eq(banners.active, true))
      .orderBy(asc(banners.sortOrder), asc(banners.bannerSeq))
      .prepare('banners_active');
    const rows = await this.bannersQuery.execute();
    return rows.map((b) => ({
      bannerSeq: b.bannerSeq,
      title: b.title,
      imageUrl: this.assetUrl(b.imageUrl)!,
      linkUrl: b.linkUrl,
    }));
  }

  private bannersQuery?: { execute(): Promise<(typeof banners.$inferSelect)[]> };
}
