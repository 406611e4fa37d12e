/** The items with the first of each key kept, in order: pages read by offset can overlap when the list grows. */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => number | string): T[] {
  const seen = new Set<number | string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
