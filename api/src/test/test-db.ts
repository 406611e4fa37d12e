import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DbHandle, openDb } from '../infra/db/client.js';

export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDbKind = 'pglite' | 'postgres';
export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export async function postgresReachable(url = PG_ADMIN_URL): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or on PostgreSQL a new database
 * `guardian_t_<random>` that `close()` drops again.
 */
export async function createTestDb(kind: TestDbKind = testDbKind()): Promise<DbHandle> {
  if (kind === 'pglite') {
    const handle = await openDb({ kind: 'pglite' });
    await handle.migrate();
    return handle;
  }
  const name = `guardian_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDb({ kind: 'postgres', url: url.toString(), max: 5 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
