import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, intArrayLiteral, literalLimit } from '../../infra/db/client.js';
import { StatementCache } from '../../infra/db/statement-cache.js';
import { products, reservationPets, reservations, reviews, shops, users } from '../../db/schema/index.js';

export type NewReview = typeof reviews.$inferInsert;

/** Reviews at a list of shops, the list as one array placeholder (built once, with the statements that use it). */
const atShops = sql`${reviews.shopId} = any(${sql.placeholder('shopIds')}::int[])`;

const reviewColumns = {
  reviewSeq: reviews.reviewSeq,
  reservationSeq: reviews.reservationSeq,
  userSeq: reviews.userSeq,
  shopId: reviews.shopId,
  shopName: shops.name,
  productName: products.name,
  visitDate: reservations.date,
  rating: reviews.rating,
  content: reviews.content,
  mediaSeqs: reviews.mediaSeqs,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  authorNickname: users.nickname,
};

/** Reviews, and the shop's review count that search sorts by (kept equal to the rows here). */
export class ReviewRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(reservations, eq(reservations.reservationSeq, reviews.reservationSeq))
      .innerJoin(shops, eq(shops.shopId, reviews.shopId))
      .innerJoin(products, eq(products.productSeq, reservations.productSeq))
      .innerJoin(users, eq(users.userSeq, reviews.userSeq));
  }

  /** A review, when it is the owner's (`userSeq`) or at one of `shopIds`. */
  async one(reviewSeq: number, by: { userSeq: number } | { shopIds: number[] }) {
    const scope =
      'userSeq' in by
        ? eq(reviews.userSeq, by.userSeq)
        : by.shopIds.length
          ? inArray(reviews.shopId, by.shopIds)
          : sql`false`;
    const [row] = await this.select().where(and(eq(reviews.reviewSeq, reviewSeq), scope));
    return row ?? null;
  }

  mine(userSeq: number) {
    return this.select()
      .where(eq(reviews.userSeq, userSeq))
      .orderBy(desc(reviews.createdAt), desc(reviews.reviewSeq));
  }

  /**
   * A page of the reviews at these shops, latest first, with their count and average. The shop page asks for it on
   * every visit, so both statements are built once (the page per page size, see `literalLimit`) with the shops as
   * one array placeholder, and prepared.
   */
  async shopPage(shopIds: number[], page: number, size: number) {
    if (!shopIds.length) return { rows: [], total: 0, average: null };
    const pageQuery = this.shopPages.get(String(size), () =>
      this.select()
        .where(atShops)
        .orderBy(desc(reviews.createdAt), desc(reviews.reviewSeq))
        .limit(literalLimit(size))
        .offset(sql.placeholder('offset'))
        .prepare(`reviews_of_shops_${size}`),
    );
    this.shopTotalsQuery ??= this.db
      .select({ total: count(), average: sql<string | null>`avg(${reviews.rating})` })
      .from(reviews)
      .where(atShops)
      .prepare('review_totals_of_shops');
    const values = { shopIds: intArrayLiteral(shopIds), offset: page * size };
    const [rows, [{ total, average }]] = await Promise.all([
      pageQuery.execute(values),
      this.shopTotalsQuery.execute(values),
    ]);
    return { rows, total: Number(total), average: average == null ? null : Number(average) };
  }

  private readonly shopPages = new StatementCache<
    ReturnType<ReturnType<ReturnType<ReviewRepository['select']>['where']>['prepare']>
  >(20);

  private shopTotalsQuery?: {
    execute(p: { shopIds: string }): Promise<{ total: number; average: string | null }[]>;
  };

  /** The pets' names of each reservation, in booking order. */
  async petNames(reservationSeqs: number[]) {
    const out = new Map<number, string[]>();
    if (!reservationSeqs.length) return out;
    this.petNamesQuery ??= this.db
      .select({ reservationSeq: reservationPets.reservationSeq, petName: reservationPets.petName })
      .from(reservationPets)
      .where(sql`${reservationPets.reservationSeq} = any(${sql.placeholder('seqs')}::int[])`)
      .orderBy(asc(reservationPets.reservationSeq), asc(reservationPets.sortOrder))
      .prepare('review_pet_names');
    const rows = await this.petNamesQuery.execute({ seqs: intArrayLiteral(reservationSeqs) });
    for (const r of rows) out.set(r.reservationSeq, [...(out.get(r.reservationSeq) ?? []), r.petName]);
    return out;
  }

  private petNamesQuery?: {
    execute(p: { seqs: string }): Promise<{ reservationSeq: number; petName: string }[]>;
  };

  /** The owner's completed visits without a review, latest first. */
  pending(userSeq: number) {
    return this.db
      .select({
        reservationSeq: reservations.reservationSeq,
        shopId: reservations.shopId,
        shopName: shops.name,
        productName: products.name,
        visitDate: reservations.date,
      })
      .from(reservations)
      .innerJoin(shops, eq(shops.shopId, reservations.shopId))
      .innerJoin(products, eq(products.productSeq, reservations.productSeq))
      .leftJoin(reviews, eq(reviews.reservationSeq, reservations.reservationSeq))
      .where(
        and(
          eq(reservations.userSeq, userSeq),
          eq(reservations.status, 'COMPLETED'),
          isNull(reviews.reviewSeq),
        ),
      )
      .orderBy(desc(reservations.startAt), desc(reservations.reservationSeq));
  }

  /** The owner's reservation (any status), or null when it is someone else's. */
  async reservation(userSeq: number, reservationSeq: number) {
    const [row] = await this.db
      .select({ status: reservations.status, shopId: reservations.shopId })
      .from(reservations)
      .where(and(eq(reservations.reservationSeq, reservationSeq), eq(reservations.userSeq, userSeq)));
    return row ?? null;
  }

  /** Inserts unless the visit already has a review (the unique key decides, also between racing requests). */
  async insert(values: NewReview) {
    const [row] = await this.db
      .insert(reviews)
      .values(values)
      .onConflictDoNothing({ target: reviews.reservationSeq })
      .returning({ reviewSeq: reviews.reviewSeq });
    return row?.reviewSeq ?? null;
  }

  async update(reviewSeq: number, values: Partial<NewReview>) {
    await this.db.update(reviews).set(values).where(eq(reviews.reviewSeq, reviewSeq));
  }

  async remove(reviewSeq: number) {
    await this.db.delete(reviews).where(eq(reviews.reviewSeq, reviewSeq));
  }

  /** Sets the shop's review count (what search shows and 리뷰많은순 sorts by) to its number of reviews. */
  async refreshShopCount(shopId: number) {
    await this.db
      .update(shops)
      .set({
        reviewCount: sql`(select count(*) from ${reviews} where ${reviews.shopId} = ${shopId})::int`,
      })
      .where(eq(shops.shopId, shopId));
  }
}
