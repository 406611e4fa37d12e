// Back from 예약 요청 완료 must not land on a step of the booking just made: 반려동물 선택 with its pet still ticked
// (the form itself is replaced by the success page), as if it waited to be sent again. The success page cannot take
// the earlier steps out of the history, so the steps know themselves: each history entry a step of a booking is shown
// in (its location key) is remembered for that booking (memoKey) while it is made, and once its request succeeds
// those entries are marked finished. A finished step opened again (the phone's back, forward) steps back past itself,
// to the page the booking started from (the product), or puts that page in its place when nothing is behind it.
// Kept in the tab's sessionStorage with the booking's other drafts: a reload keeps the keys, as the history does.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useGoBack } from '@guardian/shared';
import { createSessionDraftStore } from '../../../lib/draft-store';

/** memoKey → the history entries (location keys) its steps were shown in, while the booking is being made. */
export const useBookingStepsStore = createSessionDraftStore<string[]>('booking-steps');
/** Location key → true: a step of a booking whose request was made. */
export const useFinishedStepsStore = createSessionDraftStore<true>('booking-finished-steps');

/** Enough for any one booking's steps (each tap on a pet replaces the entry: a new key). */
const STEPS_KEPT = 50;
/** Enough for the bookings of a session; the oldest are forgotten first. */
const FINISHED_KEPT = 200;

/**
 * The entry the page was opened at (and a memory router's first) is named 'default' by the router, whatever page it
 * is: never marked, or every page opened first would count as a finished step.
 */
const UNNAMED = 'default';

function rememberStep(key: string, entry: string) {
  const { drafts, setDraft } = useBookingStepsStore.getState();
  const steps = drafts[key] ?? [];
  if (!steps.includes(entry)) setDraft(key, [...steps, entry].slice(-STEPS_KEPT));
}

/**
 * The booking `key` (memoKey) was made: the entries of its steps are finished, but `current` (the form's own, which
 * the success page takes the place of): marked, the form would leave it by itself while the success page comes.
 */
export function finishBookingSteps(key: string, current: string) {
  const steps = useBookingStepsStore.getState().drafts[key] ?? [];
  useBookingStepsStore.getState().clearDraft(key);
  const drafts = { ...useFinishedStepsStore.getState().drafts };
  for (const entry of steps) if (entry !== current) drafts[entry] = true;
  const kept = Object.keys(drafts).slice(-FINISHED_KEPT);
  useFinishedStepsStore.setState({ drafts: Object.fromEntries(kept.map((e) => [e, true as const])) });
}

/**
 * A step of the booking `key` (memoKey; null while the step does not know its product) in this history entry:
 * remembered as the booking's, or, when the booking it belonged to was made since, left for the page behind it
 * (`fallback` in its place when there is none). True while it is leaving: the step shows nothing of itself.
 */
export function useFinishedStep(key: string | null, fallback: string): boolean {
  const { key: entry } = useLocation();
  const finished = useFinishedStepsStore((s) => s.drafts[entry] === true);
  const goBack = useGoBack(fallback);
  const left = useRef<string | null>(null);
  useEffect(() => {
    if (!finished) {
      if (key && entry !== UNNAMED) rememberStep(key, entry);
      return;
    }
    if (left.current === entry) return;
    left.current = entry;
    goBack();
  }, [finished, key, entry, goBack]);
  return finished;
}
