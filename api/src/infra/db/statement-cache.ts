// Statements a repository builds once per shape (the query builder spends ~150-300 µs of CPU assembling one)
// with placeholders for the values, and prepares (postgres.js prepares each once per connection, so
// PostgreSQL parses it once and reuses its plan). Shapes can depend on what a request asks (a page size, a
// set of filters), so the cache is bounded: the `limit` most recently used are kept, the others built again
// when asked.
export class StatementCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit: number) {
    if (!(limit >= 1)) throw new RangeError(`StatementCache limit must be at least 1, not ${limit}`);
  }

  /** The entry for `key`, built by `build` the first time (or again after it was dropped). */
  get(key: string, build: () => T): T {
    let entry = this.entries.get(key);
    if (entry !== undefined) this.entries.delete(key);
    else {
      entry = build();
      if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, entry);
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The keys held, least recently used first. */
  keys(): IterableIterator<string> {
    return this.entries.keys();
  }
}
