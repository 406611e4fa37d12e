// A booking request whose answer never came (the signal dropped mid-way, the client's timer ran out) may well have
// been made: the API got it and its answer was lost. So before anything is said, the same request goes once more
// (the same clientId: the API answers the booking the first one made instead of making another); offline, the
// mutation waits for the connection (React Query's networkMode). Still no answer: nobody knows whether it was made,
// and the page says so (not "예약을 요청하지 못했어요"), leading to 예약 내역.
import { isApiError, isRetryable } from '@guardian/shared';

/** No answer came, or a gateway's stand-in for one (502, 504): the request may have reached the API. */
export const isLostAnswer = (error: unknown): boolean =>
  isApiError(error) &&
  ((error.status === 0 && error.resultCode !== 'CANCELED') || error.status === 502 || error.status === 504);

/** Sent twice and not answered either time (or the second time not for good): it may or may not have been made. */
export class UnconfirmedRequest extends Error {
  constructor(readonly last: unknown) {
    super('예약 요청이 전달됐는지 확인하지 못했어요.');
    this.name = 'UnconfirmedRequest';
  }
}

/** How long the second try waits after a lost answer (a cell handover, a tunnel's end). */
export const RESEND_AFTER_MS = 2000;

/**
 * `send()`, and when its answer was lost, `send()` again once after `pause` ms: the second answer is the one that
 * counts. A refusal then (4xx) is final: the API looked the clientId up first, so nothing had been made. Another
 * failure with no final word rejects with `UnconfirmedRequest`.
 */
export async function sendMakingSure<T>(send: () => Promise<T>, pause: number): Promise<T> {
  try {
    return await send();
  } catch (first) {
    if (!isLostAnswer(first)) throw first;
  }
  await new Promise((resolve) => setTimeout(resolve, pause));
  try {
    return await send();
  } catch (second) {
    throw isRetryable(second) ? new UnconfirmedRequest(second) : second;
  }
}
