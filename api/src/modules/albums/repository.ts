import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { paged } from '../../lib/envelope.js';
import { albumPets, albumPhotos, albumReads, albums, pets, shops, userShops } from '../../db/schema/index.js';
import type { Db } from '../../infra/db/client.js';

const summary = {
  albumSeq: albums.albumSeq,
  shopId: albums.shopId,
  shopName: shops.name,
  kind: albums.kind,
  title: albums.title,
  date: albums.date,
  createdAt: albums.createdAt,
};

/** One of the owner's pets is in the album. */
const ownersPetIn = (userSeq: number) =>
  sql`exists (select 1 from ${albumPets} join ${pets} on ${pets.petSeq} = ${albumPets.petSeq}
    where ${albumPets.albumSeq} = ${albums.albumSeq} and ${pets.userSeq} = ${userSeq})`;

/**
 * The owner's link to the album's shop (they see its albums only while linked), their read of the album, and whether
 * it is new to them (the list's "N"): posted since that link (an album from before they linked again counts as read)
 * and not opened.
 */
const ownerJoins = (userSeq: number) => ({
  linked: and(eq(userShops.userSeq, userSeq), eq(userShops.shopId, albums.shopId)),
  read: and(eq(albumReads.albumSeq, albums.albumSeq), eq(albumReads.userSeq, userSeq)),
  unread: sql<boolean>`(${albums.createdAt} >= ${userShops.createdAt} and ${albumReads.albumSeq} is null)`,
});

/**
 * Albums and who may see them: an owner sees an album when one of its pets is theirs and they are linked to the
 * album's shop; staff see their shops' albums.
 */
export class AlbumRepository {
  constructor(private readonly db: Db) {}

  /**
   * The albums with one of the owner's pets, at shops the owner is linked to (optionally one), newest first, each with
   * whether it is new to them (`unread`), and the total with how many are. The owner's link to the album's shop is an
   * inner join on its unique key (at most one row), their read a left join on its primary key: one statement for the
   * page and one for the counts, however many albums.
   */
  async ofOwner(userSeq: number, q: { shopId?: number; page: number; size: number }) {
    const { linked, read, unread } = ownerJoins(userSeq);
    const visible = and(ownersPetIn(userSeq), q.shopId != null ? eq(albums.shopId, q.shopId) : undefined);
    const [items, [{ total, unreadCount }]] = await Promise.all([
      this.db
        .select({ ...summary, unread })
        .from(albums)
        .innerJoin(shops, eq(shops.shopId, albums.shopId))
        .innerJoin(userShops, linked)
        .leftJoin(albumReads, read)
        .where(visible)
        .orderBy(desc(albums.date), desc(albums.albumSeq))
        .limit(q.size)
        .offset(q.page * q.size),
      this.db
        .select({
          total: sql<number>`count(*)::int`,
          unreadCount: sql<number>`(count(*) filter (where ${unread}))::int`,
        })
        .from(albums)
        .innerJoin(userShops, linked)
        .leftJoin(albumReads, read)
        .where(visible),
    ]);
    return { ...paged(items, q.page, q.size, Number(total)), unread: Number(unreadCount) };
  }

  /**
   * One album, when the owner may see it (else null: another owner's album does not exist for them), with whether it
   * is new to them.
   */
  async oneOfOwner(userSeq: number, albumSeq: number) {
    const { linked, read, unread } = ownerJoins(userSeq);
    const [row] = await this.db
      .select({ ...summary, unread })
      .from(albums)
      .innerJoin(shops, eq(shops.shopId, albums.shopId))
      .innerJoin(userShops, linked)
      .leftJoin(albumReads, read)
      .where(and(eq(albums.albumSeq, albumSeq), ownersPetIn(userSeq)));
    return row ?? null;
  }

  /** The owner has opened the album (once: opening it again keeps the first time). */
  async markRead(albumSeq: number, userSeq: number, at: Date) {
    await this.db.insert(albumReads).values({ albumSeq, userSeq, readAt: at }).onConflictDoNothing();
  }

  async ofShops(shopIds: number[], page: number, size: number) {
    const where = inArray(albums.shopId, shopIds);
    const [items, [{ total }]] = await Promise.all([
      this.db
        .select(summary)
        .from(albums)
        .innerJoin(shops, eq(shops.shopId, albums.shopId))
        .where(where)
        .orderBy(desc(albums.date), desc(albums.albumSeq))
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(albums).where(where),
    ]);
    return paged(items, page, size, total);
  }

  async one(albumSeq: number) {
    const [row] = await this.db
      .select(summary)
      .from(albums)
      .innerJoin(shops, eq(shops.shopId, albums.shopId))
      .where(eq(albums.albumSeq, albumSeq));
    return row ?? null;
  }

  async row(albumSeq: number) {
    const [row] = await this.db.select().from(albums).where(eq(albums.albumSeq, albumSeq));
    return row ?? null;
  }

  /** The album's pets (all of them, or only the owner's when `userSeq` is given). */
  async pets(albumSeqs: number[], userSeq?: number) {
    if (!albumSeqs.length) return [];
    return this.db
      .select({ albumSeq: albumPets.albumSeq, petSeq: pets.petSeq, name: pets.name, userSeq: pets.userSeq })
      .from(albumPets)
      .innerJoin(pets, eq(pets.petSeq, albumPets.petSeq))
      .where(
        and(inArray(albumPets.albumSeq, albumSeqs), userSeq != null ? eq(pets.userSeq, userSeq) : undefined),
      )
      .orderBy(asc(pets.petSeq));
  }

  /** Photos in order, per album. */
  async photos(albumSeqs: number[]) {
    if (!albumSeqs.length) return [];
    return this.db
      .select({ albumSeq: albumPhotos.albumSeq, mediaSeq: albumPhotos.mediaSeq })
      .from(albumPhotos)
      .where(inArray(albumPhotos.albumSeq, albumSeqs))
      .orderBy(asc(albumPhotos.albumSeq), asc(albumPhotos.sortOrder));
  }

  /** The pets among `petSeqs` whose owners are linked to the shop (its customers' pets), removed ones left out. */
  async customerPets(shopId: number, petSeqs: number[]) {
    if (!petSeqs.length) return [];
    return this.db
      .select({ petSeq: pets.petSeq, name: pets.name, userSeq: pets.userSeq })
      .from(pets)
      .innerJoin(userShops, and(eq(userShops.userSeq, pets.userSeq), eq(userShops.shopId, shopId)))
      .where(and(inArray(pets.petSeq, petSeqs), isNull(pets.removedAt)));
  }

  async insert(values: typeof albums.$inferInsert, petSeqs: number[], mediaSeqs: number[]) {
    const [row] = await this.db.insert(albums).values(values).returning();
    await this.db.insert(albumPets).values(petSeqs.map((petSeq) => ({ albumSeq: row.albumSeq, petSeq })));
    await this.db
      .insert(albumPhotos)
      .values(mediaSeqs.map((mediaSeq, sortOrder) => ({ albumSeq: row.albumSeq, mediaSeq, sortOrder })));
    return row;
  }

  async remove(albumSeq: number) {
    await this.db.delete(albums).where(eq(albums.albumSeq, albumSeq));
  }
}
