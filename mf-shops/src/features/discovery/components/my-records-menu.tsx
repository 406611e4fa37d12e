// The home with no linked shop (매장 해제 of the last one, or a shop only booked with): the owner's own things stay —
// a pass bought earlier (to see, book with or refund), 예약 내역, 일정, past 알림장, coupons, forms to sign, visits
// waiting for a review — and the quick menu's items that need no current shop lead back to them, with 리뷰. Shown
// whenever there is something of theirs to find there: a pass that can still pay, a visit to come, a coupon to use, a
// form to sign, a visit to review, or a past visit. A new owner with none of it meets one way on: the empty state's
// 매장 찾기. Each is the very read (address and key) its own screen makes, so nothing is read twice, and a visit over
// is asked for only when nothing else has answered yes (its page is the heaviest of them).
// A lazy chunk of its own: the home's first load carries none of it (most owners have a shop).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { paths as app } from '@guardian/shared';
import { consentFormsQueryOptions } from '../../../api/consent-forms';
import { reservationsQueryOptions } from '../../../api/reservations';
import { pendingReviewsQueryOptions } from '../../../api/pending-reviews';
import { usableCouponsQueryOptions } from '../../../api/usable-coupons';
import { useHasActiveVoucher } from '../api/get-active-vouchers';
import { useNextReservation } from '../api/get-next-reservation';
import { ITEMS, QuickMenu, type QuickItem } from './quick-menu';
import styles from './home.module.css';

// The home's other tap-time code rides in this chunk rather than one of its own (whose name would grow the remote's
// entry, on every first load): next-reservation.tsx loads it from here.
export { bookOnline } from '../../../lib/book-online';

const MINE: QuickItem[] = [
  ...ITEMS.filter((item) => !item.shop),
  // The visits that wait for a review, and the reviews written: otherwise only a finished visit's page led there.
  {
    label: '리뷰',
    to: app.review,
    d: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  },
];

export function MyRecordsMenu() {
  // The same read and key as 이용권's 내 이용권 (and 마이페이지's 이용권 row): one fills the others' cache.
  const hasPass = useHasActiveVoucher();
  // The home's 다가오는 예약 reads it already: the same query, not a second request.
  const next = useNextReservation(true);
  // 쿠폰's 사용 가능, 동의서's list and 리뷰's 리뷰를 기다리는 방문 (and 마이페이지's rows): the same reads and keys.
  const coupons = useQuery({ ...usableCouponsQueryOptions(), select: (c) => c.length });
  const toSign = useQuery({
    ...consentFormsQueryOptions(),
    select: (forms) => forms.filter((f) => f.state !== 'SIGNED').length,
  });
  const toReview = useQuery({ ...pendingReviewsQueryOptions(), select: (visits) => visits.length });
  const reads = [next, coupons, toSign, toReview];
  const anything = Boolean(hasPass) || reads.some((q) => Boolean(q.data));
  // 예약 내역's 지난 예약, its first page: asked only once the rest have answered with nothing (a pass still being
  // asked for may say yes meanwhile: no harm).
  const past = useInfiniteQuery({
    ...reservationsQueryOptions('past'),
    enabled: !anything && reads.every((q) => !q.isPending),
    select: (data) => (data.pages[0]?.items.length ?? 0) > 0,
  });
  if (!anything && !past.data) return null;
  return (
    <section className={styles.section} aria-labelledby="my-records">
      <h2 id="my-records" className={styles.sectionTitle}>
        내 기록
      </h2>
      <QuickMenu
        items={MINE}
        label="내 기록 바로가기"
        marks={{
          쿠폰: coupons.data ? { count: coupons.data, text: `쓸 수 있는 쿠폰 ${coupons.data}장` } : undefined,
          동의서: toSign.data
            ? { count: toSign.data, text: `서명이 필요한 동의서 ${toSign.data}개` }
            : undefined,
          리뷰: toReview.data
            ? { count: toReview.data, text: `리뷰를 기다리는 방문 ${toReview.data}건` }
            : undefined,
        }}
      />
    </section>
  );
}
