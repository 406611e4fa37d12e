import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alimPapers, pets, shops, userShops } from '../../db/schema/index.js';
import { type Db, literalLimit } from '../../infra/db/client.js';
import { StatementCache } from '../../infra/db/statement-cache.js';

export type NewAlimPaper = typeof alimPapers.$inferInsert;
export type AlimPaperRow = typeof alimPapers.$inferSelect;
export type AlimPaperFull = AlimPaperRow & {
  shopName: string;
  petName: string;
  petKind: 'DOG' | 'CAT';
};

const columns = {
  card: alimPapers,
  shopName: shops.name,
  petName: pets.name,
  petKind: pets.kind,
};

/** Report cards with their shop's and pet's names; rows in, rows out. */
export class AlimPaperRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select(columns)
      .from(alimPapers)
      .innerJoin(shops, eq(shops.shopId, alimPapers.shopId))
      .innerJoin(pets, eq(pets.petSeq, alimPapers.petSeq));
  }

  private static flat(r: { card: AlimPaperRow; shopName: string; petName: string; petKind: 'DOG' | 'CAT' }) {
    return { ...r.card, shopName: r.shopName, petName: r.petName, petKind: r.petKind } as AlimPaperFull;
  }

  async one(alimPaperSeq: number): Promise<AlimPaperFull | null> {
    const [row] = await this.select().where(eq(alimPapers.alimPaperSeq, alimPaperSeq));
    return row ? AlimPaperRepository.flat(row) : null;
  }

  async byShareHash(hash: string): Promise<AlimPaperFull | null> {
    const [row] = await this.select().where(eq(alimPapers.shareTokenHash, hash));
    return row ? AlimPaperRepository.flat(row) : null;
  }

  /** The owner of the pet when that owner is a linked customer of the shop and the pet is not removed; null otherwise. */
  async customerOwner(shopId: number, petSeq: number): Promise<number | null> {
    const [row] = await this.db
      .select({ userSeq: pets.userSeq })
      .from(pets)
      .innerJoin(userShops, and(eq(userShops.userSeq, pets.userSeq), eq(userShops.shopId, shopId)))
      .where(and(eq(pets.petSeq, petSeq), isNull(pets.removedAt)));
    return row?.userSeq ?? null;
  }

  async insert(values: NewAlimPaper) {
    const [row] = await this.db
      .insert(alimPapers)
      .values(values)
      .returning({ alimPaperSeq: alimPapers.alimPaperSeq });
    return row.alimPaperSeq;
  }

  async update(alimPaperSeq: number, values: Partial<NewAlimPaper>) {
    await this.db.update(alimPapers).set(values).where(eq(alimPapers.alimPaperSeq, alimPaperSeq));
  }

  /** Publishes a draft; false when it was already published (two clicks publish once). */
  async publish(alimPaperSeq: number, at: Date) {
    const rows = await this.db
      .update(alimPapers)
      .set({ status: 'PUBLISHED', publishedAt: at, updatedAt: at })
      .where(and(eq(alimPapers.alimPaperSeq, alimPaperSeq), eq(alimPapers.status, 'DRAFT')))
      .returning({ seq: alimPapers.alimPaperSeq });
    return rows.length > 0;
  }

  async markRead(alimPaperSeq: number, at: Date) {
    await this.db
      .update(alimPapers)
      .set({ readAt: at })
      .where(and(eq(alimPapers.alimPaperSeq, alimPaperSeq), isNull(alimPapers.readAt)));
  }

  /**
   * A page of the owner's published cards (optionally one pet's), with the total and the unread count. 알림장 asks
   * for it on every visit, so its statements are built once per shape (all pets or one; the page size, see
   * `literalLimit`) with placeholders, and prepared.
   */
  async ownerPage(userSeq: number, petSeq: number | undefined, page: number, size: number) {
    const onePet = !!petSeq;
    const shape = onePet ? 'pet' : 'all';
    const statements = this.ownerPages.get(`${shape}_${size}`, () => {
      const where = and(
        eq(alimPapers.userSeq, sql.placeholder('userSeq')),
        eq(alimPapers.status, 'PUBLISHED'),
        onePet ? eq(alimPapers.petSeq, sql.placeholder('petSeq')) : undefined,
      );
      return {
        rows: this.select()
          .where(where)
          .orderBy(desc(alimPapers.date), desc(alimPapers.alimPaperSeq))
          .limit(literalLimit(size))
          .offset(sql.placeholder('offset'))
          .prepare(`alim_papers_owner_${shape}_${size}`),
        counts: this.db
          .select({
            total: sql<number>`count(*)::int`,
            unread: sql<number>`(count(*) filter (where ${alimPapers.readAt} is null))::int`,
          })
          .from(alimPapers)
          .where(where)
          .prepare(`alim_papers_owner_counts_${shape}`),
      };
    });
    const values = { userSeq, petSeq, offset: page * size };
    const [rows, [{ total, unread }]] = await Promise.all([
      statements.rows.execute(values),
      statements.counts.execute(values),
    ]);
    return { rows: rows.map(AlimPaperRepository.flat), total: Number(total), unread: Number(unread) };
  }

  /** Per shape and page size: the most recently used are kept. */
  private readonly ownerPages = new StatementCache<{
    rows: ReturnType<ReturnType<ReturnType<AlimPaperRepository['select']>['where']>['prepare']>;
    counts: { execute(p: Record<string, unknown>): Promise<{ total: number; unread: number }[]> };
  }>(20);

  async shopPage(shopId: number, date: string | undefined, page: number, size: number) {
    const where = and(eq(alimPapers.shopId, shopId), date ? eq(alimPapers.date, date) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(alimPapers.date), desc(alimPapers.alimPaperSeq))
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(alimPapers).where(where),
    ]);
    return { rows: rows.map(AlimPaperRepository.flat), total: Number(total) };
  }
}
