// One name for a paid deposit on every screen of a reservation (the list, the detail, the 예약금 screen's badge, the
// promise under the shop's account): by how it was paid.
import type { Reservation } from '../api/types';

type DepositMethod = NonNullable<Reservation['deposit']>['method'];

/** 결제 완료 for a card payment in the payment window, 입금 완료 for a transfer the shop confirmed. */
export const paidLabel = (method: DepositMethod) => (method === 'ONLINE' ? '결제 완료' : '입금 완료');
