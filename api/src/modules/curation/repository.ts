import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  breedNotes,
  breeds,
  curationContentBreeds,
  curationContents,
  curationReviews,
  curationSeries,
  eventCouponTakes,
  events,
  pets,
  shops,
} from '../../db/schema/index.js';
import type { AssetUrl } from '../../infra/assets.js';
import { type Db, intArrayLiteral, literalLimit } from '../../infra/db/client.js';
import { StatementCache } from '../../infra/db/statement-cache.js';
import type { Block } from './schemas.js';

type ContentRow = typeof curationContents.$inferSelect;
type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Curated contents, breed notes, curated reviews and events: rows in, rows out (image paths made absolute). */
export class CurationRepository {
  constructor(
    private readonly db: Db,
    private readonly assetUrl: AssetUrl,
  ) {}

  // The home and picks screens' reads, built once (placeholders; ids as one int[]) and prepared: each page load
  // asked the query builder to assemble two or three of them.
  private tagsQuery?: {
    execute(p: { seqs: string }): Promise<(typeof curationContentBreeds.$inferSelect)[]>;
  };
  private publishedSeriesQuery?: { execute(): Promise<(typeof curationSeries.$inferSelect)[]> };
  private publishedCardsQuery?: { execute(p: { seqs: string }): Promise<ContentRow[]> };
  private petBreedsQuery?: {
    execute(p: { userSeq: number }): Promise<{ breedSeq: number; name: string; petName: string }[]>;
  };
  /** One per limit (the picks' constant). */
  private readonly forBreedsQueries = new StatementCache<{
    execute(p: { breeds: string }): Promise<{ c: ContentRow }[]>;
  }>(4);

  /** Image blocks carry `/static/…` paths in the database and absolute URLs on the wire. */
  private blocks(blocks: Block[]): Block[] {
    return blocks.map((b) => (b.type === 'image' ? { ...b, url: this.assetUrl(b.url)! } : b));
  }

  private async cards(rows: ContentRow[]) {
    const seqs = rows.map((r) => r.curationContentsSeq);
    this.tagsQuery ??= this.db
      .select()
      .from(curationContentBreeds)
      .where(sql`${curationContentBreeds.curationContentsSeq} = any(${sql.placeholder('seqs')}::int[])`)
      .prepare('curation_content_breeds');
    const tags = seqs.length ? await this.tagsQuery.execute({ seqs: intArrayLiteral(seqs) }) : [];
    return rows.map((r) => ({
      curationSeq: r.curationSeq,
      curationContentsSeq: r.curationContentsSeq,
      kind: r.kind,
      title: r.title,
      summary: r.summary,
      coverImageUrl: this.assetUrl(r.coverImageUrl)!,
      breedSeqs: tags
        .filter((t) => t.curationContentsSeq === r.curationContentsSeq)
        .map((t) => t.breedSeq)
        .sort((a, b) => a - b),
    }));
  }

  publishedSeries() {
    this.publishedSeriesQuery ??= this.db
      .select()
      .from(curationSeries)
      .where(eq(curationSeries.published, true))
      .orderBy(asc(curationSeries.sortOrder), asc(curationSeries.curationSeq))
      .prepare('curation_series_published');
    return this.publishedSeriesQuery.execute();
  }

  async series(curationSeq: number) {
    const [row] = await this.db
      .select()
      .from(curationSeries)
      .where(eq(curationSeries.curationSeq, curationSeq));
    return row ?? null;
  }

  /** Published contents of the given series, in each series' order. */
  async publishedCards(curationSeqs: number[]) {
    if (!curationSeqs.length) return [];
    this.publishedCardsQuery ??= this.db
      .select()
      .from(curationContents)
      .where(
        and(
          sql`${curationContents.curationSeq} = any(${sql.placeholder('seqs')}::int[])`,
          eq(curationContents.published, true),
        ),
      )
      .orderBy(asc(curationContents.sortOrder), asc(curationContents.curationContentsSeq))
      .prepare('curation_contents_published');
    return this.cards(await this.publishedCardsQuery.execute({ seqs: intArrayLiteral(curationSeqs) }));
  }

  /** Published contents among the given ones, in the given order (missing and unpublished ones left out). */
  async cardsBySeq(seqs: number[]) {
    if (!seqs.length) return [];
    const rows = await this.db
      .select()
      .from(curationContents)
      .innerJoin(curationSeries, eq(curationSeries.curationSeq, curationContents.curationSeq))
      .where(
        and(
          inArray(curationContents.curationContentsSeq, seqs),
          eq(curationContents.published, true),
          eq(curationSeries.published, true),
        ),
      );
    const cards = await this.cards(rows.map((r) => r.curation_contents));
    return seqs.map((s) => cards.find((c) => c.curationContentsSeq === s)).filter((c) => c != null);
  }

  /** Published contents tagged with any of the breeds, newest first. */
  async cardsForBreeds(breedSeqs: number[], limit: number) {
    if (!breedSeqs.length) return [];
    const statement = this.forBreedsQueries.get(String(limit), () =>
      this.db
        .selectDistinct({ c: curationContents })
        .from(curationContents)
        .innerJoin(
          curationContentBreeds,
          eq(curationContentBreeds.curationContentsSeq, curationContents.curationContentsSeq),
        )
        .innerJoin(curationSeries, eq(curationSeries.curationSeq, curationContents.curationSeq))
        .where(
          and(
            sql`${curationContentBreeds.breedSeq} = any(${sql.placeholder('breeds')}::int[])`,
            eq(curationContents.published, true),
            eq(curationSeries.published, true),
          ),
        )
        .orderBy(desc(curationContents.publishedAt), desc(curationContents.curationContentsSeq))
        .limit(literalLimit(limit))
        .prepare(`curation_contents_for_breeds_${limit}`),
    );
    const rows = await statement.execute({ breeds: intArrayLiteral(breedSeqs) });
    return this.cards(rows.map((r) => r.c));
  }

  async content(curationContentsSeq: number) {
    const [row] = await this.db
      .select()
      .from(curationContents)
      .where(eq(curationContents.curationContentsSeq, curationContentsSeq));
    if (!row) return null;
    const [card] = await this.cards([row]);
    return { ...row, ...card, blocks: this.blocks(row.blocks) };
  }

  async insertSeries(values: Insert<typeof curationSeries>) {
    const [row] = await this.db.insert(curationSeries).values(values).returning();
    return row;
  }

  async updateSeries(curationSeq: number, values: Partial<Insert<typeof curationSeries>>) {
    const [row] = await this.db
      .update(curationSeries)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(curationSeries.curationSeq, curationSeq))
      .returning();
    return row ?? null;
  }

  async insertContent(values: Insert<typeof curationContents>, breedSeqs: number[]) {
    const [row] = await this.db.insert(curationContents).values(values).returning();
    await this.setBreeds(row.curationContentsSeq, breedSeqs);
    return row;
  }

  async updateContent(seq: number, values: Partial<Insert<typeof curationContents>>, breedSeqs: number[]) {
    const [row] = await this.db
      .update(curationContents)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(curationContents.curationContentsSeq, seq))
      .returning();
    if (row) await this.setBreeds(seq, breedSeqs);
    return row ?? null;
  }

  private async setBreeds(curationContentsSeq: number, breedSeqs: number[]) {
    await this.db
      .delete(curationContentBreeds)
      .where(eq(curationContentBreeds.curationContentsSeq, curationContentsSeq));
    if (breedSeqs.length)
      await this.db
        .insert(curationContentBreeds)
        .values(breedSeqs.map((breedSeq) => ({ curationContentsSeq, breedSeq })));
  }

  async existingContentSeqs(seqs: number[]) {
    if (!seqs.length) return [];
    const rows = await this.db
      .select({ s: curationContents.curationContentsSeq })
      .from(curationContents)
      .where(inArray(curationContents.curationContentsSeq, seqs));
    return rows.map((r) => r.s);
  }

  // ---- breeds ----

  async breeds(breedSeqs: number[]) {
    if (!breedSeqs.length) return [];
    return this.db.select().from(breeds).where(inArray(breeds.breedSeq, breedSeqs));
  }

  /** The breeds of a user's pets (not those they removed), with the pets' names. */
  petBreeds(userSeq: number) {
    this.petBreedsQuery ??= this.db
      .select({ breedSeq: breeds.breedSeq, name: breeds.name, petName: pets.name })
      .from(pets)
      .innerJoin(breeds, eq(breeds.breedSeq, pets.breedSeq))
      .where(and(eq(pets.userSeq, sql.placeholder('userSeq')), isNull(pets.removedAt)))
      .orderBy(asc(pets.petSeq))
      .prepare('curation_pet_breeds');
    return this.petBreedsQuery.execute({ userSeq });
  }

  async breedNote(breedSeq: number) {
    const [row] = await this.db.select().from(breedNotes).where(eq(breedNotes.breedSeq, breedSeq));
    return row ?? null;
  }

  async breedNoteSeqs() {
    const rows = await this.db
      .select({ s: breedNotes.breedSeq })
      .from(breedNotes)
      .orderBy(asc(breedNotes.breedSeq));
    return rows.map((r) => r.s);
  }

  async upsertBreedNote(values: Insert<typeof breedNotes>) {
    const [row] = await this.db
      .insert(breedNotes)
      .values(values)
      .onConflictDoUpdate({ target: breedNotes.breedSeq, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row;
  }

  async existingShopIds(shopIds: number[]) {
    if (!shopIds.length) return [];
    const rows = await this.db.select({ id: shops.shopId }).from(shops).where(inArray(shops.shopId, shopIds));
    return rows.map((r) => r.id);
  }

  // ---- curated shop reviews ----

  async review(reviewSeq: number) {
    const [row] = await this.db
      .select()
      .from(curationReviews)
      .where(eq(curationReviews.reviewSeq, reviewSeq));
    return row
      ? { ...row, coverImageUrl: this.assetUrl(row.coverImageUrl)!, blocks: this.blocks(row.blocks) }
      : null;
  }

  async publishedReviewCards(limit: number) {
    const rows = await this.db
      .select({
        reviewSeq: curationReviews.reviewSeq,
        title: curationReviews.title,
        summary: curationReviews.summary,
        rating: curationReviews.rating,
        coverImageUrl: curationReviews.coverImageUrl,
        shopId: curationReviews.shopId,
        shopName: shops.name,
      })
      .from(curationReviews)
      .innerJoin(shops, eq(shops.shopId, curationReviews.shopId))
      .where(eq(curationReviews.published, true))
      .orderBy(desc(curationReviews.publishedAt), desc(curationReviews.reviewSeq))
      .limit(limit);
    return rows.map((r) => ({ ...r, coverImageUrl: this.assetUrl(r.coverImageUrl)! }));
  }

  async insertReview(values: Insert<typeof curationReviews>) {
    const [row] = await this.db.insert(curationReviews).values(values).returning();
    return row;
  }

  // ---- events ----

  async publishedEvents() {
    const rows = await this.db
      .select()
      .from(events)
      .where(eq(events.published, true))
      .orderBy(desc(events.startDate), desc(events.eventSeq));
    return rows.map((r) => ({
      ...r,
      coverImageUrl: this.assetUrl(r.coverImageUrl)!,
      blocks: this.blocks(r.blocks),
    }));
  }

  async event(eventSeq: number) {
    const [row] = await this.db.select().from(events).where(eq(events.eventSeq, eventSeq));
    return row
      ? { ...row, coverImageUrl: this.assetUrl(row.coverImageUrl)!, blocks: this.blocks(row.blocks) }
      : null;
  }

  /** The event row locked for the coupon take (two taps at once queue here). */
  async lockEvent(eventSeq: number) {
    const [row] = await this.db.select().from(events).where(eq(events.eventSeq, eventSeq)).for('update');
    return row ?? null;
  }

  async insertEvent(values: Insert<typeof events>) {
    const [row] = await this.db.insert(events).values(values).returning();
    return row;
  }

  async updateEvent(eventSeq: number, values: Partial<Insert<typeof events>>) {
    const [row] = await this.db.update(events).set(values).where(eq(events.eventSeq, eventSeq)).returning();
    return row ?? null;
  }

  async couponTake(eventSeq: number, userSeq: number) {
    const [row] = await this.db
      .select()
      .from(eventCouponTakes)
      .where(and(eq(eventCouponTakes.eventSeq, eventSeq), eq(eventCouponTakes.userSeq, userSeq)));
    return row ?? null;
  }

  /** Inserts the take; null when this user already has one (the primary key decides, also under a race). */
  async insertCouponTake(eventSeq: number, userSeq: number, couponSeq: number, takenAt: Date) {
    const [row] = await this.db
      .insert(eventCouponTakes)
      .values({ eventSeq, userSeq, couponSeq, takenAt })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }
}
