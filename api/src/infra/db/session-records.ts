import { and, inArray, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { editorSessions, sessions, staffSessions } from '../../db/schema/index.js';
import type { Db } from './client.js';

/** The three session tables (owners', shop staff's, editors'): the same columns for when a session began and ended. */
type SessionTable = typeof sessions | typeof staffSessions | typeof editorSessions;

/**
 * Deletes up to `limit` sessions of `table` begun before `cutoff` that no longer sign anyone in at `now` (expired or
 * revoked): login records past their keeping period. One select by the table's created_at index, then a delete by
 * key; returns how many went (the caller repeats while a batch comes back full).
 */
export async function deleteSessionsBegunBefore(
  db: Db,
  table: SessionTable,
  cutoff: Date,
  now: Date,
  limit: number,
): Promise<number> {
  const old = db
    .select({ seq: table.sessionSeq })
    .from(table)
    .where(and(lt(table.createdAt, cutoff), or(lte(table.expiresAt, now), isNotNull(table.revokedAt))))
    .limit(limit);
  const rows = await db
    .delete(table)
    .where(inArray(table.sessionSeq, old))
    .returning({ seq: table.sessionSeq });
  return rows.length;
}
