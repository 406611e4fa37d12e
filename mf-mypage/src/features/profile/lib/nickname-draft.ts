// The nickname typed in 프로필 수정 when 저장 was refused because the session had ended (401: §8's alert, then the
// login, back to the form): the form opens with it again, still to be saved. Taken once: the form holds it from
// there (its leave guard asks before it is thrown away). The signed-in person's: the key starts with
// DRAFT_KEY_PREFIX, so a logout, or someone else logging in here, forgets it (personal-drafts.ts).
import { DRAFT_KEY_PREFIX } from '@guardian/shared';

export const NICKNAME_DRAFT_KEY = `${DRAFT_KEY_PREFIX}profile.nickname`;

export function readNicknameDraft(): string | null {
  try {
    return localStorage.getItem(NICKNAME_DRAFT_KEY);
  } catch {
    return null;
  }
}

/** Keeps `nickname` for the form's next opening; null leaves none. */
export function keepNicknameDraft(nickname: string | null): void {
  try {
    if (nickname === null) localStorage.removeItem(NICKNAME_DRAFT_KEY);
    else localStorage.setItem(NICKNAME_DRAFT_KEY, nickname);
  } catch {
    // No storage (private mode, a full one): the nickname is typed again.
  }
}
