import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
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

export async function openDb(opts: DbOptions): Promise<DbHandle> {
  if (opts.kind === 'postgres') {
    const client = postgres(opts.url, { max: opts.max ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
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
