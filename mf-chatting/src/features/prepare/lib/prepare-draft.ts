// The inquiry form of 채팅 상담 준비 refused because the session had ended (401: §8's alert, then the login page and
// back here): what was chosen and typed is kept on the device per shop, and the form opens with it again, still to
// be sent. Taken once: the form holds it from there, so sent or left, none is left. The signed-in person's (shared's
// storedJson: a logout, or someone else logging in here, forgets it).
import { storedJson } from '@guardian/shared/forms';

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
