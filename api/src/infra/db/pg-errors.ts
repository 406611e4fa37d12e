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
