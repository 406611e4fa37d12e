// The home with no linked shop (매장 해제 of the last one, or a shop only booked with): the owner's own things stay —
// a pass bought earlier (to see, book with or refund), 예약 내역, 일정, past 알림장, coupons, forms to sign — and the
// quick menu's items that need no current shop lead back to them. Only when there is something to find there (a pass
// that can still pay, or a visit to come), so a new owner still meets one way on: the empty state's 매장 찾기.
// A lazy chunk of its own: the home's first load carries none of it (most owners have a shop).
import { useHasActiveVoucher } from '../api/get-active-vouchers';
import { useNextReservation } from '../api/get-next-reservation';
import { ITEMS, QuickMenu } from './quick-menu';
import styles from './home.module.css';

const MINE = ITEMS.filter((item) => !item.shop);

export function MyRecordsMenu() {
  // The same read and key as 이용권's 내 이용권 (and 마이페이지's 이용권 row): one fills the others' cache.
  const hasPass = useHasActiveVoucher();
  // The home's 다가오는 예약 reads it already: the same query, not a second request.
  const next = useNextReservation(true);
  if (!hasPass && !next.data) return null;
  return (
    <section className={styles.section} aria-labelledby="my-records">
      <h2 id="my-records" className={styles.sectionTitle}>
        내 기록
      </h2>
      <QuickMenu items={MINE} label="내 기록 바로가기" />
    </section>
  );
}
