import { asc, desc, eq, sql } from 'drizzle-orm';
import { breeds, emotionWords } from '../../db/schema/index.js';
import type { Db } from '../../infra/db/client.js';

export class CatalogRepository {
  constructor(private readonly db: Db) {}

  /**
   * 믹스견 and 믹스묘 first, the most common answer in Korea, then breed number order: every list that shows breeds
   * (the pet sheet's picker, which shows the first 30, and the community's breed tag) reads in this one order.
   */
  breeds(kind?: 'DOG' | 'CAT') {
    const q = this.db.select().from(breeds);
    return (kind ? q.where(eq(breeds.kind, kind)) : q).orderBy(
      desc(sql`${breeds.name} like '믹스%'`),
      asc(breeds.breedSeq),
    );
  }

  emotionWords() {
    return this.db.select().from(emotionWords).orderBy(asc(emotionWords.emotionSeq));
  }
}
