// Recent searches, kept on this device only (newest first, at most 10, no duplicates). They are the signed-in
// person's, as a draft is: kept under the drafts' prefix, a logout (or someone else logging in here) forgets them.
import { DRAFT_KEY_PREFIX } from '@guardian/shared';

export const RECENT_SEARCHES_KEY = `${DRAFT_KEY_PREFIX}community-recent-searches`;
const KEY = RECENT_SEARCHES_KEY;
/** Where they were kept until 2026-12-07, outside the prefix: the next person on the phone saw them. */
const LEGACY_KEY = 'guardian:community-recent-searches';
const MAX = 10;

export function readRecent(): string[] {
  try {
    localStorage.removeItem(LEGACY_KEY);
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

function write(list: string[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage blocked: recent searches are only a convenience.
  }
}

export function addRecent(word: string): string[] {
  const w = word.trim();
  const next = w ? [w, ...readRecent().filter((x) => x !== w)].slice(0, MAX) : readRecent();
  write(next);
  return next;
}

export function removeRecent(word: string): string[] {
  const next = readRecent().filter((x) => x !== word);
  write(next);
  return next;
}

export function clearRecent(): string[] {
  write([]);
  return [];
}
