// The nickname typed in 프로필 수정 when 저장 was refused because the session had ended (401: §8's alert, then the
// login, back to the form): the form opens with it again, still to be saved. Taken once: the form holds it from
// there (its leave guard asks before it is thrown away). The signed-in person's (shared's storedText: a logout, or
// someone else logging in here, forgets it).
import { storedText } from '@guardian/shared/forms';

const nicknameDraft = storedText('profile.nickname');

export const NICKNAME_DRAFT_KEY = nicknameDraft.key;

export const readNicknameDraft = (): string | null => nicknameDraft.read();

/** Keeps `nickname` for the form's next opening; null leaves none. */
export const keepNicknameDraft = (nickname: string | null): void => nicknameDraft.keep(nickname);
