// What a signed-in person has typed and not sent (a post, a review, a booking memo, a chat message, an AI 프로필
// order) is theirs: a logout or an account deletion on this device forgets it (the session store's `leave`), so
// whoever logs in here next does not find it. A session that merely expires keeps it for the same person, who logs
// in again and goes on; someone else logging in next finds nothing (the device remembers whose drafts it holds:
// claimDrafts).
// Drafts kept in the browser's storage live under keys starting with DRAFT_KEY_PREFIX, so they are forgotten even
// when the app that wrote them has not loaded this time; one held in memory registers how it empties itself.

/** The storage key prefix of every draft (localStorage or sessionStorage). */
export const DRAFT_KEY_PREFIX = 'guardian.draft.';

const inMemory = new Set<() => void>();

/** Registers how a draft store empties itself at logout; returns the unregistering function. */
export function onDraftsForgotten(forget: () => void): () => void {
  inMemory.add(forget);
  return () => inMemory.delete(forget);
}

/** Forgets every draft on this device: the stored ones and those held in memory. */
export function forgetDrafts(): void {
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      for (let i = storage.length - 1; i >= 0; i--) {
        const key = storage.key(i);
        if (key?.startsWith(DRAFT_KEY_PREFIX)) storage.removeItem(key);
      }
    } catch {
      // No storage (private mode, a WebView without it): there is nothing stored to forget.
    }
  }
  for (const forget of inMemory) forget();
}

/** Whose drafts this device holds: the id of the last person signed in here (localStorage). */
const OWNER_KEY = `${DRAFT_KEY_PREFIX}owner`;

/**
 * The id of the last person signed in on this device (as a string), by any window sharing this storage; null when
 * unknown (none yet, or no storage).
 */
export function lastSignedIn(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

/**
 * Called with each signed-in person: the drafts become theirs. When they belong to someone else (that person's
 * session expired and another logged in on this device), they are forgotten first.
 */
export function claimDrafts(userId: number): void {
  const owner = String(userId);
  // No storage: nothing stored can be someone else's; held drafts are the page's own.
  const previous = lastSignedIn();
  if (previous === owner) return;
  if (previous !== null) forgetDrafts();
  try {
    localStorage.setItem(OWNER_KEY, owner);
  } catch {
    // No storage: see above.
  }
}
