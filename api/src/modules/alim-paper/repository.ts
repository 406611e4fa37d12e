import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alimPapers, pets, shops, userShops } from '../../db/schema/index.js';
import type { Db } from '../../infra/db/client.js';

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

  /** The owner of the pet when that owner is a linked customer of the shop; null otherwise. */
  async customerOwner(shopId: number, petSeq: number): Promise<number | null> {
    const [row] = await this.db
      .select({ userSeq: pets.userSeq })
      .from(pets)
      .innerJoin(userShops, and(eq(userShops.userSeq, pets.userSeq), eq(userShops.shopId, shopId)))
      .where(eq(pets.petSeq, petSeq));
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

  /** The owner's published cards, newest day first, with how many are unread overall. */
  async ownerPage(userSeq: number, petSeq: number | undefined, page: number, size: number) {
    const where = and(
      eq(alimPapers.userSeq, userSeq),
      eq(alimPapers.status, 'PUBLISHED'),
      petSeq ? eq(alimPapers.petSeq, petSeq) : undefined,
    );
    const [rows, [{ total }], [{ unread }]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(alimPapers.date), desc(alimPapers.alimPaperSeq))
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(alimPapers).where(where),
      this.db
        .select({ unread: sql<number>`count(*)::int` })
        .from(alimPapers)
        .where(and(where, isNull(alimPapers.readAt))),
    ]);
    return { rows: rows.map(AlimPaperRepository.flat), total: Number(total), unread: Number(unread) };
  }

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
