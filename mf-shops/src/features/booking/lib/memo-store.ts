// The booking being made, per shop and product: its memo, and what was chosen for it (pets, day, time, check-out,
// the pass that pays). Both survive going back a step (반려동물 선택, the product page, by the header's back or the
// phone's), a failed request and a reload of the page (a pull to refresh, the app reopening the tab), and are cleared
// once the request succeeds. Kept in the tab's sessionStorage, as a review's draft is: a closed tab starts over.
import { newClientId } from '@guardian/shared/forms';
import { createSessionDraftStore, sessionDraftKey } from '../../../lib/draft-store';
import type { FlowState } from './flow';

export const memoKey = (shopId: number, productSeq: number) => `${shopId}:${productSeq}`;

export const BOOKING_MEMOS_STORAGE_KEY = sessionDraftKey('booking-memos');
export const useBookingMemoStore = createSessionDraftStore<string>('booking-memos');

/** The choices of the booking being made, as last seen on its steps (a step's address holds them while it is open). */
export type BookingChoices = Partial<Omit<FlowState, 'product'>>;

export const useBookingChoicesStore = createSessionDraftStore<BookingChoices>('booking-choices');

/** Remembers these choices of the booking `key` (memoKey), keeping the others. */
export function rememberChoices(key: string, choices: BookingChoices) {
  const { drafts, setDraft } = useBookingChoicesStore.getState();
  setDraft(key, { ...drafts[key], ...choices });
}

/** What the booking `key` had chosen when last on a step: nothing for a new one, or after its request was made. */
export const rememberedChoices = (key: string): BookingChoices =>
  useBookingChoicesStore.getState().drafts[key] ?? {};

/**
 * The request last sent for the booking `key` (memoKey): its clientId, what it asked for, and whether it went
 * unanswered (the signal dropped, the server failed). Kept with the choices, so 다시 시도 from the fail page, a
 * reload or a second tap sends the same clientId for the same request, and the API answers the booking the first one
 * may have made instead of making another. Cleared with the choices once the request succeeds.
 */
export interface BookingAttempt {
  clientId: string;
  /** What was asked (attemptContent): another request (a choice or the memo changed) gets a new clientId. */
  content: string;
  /** No answer came (a network error, the server failing): the booking may have been made. */
  unanswered: boolean;
}

export const BOOKING_ATTEMPTS_STORAGE_KEY = sessionDraftKey('booking-attempts');
export const useBookingAttemptStore = createSessionDraftStore<BookingAttempt>('booking-attempts');

/** What a request asks for, as compared between attempts (the choices as the owner made them, and the memo). */
export const attemptContent = (choices: Omit<BookingChoices, 'product'>, memo: string) =>
  JSON.stringify([
    choices.pets ?? [],
    choices.date ?? null,
    choices.time ?? null,
    choices.end ?? null,
    choices.voucher ?? null,
    memo.trim(),
  ]);

/** The clientId to send for `content` of the booking `key`: the last one while it asks the same, else a new one. */
export function attemptFor(key: string, content: string): string {
  const { drafts, setDraft } = useBookingAttemptStore.getState();
  const last = drafts[key];
  const clientId = last?.content === content ? last.clientId : newClientId();
  setDraft(key, { clientId, content, unanswered: true });
  return clientId;
}

/** The request of `key` was answered (`unanswered` false: nothing was made) or may not have been (true). */
export function settleAttempt(key: string, unanswered: boolean) {
  const { drafts, setDraft } = useBookingAttemptStore.getState();
  const last = drafts[key];
  if (last) setDraft(key, { ...last, unanswered });
}
