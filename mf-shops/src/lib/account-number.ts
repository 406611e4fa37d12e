// The part of a shop's deposit account to copy: the number a banking app's 계좌번호 field takes, not the bank and
// holder around it ("하나은행 309-212162-36 (예금주 멍멍호텔)" → "309-212162-36").

/** Fewer digits than this is not an account number (a branch's "2호점", a "(주)1" in the holder's name). */
const MIN_DIGITS = 6;

/**
 * The account number in `account` (digits and dashes): the run with the most digits, if it has at least
 * MIN_DIGITS of them; `null` when there is none.
 */
export function accountNumberIn(account: string): string | null {
  let best: string | null = null;
  let bestDigits = 0;
  for (const [run] of account.matchAll(/\d+(?:-\d+)*/g)) {
    const digits = run.replace(/-/g, '').length;
    if (digits > bestDigits) {
      best = run;
      bestDigits = digits;
    }
  }
  return bestDigits >= MIN_DIGITS ? best : null;
}
