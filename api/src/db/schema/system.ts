import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.js';

/** Fixed-window counters shared by every API process. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    windowStart: tz('window_start').notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_expires_idx').on(t.expiresAt)],
);

/** Which seeds have run on this database (the seed runner runs each once). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: tz('ran_at').notNull().defaultNow(),
});
