import { describe, expect, it, vi } from 'vitest';
import { StatementCache } from '../statement-cache.js';

describe('StatementCache', () => {
  it('builds a statement once per shape and hands the same one back', () => {
    const cache = new StatementCache<{ shape: string }>(10);
    const build = vi.fn(() => ({ shape: 'a' }));
    const first = cache.get('a', build);
    expect(cache.get('a', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps only the most recently used, so request-chosen shapes cannot grow it without end', () => {
    const cache = new StatementCache<string>(2);
    const build = vi.fn((key: string) => `statement ${key}`);
    cache.get('a', () => build('a'));
    cache.get('b', () => build('b'));
    cache.get('a', () => build('a')); // a used again: b is now the oldest
    cache.get('c', () => build('c'));
    expect([...cache.keys()]).toEqual(['a', 'c']);
    cache.get('a', () => build('a'));
    expect(build.mock.calls.map(([k]) => k)).toEqual(['a', 'b', 'c']);
    cache.get('b', () => build('b'));
    expect(build.mock.calls.map(([k]) => k)).toEqual(['a', 'b', 'c', 'b']);
  });

  it('refuses a limit below one', () => {
    expect(() => new StatementCache(0)).toThrow(RangeError);
  });
});
