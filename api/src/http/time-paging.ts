// Keyset paging of lists newest first by an instant, ties broken by the row's seq (지난 쿠폰, 지난 이용권).
import { Type, type TSchema } from '@sinclair/typebox';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { defaulted, obj, S } from './schemas.js';

export const timeCursorQuery = obj({
  cursor: Type.Optional(
    Type.String({
      maxLength: 26,
      pattern: '^\\d{1,15}_[1-9]\\d{0,9}$',
      description: "the previous page's `nextCursor`",
    }),
  ),
  size: defaulted(Type.Integer({ minimum: 1, maximum: 50 }), 20),
});

export const timePageOf = <T extends TSchema>(item: T) =>
  obj({
    items: Type.Array(item),
    nextCursor: S.nullable(S.str, {
      description: 'pass as `cursor` for the next (older) page; null at the end',
    }),
  });

/**
 * A cursor is `<epoch ms>_<seq>` of the last row shown. The instant is compared to the millisecond, as the cursor
 * carries it, and its milliseconds are read by SQL: a row written by SQL may hold microseconds, and compared whole
 * (or rounded by the driver) the row the cursor names would come again on the next page.
 */
export const cursorMs = (instant: SQLWrapper) =>
  sql<string>`floor(extract(epoch from ${instant}) * 1000)::bigint::text`;

/** The instant to the millisecond: what a page is ordered by and a cursor compared with. */
export const toMs = (instant: SQLWrapper) => sql`date_trunc('milliseconds', ${instant})`;

/** Rows after the cursor in (instant desc, seq desc) order; none given: from the newest. */
export function afterCursor(
  instant: SQLWrapper,
  seq: SQLWrapper,
  cursor: string | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  const [ms, s] = cursor.split('_').map(Number);
  const at = new Date(ms).toISOString();
  return sql`(${toMs(instant)}, ${seq}) < (${at}::timestamptz, ${Math.min(s, 2_147_483_647)})`;
}

/** Of rows read one past `size` (newest first), the page and the cursor of the page after it (null at the end). */
export function timePage<R extends { cursorMs: string }>(rows: R[], size: number, seq: (r: R) => number) {
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > size ? `${last.cursorMs}_${seq(last)}` : null };
}
