/** True when `err` (or the driver error Drizzle wraps in `cause`) is a unique violation, optionally of one index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (
    let e = err as
      { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') {
      const name = e.constraint ?? e.constraint_name;
      return !constraint || name === constraint;
    }
  }
  return false;
}

/**
 * SQLSTATEs that mean the input could not be stored or compared (a number out of its column's range, text
 * that is not a number or a date): the client's mistake, never a server fault. The schemas bound every id and
 * date; this is the backstop for a field a future schema forgets.
 */
const BAD_INPUT_STATES = new Set(['22003', '22P02', '22007', '22008', '22001', '22021', '2201X', '2201W']);

/** True when `err` (or a cause) is a PostgreSQL error about the input's value. */
export function isBadInputError(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && BAD_INPUT_STATES.has(e.code)) return true;
  }
  return false;
}
