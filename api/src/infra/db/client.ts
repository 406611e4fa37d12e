import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres, { type ParameterOrJSON, type Sql, type UnsafeQueryOptions } from 'postgres';
import { API_ROOT, REPO_ROOT } from '../../config.js';
import * as schema from '../../db/schema/index.js';

/** The driver-independent Drizzle type every repository works with. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(API_ROOT, 'drizzle');

export type DbOptions =
  | { kind: 'pglite'; dataDir?: string /* omitted: in memory */ }
  | { kind: 'postgres'; url: string; max?: number };

export function dbOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DbOptions {
  if (env.DATABASE_URL)
    return { kind: 'postgres', url: env.DATABASE_URL, max: Number(env.DB_POOL_SIZE ?? 10) };
  return { kind: 'pglite', dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite') };
}

/**
 * Drizzle hands postgres.js every query with `prepare: false` (only the query builder's `.prepare(name)` asks for a
 * prepared statement), so PostgreSQL parsed and planned each statement on every call: for `/v2/me` the planning
 * took longer than the execution. This view of the client prepares every parameterised statement, once per pooled
 * connection (postgres.js keys them by their text and recycles connections after 30-60 min, which bounds how
 * many a connection keeps); PostgreSQL then reuses the plan (a generic one once it proves no worse than custom
 * ones). Statements without parameters (migrations' multi-statement scripts, `begin`) stay as they were, and so
 * do pattern searches (`LIKE`/`ILIKE`): their best plan depends on the pattern, and a generic plan made the
 * community search with a breed 5x slower (9 instead of 49 req/s) while every other route got faster.
 * Transactions and savepoints hand their callback a client that behaves the same.
 */
const PATTERN_MATCH = /\bi?like\b/i;
/**
 * A single read without parameters (the community feed once its LIMIT is written in, see `literalLimit`) is
 * prepared too; anything else without parameters (scripts, `begin`, DDL) is not.
 */
const SINGLE_READ = /^\s*(select|with)\b[^;]*$/i;
const shouldPrepare = (query: string, args: unknown[] | undefined) =>
  !PATTERN_MATCH.test(query) && (!!args?.length || SINGLE_READ.test(query));

export function preparedByDefault(client: Sql): Sql {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'unsafe')
        return (query: string, args?: ParameterOrJSON<never>[], options?: UnsafeQueryOptions) =>
          target.unsafe(
            query,
            args,
            shouldPrepare(query, args)
              ? // postgres.js sends a statement without parameters by the simple protocol (never prepared) unless told.
                ({ ...options, prepare: true, simple: false } as UnsafeQueryOptions)
              : options,
          );
      if (prop === 'begin' || prop === 'savepoint') {
        const original = Reflect.get(target, prop, receiver) as ((...a: unknown[]) => unknown) | undefined;
        if (typeof original !== 'function') return original;
        return (...a: unknown[]) => {
          const fn = a.pop() as (tx: Sql) => unknown;
          return original.call(target, ...a, (tx: Sql) => fn(preparedByDefault(tx)));
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}

export async function openDb(opts: DbOptions): Promise<DbHandle> {
  if (opts.kind === 'postgres') {
    const client = postgres(opts.url, { max: opts.max ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(preparedByDefault(client), { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm (the community search's trigram index) is a contrib extension PGlite loads on request; the
  // migration still runs `create extension`, which is what PostgreSQL needs.
  const pgliteOptions: PGliteOptions = { extensions: { pg_trgm } };
  const client = opts.dataDir ? new PGlite(opts.dataDir, pgliteOptions) : new PGlite(pgliteOptions);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * Integer ids as one PostgreSQL array literal, for an `= any($n::int[])` placeholder: a statement built once then
 * serves any number of ids (`in ($1, $2, …)` has one shape per count). Only for validated integers.
 */
export const intArrayLiteral = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * A LIMIT written into the statement instead of sent as a parameter, for the prepared statements of hot reads.
 * With `limit $n` PostgreSQL cannot cost a generic plan (it assumes a tenth of the rows), so it plans every
 * call afresh (a custom plan: ~0.3-0.5 ms for the community feed, three times its execution); with the number
 * in the text the cached generic plan is used. Page sizes are a handful of validated integers, so this adds a
 * few statements per connection, not one per request.
 */
export function literalLimit(n: number): number {
  // Anything but a row count (the query schemas let `size=1e309` through as Infinity) stays a parameter, as before.
  if (!Number.isSafeInteger(n) || n < 0) return n;
  // drizzle writes an object limit as SQL (` limit ${limit}`); the type only admits numbers and placeholders.
  return sql.raw(String(n)) as unknown as number;
}
