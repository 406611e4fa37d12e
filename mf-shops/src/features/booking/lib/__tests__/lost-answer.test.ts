// A booking request whose answer was lost is sent once more, the same, before the app says anything; still no answer
// and nobody can tell whether it was made.
import { ApiError } from '@guardian/shared';
import { UnconfirmedRequest, isLostAnswer, sendMakingSure } from '../lost-answer';

const answer = (status: number, resultCode: string) => new ApiError({ status, resultCode, message: '…' });
const LOST = answer(0, 'NETWORK_ERROR');
const TAKEN = answer(409, 'SLOT_UNAVAILABLE');

afterEach(() => vi.useRealTimers());

describe('a lost answer', () => {
  it('is no answer (network, timeout) or a gateway’s in its place; not a refusal, a server error or a cancel', () => {
    for (const lost of [
      LOST,
      answer(0, 'TIMEOUT'),
      answer(0, 'UNKNOWN_ERROR'),
      answer(502, 'X'),
      answer(504, 'X'),
    ])
      expect(isLostAnswer(lost)).toBe(true);
    for (const told of [
      TAKEN,
      answer(500, 'INTERNAL_ERROR'),
      answer(503, 'X'),
      answer(401, 'X'),
      answer(0, 'CANCELED'),
    ])
      expect(isLostAnswer(told)).toBe(false);
    expect(isLostAnswer(new Error('x'))).toBe(false);
  });

  it('sends the same again after the pause, and its answer counts', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockRejectedValueOnce(LOST).mockResolvedValueOnce({ reservationSeq: 11 });
    const made = sendMakingSure(send, 2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(made).resolves.toEqual({ reservationSeq: 11 });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('lost twice, rejects as unconfirmed (with the last failure)', async () => {
    const timeout = answer(0, 'TIMEOUT');
    const send = vi.fn().mockRejectedValueOnce(LOST).mockRejectedValueOnce(timeout);
    const error = await sendMakingSure(send, 0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnconfirmedRequest);
    expect((error as UnconfirmedRequest).last).toBe(timeout);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('refused the second time (the API found nothing made by that clientId), rejects with the refusal', async () => {
    const send = vi.fn().mockRejectedValueOnce(LOST).mockRejectedValueOnce(TAKEN);
    await expect(sendMakingSure(send, 0)).rejects.toBe(TAKEN);
  });

  it('sends nothing again after an answer: a refusal or a server error is the request’s', async () => {
    for (const told of [TAKEN, answer(500, 'INTERNAL_ERROR')]) {
      const send = vi.fn().mockRejectedValueOnce(told);
      await expect(sendMakingSure(send, 0)).rejects.toBe(told);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });
});
