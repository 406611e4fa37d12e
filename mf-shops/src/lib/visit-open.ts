// A visit still ahead in its life (요청 or 확정): it may still wait for its deposit. Over or cancelled, an unpaid
// deposit is owed no more ('입금 없음', not '입금 전'), on 예약 상세 and on 예약금 alike.
export const isVisitOpen = (status: string): boolean => status === 'REQUESTED' || status === 'CONFIRMED';
