import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { paged } from '../../lib/envelope.js';
import { noticeReads, notices, shops, userShops } from '../../db/schema/index.js';
import { type Db, literalLimit } from '../../infra/db/client.js';
import { StatementCache } from '../../infra/db/statement-cache.js';

export type NoticeRow = typeof notices.$inferSelect;

const ownerView = {
  noticeSeq: notices.noticeSeq,
  shopId: notices.shopId,
  shopName: shops.name,
  title: notices.title,
  body: notices.body,
  pinned: notices.pinned,
  publishedAt: notices.publishedAt,
};

/**
 * The viewer (an owner, or null for a guest) as a placeholder: their link to the notice's shop (unique, at most one row)
 * and their read of the notice (its primary key), left-joined into the same statement as the notices.
 */
const viewerLink = and(
  eq(userShops.userSeq, sql.placeholder('viewer')),
  eq(userShops.shopId, notices.shopId),
);
const viewerRead = and(
  eq(noticeReads.noticeSeq, notices.noticeSeq),
  eq(noticeReads.userSeq, sql.placeholder('viewer')),
);
/**
 * New to the viewer (the list's "N"): published since they became the shop's customer and not opened by them. A guest,
 * an owner who is not the shop's customer, a notice from before the link: never.
 */
const unreadByViewer = sql<boolean>`coalesce(${notices.publishedAt} >= ${userShops.createdAt} and ${noticeReads.noticeSeq} is null, false)`;

type OwnerRow = { publishedAt: Date | null };
type OwnerViewRow = Pick<NoticeRow, 'noticeSeq' | 'shopId' | 'title' | 'body' | 'pinned' | 'publishedAt'> & {
  shopName: string;
  unread: boolean;
};
/** Rows read under `published_at is not null`: their publishedAt is a Date. */
const published = <R extends OwnerRow>(r: R) => ({ ...r, publishedAt: r.publishedAt as Date });

/** A shop's published notices, the shop as a placeholder (built once, with the statements that use it). */
const publishedAtShop = and(eq(notices.shopId, sql.placeholder('shopId')), isNotNull(notices.publishedAt));

/** A shop's notices; owners only ever read published ones. */
export class NoticeRepository {
  constructor(private readonly db: Db) {}

  async shopName(shopId: number) {
    this.shopNameQuery ??= this.db
      .select({ name: shops.name })
      .from(shops)
      .where(eq(shops.shopId, sql.placeholder('shopId')))
      .prepare('notice_shop_name');
    const [row] = await this.shopNameQuery.execute({ shopId });
    return row?.name ?? null;
  }

  /**
   * Published notices of a shop, pinned first, then newest, each with whether it is new to the viewer (null: a guest),
   * and the total with how many are new. The 공지사항 screen asks on every visit: the page (per page size, see
   * `literalLimit`) and its counts are built once with placeholders and prepared; the viewer's link and reads are left
   * joins on their unique keys, in the same statements.
   */
  async published(shopId: number, page: number, size: number, viewer: number | null) {
    const pageQuery = this.publishedPages.get(String(size), () =>
      this.db
        .select({ ...ownerView, unread: unreadByViewer })
        .from(notices)
        .innerJoin(shops, eq(shops.shopId, notices.shopId))
        .leftJoin(userShops, viewerLink)
        .leftJoin(noticeReads, viewerRead)
        .where(publishedAtShop)
        .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.noticeSeq))
        .limit(literalLimit(size))
        .offset(sql.placeholder('offset'))
        .prepare(`notices_published_${size}`),
    );
    this.publishedCountsQuery ??= this.db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${unreadByViewer}))::int`,
      })
      .from(notices)
      .leftJoin(userShops, viewerLink)
      .leftJoin(noticeReads, viewerRead)
      .where(publishedAtShop)
      .prepare('notices_published_counts');
    const values = { shopId, viewer, offset: page * size };
    const [items, [{ total, unread }]] = await Promise.all([
      pageQuery.execute(values),
      this.publishedCountsQuery.execute(values),
    ]);
    return { ...paged(items.map(published), page, size, Number(total)), unread: Number(unread) };
  }

  private shopNameQuery?: { execute(p: { shopId: number }): Promise<{ name: string }[]> };
  private publishedCountsQuery?: {
    execute(p: { shopId: number; viewer: number | null }): Promise<{ total: number; unread: number }[]>;
  };
  private readonly publishedPages = new StatementCache<{
    execute(p: { shopId: number; viewer: number | null; offset: number }): Promise<OwnerViewRow[]>;
  }>(20);

  /** A published notice, with whether it is new to the viewer (null: a guest). */
  async publishedOne(noticeSeq: number, viewer: number | null) {
    this.publishedOneQuery ??= this.db
      .select({ ...ownerView, unread: unreadByViewer })
      .from(notices)
      .innerJoin(shops, eq(shops.shopId, notices.shopId))
      .leftJoin(userShops, viewerLink)
      .leftJoin(noticeReads, viewerRead)
      .where(and(eq(notices.noticeSeq, sql.placeholder('noticeSeq')), isNotNull(notices.publishedAt)))
      .prepare('notice_published_one');
    const [row] = await this.publishedOneQuery.execute({ noticeSeq, viewer });
    return row ? published(row) : null;
  }

  private publishedOneQuery?: {
    execute(p: { noticeSeq: number; viewer: number | null }): Promise<OwnerViewRow[]>;
  };

  /** The owner has opened the notice (once: opening it again keeps the first time). */
  async markRead(noticeSeq: number, userSeq: number, at: Date) {
    await this.db.insert(noticeReads).values({ noticeSeq, userSeq, readAt: at }).onConflictDoNothing();
  }

  /** Every notice of the shops (drafts too), pinned first, then newest written. */
  async ofShops(shopIds: number[], page: number, size: number) {
    const where = inArray(notices.shopId, shopIds);
    const [items, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(notices)
        .where(where)
        .orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.noticeSeq))
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(notices).where(where),
    ]);
    return paged(items, page, size, total);
  }

  async row(noticeSeq: number) {
    const [row] = await this.db.select().from(notices).where(eq(notices.noticeSeq, noticeSeq));
    return row ?? null;
  }

  async insert(values: typeof notices.$inferInsert) {
    const [row] = await this.db.insert(notices).values(values).returning();
    return row;
  }

  /**
   * The staff's edit of a notice; `publish` false takes it back to draft. Publishing sets `firstPublishedAt` the first
   * time only (`firstPublish`: its customers are to be told now; a concurrent publish waits for this row and then finds
   * it set) and publishes the notice on that first date, whenever it is published again. Run it in a transaction.
   */
  async edit(
    noticeSeq: number,
    values: Pick<typeof notices.$inferInsert, 'title' | 'body' | 'pinned' | 'updatedAt'>,
    publish: boolean,
    at: Date,
  ) {
    const firstPublish =
      publish &&
      (
        await this.db
          .update(notices)
          .set({ firstPublishedAt: at })
          .where(and(eq(notices.noticeSeq, noticeSeq), isNull(notices.firstPublishedAt)))
          .returning({ noticeSeq: notices.noticeSeq })
      ).length > 0;
    const [row] = await this.db
      .update(notices)
      .set({ ...values, publishedAt: publish ? notices.firstPublishedAt : null })
      .where(eq(notices.noticeSeq, noticeSeq))
      .returning();
    return { row, firstPublish };
  }

  async remove(noticeSeq: number) {
    await this.db.delete(notices).where(eq(notices.noticeSeq, noticeSeq));
  }

  /** The owners linked to the shop as its customers (who hear about its notices). */
  async customers(shopId: number) {
    const rows = await this.db
      .select({ userSeq: userShops.userSeq })
      .from(userShops)
      .where(eq(userShops.shopId, shopId))
      .orderBy(asc(userShops.userSeq));
    return rows.map((r) => r.userSeq);
  }
}
