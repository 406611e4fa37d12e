import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { media, type UploaderKind } from '../../db/schema/index.js';
import { type Db, intArrayLiteral } from '../../infra/db/client.js';

export type NewMedia = typeof media.$inferInsert;
export type MediaRow = typeof media.$inferSelect;

export interface Uploader {
  kind: UploaderKind;
  seq: number;
}

/** Rows of uploaded photos; the files themselves are in the storage. */
export class MediaRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewMedia) {
    const [row] = await this.db.insert(media).values(values).returning();
    return row;
  }

  /** The rows of these photos (every photo screen's links; built once, the ids as one int[], and prepared). */
  async byIds(mediaSeqs: number[]): Promise<MediaRow[]> {
    if (!mediaSeqs.length) return [];
    this.byIdsQuery ??= this.db
      .select()
      .from(media)
      .where(sql`${media.mediaSeq} = any(${sql.placeholder('seqs')}::int[])`)
      .prepare('media_by_ids');
    return this.byIdsQuery.execute({ seqs: intArrayLiteral(mediaSeqs) });
  }

  private byIdsQuery?: { execute(p: { seqs: string }): Promise<MediaRow[]> };

  /** The rows, locked until the transaction ends (two claims of one photo cannot both win). */
  async lock(mediaSeqs: number[]): Promise<MediaRow[]> {
    if (!mediaSeqs.length) return [];
    return this.db
      .select()
      .from(media)
      .where(inArray(media.mediaSeq, mediaSeqs))
      .orderBy(media.mediaSeq)
      .for('update');
  }

  async markAttached(mediaSeqs: number[], at: Date) {
    if (!mediaSeqs.length) return;
    await this.db
      .update(media)
      .set({ attachedAt: at })
      .where(and(inArray(media.mediaSeq, mediaSeqs), isNull(media.attachedAt)));
  }

  async release(mediaSeqs: number[]) {
    if (!mediaSeqs.length) return;
    await this.db.update(media).set({ attachedAt: null }).where(inArray(media.mediaSeq, mediaSeqs));
  }

  /**
   * Deletes up to `limit` photos never attached (or released) and uploaded before `cutoff`; returns them so
   * their files can go too. A photo being claimed is locked by the claim, and re-checked once it is free.
   */
  async deleteUnattached(cutoff: Date, limit: number): Promise<MediaRow[]> {
    const stale = this.db
      .select({ seq: media.mediaSeq })
      .from(media)
      .where(and(isNull(media.attachedAt), lt(media.createdAt, cutoff)))
      .limit(limit);
    return this.db
      .delete(media)
      .where(and(inArray(media.mediaSeq, stale), isNull(media.attachedAt)))
      .returning();
  }

  async one(mediaSeq: number) {
    const [row] = await this.db.select().from(media).where(eq(media.mediaSeq, mediaSeq));
    return row ?? null;
  }
}
