// The booking being made, per shop and product: its memo, and what was chosen for it (pets, day, time, check-out,
// the pass that pays). Both survive going back a step (반려동물 선택, the product page, by the header's back or the
// phone's), a failed request and a reload of the page (a pull to refresh, the app reopening the tab), and are cleared
// once the request succeeds. Kept in the tab's sessionStorage, as a review's draft is: a closed tab starts over.
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
