import { asc, eq } from 'drizzle-orm';
import { breeds, emotionWords } from '../../db/schema/index.js';
import type { Db } from '../../infra/db/client.js';

export class CatalogRepository {
  constructor(private readonly db: Db) {}

  breeds(kind?: 'DOG' | 'CAT') {
    const q = this.db.select().from(breeds);
    return (kind ? q.where(eq(breeds.kind, kind)) : q).orderBy(asc(breeds.breedSeq));
  }

  emotionWords() {
    return this.db.select().from(emotionWords).orderBy(asc(emotionWords.emotionSeq));
  }
}
