// /reservation/detail?id= (notification links use ?reservationSeq=): the reservation, 예약 변경 (a sheet, while the
// move costs nothing: canReschedule) beside 예약 취소, while 요청 the consent form the shop waits on, the ways to the
// shop (매장 문의), for a completed visit the way to its review (to write it while it waits for one, else to 내 리뷰),
// and for a visit that is over or cancelled 다시 예약.
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  ErrorState,
  type ErrorStateProps,
  PageHeader,
  Skeleton,
  lazyWithRetry,
  paths as app,
  routeId,
} from '@guardian/shared';
import { showsError } from '../../../lib/shows-error';
import { isVisitOpen } from '../../../lib/visit-open';
import { usePendingReviews } from '../../../api/pending-reviews';
import { useReservation } from '../api/get-reservation';
import type { Reservation } from '../api/types';
import { flowHref } from '../lib/flow';
import { memoKey, rememberChoices } from '../lib/memo-store';
import { CancelReservation } from './cancel-reservation';
import { ConsentNeeded, useConsentNeeded } from './consent-needed';
import { ReservationHelp } from './reservation-help';
import { VisitDetails } from './visit-details';
import styles from './booking.module.css';

// 예약 변경 brings the booking calendar (react-day-picker, date-fns): loaded when it is first asked for.
const RescheduleSheet = lazyWithRetry(() =>
  import('./reschedule-sheet').then((m) => ({ default: m.RescheduleSheet })),
);

export function ReservationDetailScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = routeId(params.get('id') ?? params.get('reservationSeq'));
  // A reservation that cannot be shown leads to the list, where the owner's reservations are.
  const toList = { label: '예약 내역 보기', onClick: () => navigate(app.reservation) };
  return (
    <>
      <PageHeader title="예약 상세" back />
      {id !== null ? (
        <Detail id={id} toList={toList} />
      ) : (
        <ErrorState message="예약 정보를 찾을 수 없어요. 예약 내역에서 다시 열어 주세요." action={toList} />
      )}
    </>
  );
}

function Detail({ id, toList }: { id: number; toList: ErrorStateProps['action'] }) {
  const query = useReservation(id);
  const navigate = useNavigate();
  const completed = query.data?.status === 'COMPLETED';
  const pending = usePendingReviews(completed);
  // Already reviewed: 리뷰 쓰기 would only lead to "not a visit you can review".
  const reviewed = pending.data !== undefined && !pending.data.some((v) => v.reservationSeq === id);
  // 예약 취소 goes away once the visit is cancelled: the focus goes on to what the cancel did (취소 정보), not to
  // the page's top.
  const [cancelled, setCancelled] = useState(false);
  // The 예약 변경 sheet: mounted from its first opening on (its code loads then), open while `moving`.
  const [moving, setMoving] = useState(false);
  const [sheetAsked, setSheetAsked] = useState(false);
  const cancellationTitle = useRef<HTMLHeadingElement>(null);
  const cancellation = query.data?.cancellation;
  // While 요청, the form the shop waits on heads the page: it comes with the visit, not above it a moment later.
  const consent = useConsentNeeded(query.data);
  useEffect(() => {
    if (cancelled) cancellationTitle.current?.focus();
  }, [cancelled, cancellation]);
  // Opened again (from the list, the home) on a connection that fails: the visit already shown stays; only a
  // refusal (no longer the person's, gone) takes its place.
  if (showsError(query))
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} action={toList} />;
  if (!query.data || consent.reading)
    return (
      <div className={styles.page}>
        <Skeleton height={112} radius={16} />
        <Skeleton height={160} radius={16} />
      </div>
    );
  // Over or cancelled (by either side), the same product can be booked again from here: beside 리뷰 쓰기, which
  // stays the main action while the review waits, in the main action's place otherwise.
  const rebook = !isVisitOpen(query.data.status) ? (
    <Rebook reservation={query.data} main={!completed || reviewed} />
  ) : null;
  // 예약 변경 beside 예약 취소 while a move costs nothing (a request; a confirmed visit before the paid window).
  const reschedule = query.data.canCancel && query.data.canReschedule;
  return (
    <>
      <div className={completed || reschedule ? `${styles.page} ${styles.twoActions}` : styles.page}>
        <ConsentNeeded forms={consent.forms} />
        <VisitDetails reservation={query.data} cancellationRef={cancellationTitle} />
        <ReservationHelp reservation={query.data} />
      </div>
      {query.data.canCancel ? (
        <div className={reschedule ? `${styles.footer} ${styles.footerActions}` : styles.footer}>
          {reschedule ? (
            <Button
              variant="secondary"
              fullWidth={false}
              onClick={() => {
                setSheetAsked(true);
                setMoving(true);
              }}
            >
              예약 변경
            </Button>
          ) : null}
          <CancelReservation
            reservationSeq={id}
            fullWidth={!reschedule}
            onCancelled={() => setCancelled(true)}
          />
        </div>
      ) : completed ? (
        <div className={`${styles.footer} ${styles.footerActions}`}>
          {reviewed ? (
            <Button variant="secondary" fullWidth={false} onClick={() => navigate(app.review)}>
              내 리뷰 보기
            </Button>
          ) : (
            <Button fullWidth={false} onClick={() => navigate(`${app.review}?write=${id}`)}>
              리뷰 쓰기
            </Button>
          )}
          {rebook}
        </div>
      ) : rebook ? (
        <div className={styles.footer}>{rebook}</div>
      ) : null}
      {/* Stays mounted while open even if the page changes under it (a refusal reads the reservation again). */}
      {sheetAsked ? (
        <Suspense fallback={null}>
          <RescheduleSheet reservation={query.data} open={moving} onClose={() => setMoving(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * 다시 예약: the same product at the same shop, the visit's pets chosen again when the booking goes on to 반려동물
 * 선택 (remembered as the flow remembers a choice made on its steps; a pet deleted since is left out there). The
 * product page says it if the shop no longer takes online bookings or no longer sells the product.
 */
function Rebook({ reservation: r, main }: { reservation: Reservation; main: boolean }) {
  const navigate = useNavigate();
  return (
    <Button
      variant={main ? 'primary' : 'tertiary'}
      fullWidth={r.status !== 'COMPLETED'}
      onClick={() => {
        const pets = r.pets.map((p) => p.petSeq).filter((s): s is number => s !== null);
        if (pets.length) rememberChoices(memoKey(r.shop.shopId, r.product.productSeq), { pets });
        navigate(flowHref.product(r.shop.shopId, r.product.productSeq));
      }}
    >
      다시 예약
    </Button>
  );
}
