// /reservation: upcoming and past reservations, each with its status. With none, 온라인 예약하기 books at the current
// shop when it takes online bookings, else lists the shops that do, as the home's 다가오는 예약 does (src/lib/book-online).
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadMore,
  LoginPrompt,
  PageHeader,
  useCurrentShop,
  useIsLoggedIn,
} from '@guardian/shared';
import { useReservations, type ReservationScope } from '../api/get-reservations';
import { ListSkeleton } from './list-skeleton';
import { ReservationCard } from './reservation-card';
import styles from './booking.module.css';
import { bookOnline } from '../../../lib/book-online';

const TABS: { scope: ReservationScope; label: string }[] = [
  { scope: 'upcoming', label: '예정된 예약' },
  { scope: 'past', label: '지난 예약' },
];

export function ReservationsScreen() {
  const [params, setParams] = useSearchParams();
  const scope: ReservationScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const loggedIn = useIsLoggedIn();
  // A guest: what logging in brings here, and back to it after, as the deposit and coupon screens say it (no tabs
  // over a refusal, and no call that can only be refused).
  if (!loggedIn)
    return (
      <>
        <PageHeader title="예약 내역" back />
        <div className={styles.page}>
          <LoginPrompt description="예약 내역을 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요." />
        </div>
      </>
    );
  return (
    <>
      <PageHeader title="예약 내역" back />
      <div className={styles.tabs} role="tablist">
        {TABS.map((t) => (
          <button
            key={t.scope}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={scope === t.scope}
            onClick={() => setParams(t.scope === 'past' ? { scope: 'past' } : {}, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <ReservationList key={scope} scope={scope} />
    </>
  );
}

function ReservationList({ scope }: { scope: ReservationScope }) {
  const navigate = useNavigate();
  const current = useCurrentShop();
  const query = useReservations(scope);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className={styles.page} role="tabpanel">
      {query.isPending ? (
        <ListSkeleton rows={3} height={128} />
      ) : !query.data ? (
        // Only with nothing to show: a next page or a refresh that fails keeps the list (LoadMore says why).
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={scope === 'upcoming' ? '예정된 예약이 없어요' : '지난 예약이 없어요'}
          description="온라인 예약을 받는 매장에서 원하는 시간에 예약해 보세요."
          action={<Button onClick={() => void bookOnline(navigate, current)}>온라인 예약하기</Button>}
        />
      ) : (
        <ul className={styles.list}>
          {items.map((r) => (
            <li key={r.reservationSeq}>
              <ReservationCard reservation={r} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} />
    </div>
  );
}
