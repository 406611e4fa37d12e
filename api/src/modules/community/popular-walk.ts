/**
 * The POPULAR feed's cursor. Like counts change while someone reads: with a cursor at a like count and a seq (the
 * old `${likeCount}_${communitySeq}`), a post liked between two pages jumped over the cursor and was never shown,
 * and one unliked fell back under it and was shown twice. The walk carries instead the posts it has served, and
 * each page is the most liked of those it has not: a post liked meanwhile comes on the next page, one unliked is
 * not shown again, and every post comes exactly once.
 *
 * Written as `p` + base64url of the served seqs, ascending, each as its difference from the one before in
 * 7-bit groups (LEB128): about one and a half characters a post, 1.5 KB for 1,000. Past `POPULAR_WALK_MAX`
 * posts a walk goes on by the old keyset cursor from its last post.
 */
export const POPULAR_WALK_MAX = 1000;

export const WALK_PREFIX = 'p';

/** A seq is a PostgreSQL `integer`. */
const SEQ_MAX = 2_147_483_647;

/** The longest cursor a walk writes: every seq's difference in five 7-bit groups, as base64url. */
export const WALK_CURSOR_MAX_LENGTH = WALK_PREFIX.length + Math.ceil((POPULAR_WALK_MAX * 5 * 4) / 3);

export const isWalkCursor = (cursor: string | undefined) => !!cursor?.startsWith(WALK_PREFIX);

export function encodeWalk(served: number[]): string {
  const seqs = [...new Set(served)].sort((a, b) => a - b);
  const bytes: number[] = [];
  let previous = 0;
  for (const seq of seqs) {
    let gap = seq - previous;
    previous = seq;
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80);
      gap = Math.floor(gap / 0x80);
    }
    bytes.push(gap);
  }
  return WALK_PREFIX + Buffer.from(bytes).toString('base64url');
}

/** The served seqs a walk cursor holds; null when it is not one this API wrote. */
export function decodeWalk(cursor: string): number[] | null {
  const body = cursor.slice(WALK_PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
  const bytes = Buffer.from(body, 'base64url');
  const seqs: number[] = [];
  let previous = 0;
  let gap = 0;
  let scale = 1;
  for (const byte of bytes) {
    gap += (byte & 0x7f) * scale;
    if (gap > SEQ_MAX) return null;
    if (byte & 0x80) {
      scale *= 0x80;
      continue;
    }
    // Seqs only rise (and start at 1): a difference of 0 is not one this API wrote.
    if (gap === 0 || previous + gap > SEQ_MAX) return null;
    previous += gap;
    seqs.push(previous);
    if (seqs.length > POPULAR_WALK_MAX) return null;
    gap = 0;
    scale = 1;
  }
  return scale === 1 && seqs.length ? seqs : null;
}
