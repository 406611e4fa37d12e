import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { rateLimitBuckets } from '../db/schema/index.js';

export interface Bucket {
  count: number;
  retryAfterSec: number;
}

const windowOf = (now: Date, windowSec: number) => {
  const ms = windowSec * 1000;
  const start = new Date(Math.floor(now.getTime() / ms) * ms);
  return { start, end: new Date(start.getTime() + ms) };
};

const retryAfter = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

/**
 * Fixed-window counters in PostgreSQL: one upsert per hit, so every API process shares them. Windows are read on
 * the app's clock (`app.now`), so a test can pin where in a window its attempts fall.
 */
export class RateLimitRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async hit(key: string, windowSec: number, now = this.clock()): Promise<Bucket> {
    const { start, end } = windowOf(now, windowSec);
    const [row] = await this.db
      .insert(rateLimitBuckets)
      .values({ key, windowStart: start, count: 1, expiresAt: end })
      .onConflictDoUpdate({
        target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
        set: { count: sql`${rateLimitBuckets.count} + 1` },
      })
      .returning({ count: rateLimitBuckets.count });
    return { count: row.count, retryAfterSec: retryAfter(end, now) };
  }

  async peek(key: string, windowSec: number, now = this.clock()): Promise<Bucket> {
    const { start, end } = windowOf(now, windowSec);
    const [row] = await this.db
      .select({ count: rateLimitBuckets.count })
      .from(rateLimitBuckets)
      .where(and(eq(rateLimitBuckets.key, key), eq(rateLimitBuckets.windowStart, start)));
    return { count: row?.count ?? 0, retryAfterSec: retryAfter(end, now) };
  }

  /** Takes one hit back (never below zero). */
  async refund(key: string, windowSec: number, now = this.clock()) {
    const { start } = windowOf(now, windowSec);
    await this.db
      .update(rateLimitBuckets)
      .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
      .where(and(eq(rateLimitBuckets.key, key), eq(rateLimitBuckets.windowStart, start)));
  }

  async reset(key: string) {
    await this.db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
  }

  async purgeExpired(now = this.clock()) {
    await this.db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.expiresAt, now));
  }
}
