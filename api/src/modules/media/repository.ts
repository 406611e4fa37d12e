import { and, eq, inArray, isNull } from 'drizzle-orm';
import { media, type UploaderKind } from '../../db/schema/index.js';
import type { Db } from '../../infra/db/client.js';

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

  async byIds(mediaSeqs: number[]): Promise<MediaRow[]> {
    if (!mediaSeqs.length) return [];
    return this.db.select().from(media).where(inArray(media.mediaSeq, mediaSeqs));
  }

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

  async one(mediaSeq: number) {
    const [row] = await this.db.select().from(media).where(eq(media.mediaSeq, mediaSeq));
    return row ?? null;
  }
}
