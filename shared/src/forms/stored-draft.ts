// One draft kept on the device: what a box keeps of what was typed and not sent (a chat message, a comment, a post,
// a nickname, a report), so that leaving, a reload, the app closing or a session that ended (§8's alert, the login,
// back) does not lose it. Every such box keeps its draft the same way, here:
// - in localStorage under DRAFT_KEY_PREFIX, so it is the signed-in person's: a logout, or someone else logging in on
//   this device, forgets it (personal-drafts.ts);
// - read back through a check of its shape, so a draft written by an older app (or by hand) is none rather than a
//   crash;
// - without storage (private mode, a WebView without it, a full one) nothing fails: the draft lives as long as the
//   page holds it.
import { DRAFT_KEY_PREFIX } from '@guardian/shared';

export interface StoredDraft<T> {
  /** Its storage key: DRAFT_KEY_PREFIX and the draft's name. */
  readonly key: string;
  /** The kept draft, or null: none kept, not a draft of this shape, or no storage. */
  read(): T | null;
  /** Keeps `value` in place of what was kept; null leaves none. */
  keep(value: T | null): void;
}

function storedDraft<T>(
  name: string,
  parse: (raw: string) => T | null,
  stringify: (value: T) => string,
): StoredDraft<T> {
  const key = `${DRAFT_KEY_PREFIX}${name}`;
  return {
    key,
    read() {
      try {
        const raw = localStorage.getItem(key);
        return raw === null ? null : parse(raw);
      } catch {
        return null;
      }
    },
    keep(value) {
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, stringify(value));
      } catch {
        // No storage, or a full one: see above.
      }
    },
  };
}

/** A draft of plain text under `name`, stored as typed. */
export const storedText = (name: string): StoredDraft<string> =>
  storedDraft(
    name,
    (raw) => raw,
    (text) => text,
  );

/**
 * A draft of several fields under `name`, stored as JSON. `shape` gives the draft back from what was read, or null
 * when that is not one.
 */
export const storedJson = <T>(name: string, shape: (value: unknown) => T | null): StoredDraft<T> =>
  storedDraft(name, (raw) => shape(JSON.parse(raw)), JSON.stringify);
