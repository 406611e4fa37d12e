import { describe, expect, it } from 'vitest';
import { decodeWalk, encodeWalk, POPULAR_WALK_MAX, WALK_CURSOR_MAX_LENGTH } from '../popular-walk.js';

describe('the popular walk cursor', () => {
  it('gives back the posts it was written with, ascending, once each', () => {
    expect(decodeWalk(encodeWalk([9, 3, 300_000, 3, 128]))).toEqual([3, 9, 128, 300_000]);
  });

  it('holds the most a walk serves, the largest seqs too, within the length the API accepts', () => {
    const spread = Array.from({ length: POPULAR_WALK_MAX }, (_, i) => 2_147_483_647 - i * 2_000_000);
    const cursor = encodeWalk(spread);
    expect(cursor.length).toBeLessThanOrEqual(WALK_CURSOR_MAX_LENGTH);
    expect(decodeWalk(cursor)).toEqual([...spread].sort((a, b) => a - b));
    // A thousand posts of a busy feed (seqs near each other): about 1.5 KB.
    expect(encodeWalk(Array.from({ length: 1000 }, (_, i) => 90_000 + i * 40)).length).toBeLessThan(2100);
  });

  it('refuses what it did not write: a seq past an integer, a repeated one, a cut-off one, more than the most', () => {
    expect(decodeWalk(`p${Buffer.from([0xff, 0xff, 0xff, 0xff, 0x7f]).toString('base64url')}`)).toBeNull();
    expect(decodeWalk(`p${Buffer.from([5, 0]).toString('base64url')}`)).toBeNull();
    expect(decodeWalk(`p${Buffer.from([5, 0x85]).toString('base64url')}`)).toBeNull();
    expect(decodeWalk(encodeWalk(Array.from({ length: POPULAR_WALK_MAX + 1 }, (_, i) => i + 1)))).toBeNull();
    expect(decodeWalk('p')).toBeNull();
  });
});
