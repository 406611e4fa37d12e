import { and, asc, eq, getTableColumns, gte, isNull, lte, not, or, sql } from 'drizzle-orm';
import { banners, events } from '../../db/schema/index.js';
import type { AssetUrl } from '../../infra/assets.js';
import type { Db } from '../../infra/db/client.js';

export class MarketingRepository {
  constructor(
    private readonly db: Db,
    private readonly assetUrl: AssetUrl,
  ) {}

  /**
   * Active banners in display order, with absolute image URLs (홈 and 매장 ask on every load: built once). A banner that
   * opens an event shows while that event runs (published, `today` (Seoul) within its days): what it advertises has
   * ended, so has the banner. One that opens another screen shows while active.
   */
  async banners(today: string) {
    this.bannersQuery ??= this.db
      .select(getTableColumns(banners))
      .from(banners)
      // The event page's address (curation's /event/{id}), which a banner advertising the event opens.
      .leftJoin(events, sql`${banners.linkUrl} = '/event/' || ${events.eventSeq}`)
      .where(
        and(
          eq(banners.active, true),
          or(
            isNull(banners.linkUrl),
            not(sql`starts_with(${banners.linkUrl}, '/event/')`),
            and(
              eq(events.published, true),
              lte(events.startDate, sql.placeholder('today')),
              gte(events.endDate, sql.placeholder('today')),
            ),
          ),
        ),
      )
      .orderBy(asc(banners.sortOrder), asc(banners.bannerSeq))
      .prepare('banners_shown');
    const rows = await this.bannersQuery.execute({ today });
    return rows.map((b) => ({
      bannerSeq: b.bannerSeq,
      title: b.title,
      imageUrl: this.assetUrl(b.imageUrl)!,
      linkUrl: b.linkUrl,
    }));
  }

  private bannersQuery?: {
    execute(p: { today: string }): Promise<(typeof banners.$inferSelect)[]>;
  };
}
