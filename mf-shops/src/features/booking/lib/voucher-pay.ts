// Whether one of my passes can pay for this visit: enough uses for every pet, and still valid when the visit starts
// (the API refuses a pass that expires before it: VOUCHER_NOT_APPLICABLE / EXPIRED).
import type { UsableVoucher } from '../api/get-usable-vouchers';

export type Payability = 'OK' | 'TOO_FEW' | 'EXPIRES';

/** When the visit starts, as far as the form knows it (the day's start until a time is chosen); null: no day yet. */
export const visitStart = (date: string | null, time: string | null) =>
  date ? new Date(`${date}T${time ?? '00:00'}:00+09:00`).getTime() : null;

export function payability(v: UsableVoucher, petCount: number, start: number | null): Payability {
  if (v.remainingUses < Math.max(1, petCount)) return 'TOO_FEW';
  if (start !== null && new Date(v.expiresAt).getTime() <= start) return 'EXPIRES';
  return 'OK';
}

/**
 * The pass the address names, if it can still pay: one refunded, expired or used up since it was chosen (back, a
 * reload, an old link), or one that ends before the visit, pays for nothing. Undecided (the passes still loading or
 * failed to load) keeps the choice: the booking call checks it anyway.
 */
export function payingVoucher(
  chosen: number | null,
  list: UsableVoucher[] | undefined,
  petCount: number,
  start: number | null,
) {
  if (chosen === null || list === undefined) return chosen;
  const v = list.find((x) => x.voucherSeq === chosen);
  return v && payability(v, petCount, start) === 'OK' ? chosen : null;
}
