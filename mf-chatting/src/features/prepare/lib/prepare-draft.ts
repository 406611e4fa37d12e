// The inquiry form of 채팅 상담 준비 as it is filled in: what is chosen and typed is kept on the device per shop as it
// changes, so a reload, the phone's back and forward, the app closing or a session that ended (§8's alert, the login
// page and back here) lose none of it, and the form opens with it again, still to be sent. It holds the name and
// phone written for the shop, so it is kept no longer than it is needed: not at all while the form is as it came,
// and gone once the inquiry is sent (the room opens). The signed-in person's (shared's storedJson: a logout, or
// someone else logging in here, forgets it).
import { phoneDigits, storedJson } from '@guardian/shared/forms';

export interface PrepareDraft {
  type: string | null;
  petSeqs: number[];
  date: string;
  name: string;
  phone: string;
  /** Each extra question's answer, by the question (the shop may have changed its questions since). */
  answers: Record<string, string>;
}

const isText = (v: unknown): v is string => typeof v === 'string';

const prepareDraft = (shopId: number) =>
  storedJson(`chat-prepare.${shopId}`, (value): PrepareDraft | null => {
    const d = value as Partial<PrepareDraft> | null;
    const answers = d?.answers;
    const ok =
      (d?.type === null || isText(d?.type)) &&
      Array.isArray(d.petSeqs) &&
      d.petSeqs.every((s) => typeof s === 'number') &&
      isText(d.date) &&
      isText(d.name) &&
      isText(d.phone) &&
      typeof answers === 'object' &&
      answers !== null &&
      Object.values(answers).every(isText);
    return ok ? (d as PrepareDraft) : null;
  });

/** The form kept for `shopId`, or none. */
export const readPrepareDraft = (shopId: number): PrepareDraft | null => prepareDraft(shopId).read();

/** Keeps `draft` for the form's next opening on `shopId`; null leaves none. */
export const keepPrepareDraft = (shopId: number, draft: PrepareDraft | null): void =>
  prepareDraft(shopId).keep(draft);

/** The form as it opens with nothing kept: nothing chosen but `petSeqs`, the account's name and phone. */
export const blankDraft = (name: string, phone: string, petSeqs: number[] = []): PrepareDraft => ({
  type: null,
  petSeqs,
  date: '',
  name,
  phone,
  answers: {},
});

/**
 * `draft` says nothing `blank` does not: nothing to keep (kept, the next opening said it brought back a form no one
 * had written in, and the account's name and phone sat on the device for nothing). The same number written another
 * way (with or without dashes) is the same phone.
 */
export const sameAsBlank = (draft: PrepareDraft, blank: PrepareDraft): boolean =>
  draft.type === blank.type &&
  [...draft.petSeqs].sort().join() === [...blank.petSeqs].sort().join() &&
  draft.date === blank.date &&
  draft.name === blank.name &&
  phoneDigits(draft.phone) === phoneDigits(blank.phone) &&
  Object.values(draft.answers).every((answer) => answer === '');
