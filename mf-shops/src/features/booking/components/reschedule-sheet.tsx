// 예약 변경 on 예약 상세: a sheet over the page (no route of its own) with the booking's own calendar and times, as
// the API offers them for this reservation (its own place not counted), the visit as it is now, and 변경 요청. Moved,
// the page shows the new time as 요청 until the shop confirms it; refused, the sheet says why in Korean and the
// reservation stays as it was. Loaded when first opened: the calendar does not come with the page.
import { useState } from 'react';
import {
  BottomSheet,
  BottomSheetActions,
  Button,
  ErrorState,
  Skeleton,
  errorMessage,
  formatDay,
  formatDayTime,
  isApiError,
  isUnauthorized,
  toast,
} from '@guardian/shared';
import { FormError, useOneAtATime } from '@guardian/shared/forms';
import { formatStayEnd } from '../../../lib/stay-end';
import { visitWhen } from '../../../lib/visit-when';
import { useAvailability } from '../api/get-availability';
import { useProduct } from '../api/get-product';
import { timeGone, useRescheduleReservation, type NewVisit } from '../api/reschedule-reservation';
import type { Product, Reservation } from '../api/types';
import { CapacityNote } from './capacity-note';
import { DatePickerSection } from './date-picker-section';
import { SlotChips } from './slot-chips';
import { Row } from './visit-details';
import styles from './booking.module.css';

export const MOVED_TOAST = '예약 변경을 요청했어요. 매장이 확인하면 알려 드려요.';
export const SAME_VISIT = '지금 예약과 같은 일정이에요. 다른 날짜나 시간을 골라 주세요.';

export function RescheduleSheet({
  reservation,
  open,
  onClose,
}: {
  reservation: Reservation;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <BottomSheet open={open} onClose={onClose} title="예약 변경" closeOnBack>
      {open ? <WithProduct reservation={reservation} onDone={onClose} /> : null}
    </BottomSheet>
  );
}

function WithProduct({ reservation: r, onDone }: { reservation: Reservation; onDone: () => void }) {
  // The booking flow's product (one cache with it): the calendar and the times are the product's.
  const product = useProduct(r.shop.shopId, r.product.productSeq);
  if (product.isError) return <ErrorState error={product.error} onRetry={() => void product.refetch()} />;
  if (!product.data) return <Skeleton height={320} radius={16} />;
  return <RescheduleForm reservation={r} product={product.data} onDone={onDone} />;
}

function RescheduleForm({
  reservation: r,
  product,
  onDone,
}: {
  reservation: Reservation;
  product: Product;
  onDone: () => void;
}) {
  const [date, setDate] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const move = useRescheduleReservation();
  // One request per tap (a double tap lands before the button is busy).
  const [sending, once] = useOneAtATime();
  const shopId = r.shop.shopId;
  const beauty = r.category === 'BEAUTY';
  const hotel = r.category === 'HOTELING';
  // A stay keeps its nights (and so its price): only the check-in day is chosen.
  const nights = hotel ? (r.nights ?? 1) : undefined;
  const ready = date !== null && (!hotel || end !== null);
  const availability = useAvailability(
    {
      shopId,
      productSeq: r.product.productSeq,
      date: date ?? '',
      endDate: hotel ? (end ?? undefined) : undefined,
      petSeqs: [],
      reservationSeq: r.reservationSeq,
    },
    ready,
  );
  const visit: NewVisit | null =
    date === null || (beauty && time === null)
      ? null
      : { date, ...(beauty && time ? { time } : {}), ...(hotel && end ? { endDate: end } : {}) };
  const same = visit !== null && visit.date === r.date && (!beauty || visit.time === r.time);

  const send = async () => {
    if (!visit) return setError(beauty ? '바꿀 날짜와 시간을 골라 주세요.' : '바꿀 날짜를 골라 주세요.');
    if (same) return setError(SAME_VISIT);
    setError(null);
    try {
      await move.mutateAsync({ id: r.reservationSeq, shopId, visit });
      toast.success(MOVED_TOAST);
      onDone();
    } catch (e) {
      // The session ended: its own alert leads to login (and back to the page).
      if (isUnauthorized(e)) return;
      // The time was taken meanwhile (or a pet booked then): chosen again from the times as they are now.
      if (timeGone(e)) setTime(null);
      const field = isApiError(e) && e.resultCode === 'VALIDATION_ERROR' ? e.fields?.[0] : undefined;
      setError(field?.message ?? errorMessage(e, '예약을 변경하지 못했어요. 다시 시도해 주세요.'));
    }
  };

  return (
    <div className={styles.sheetForm}>
      <div className={styles.quote}>
        <Row label="지금 예약" value={visitWhen(r)} />
        {visit && !same ? <Row label="바꿀 일정" value={newWhen(visit, nights)} /> : null}
      </div>
      <p className={styles.meta}>{whatHappens(r)}</p>
      <DatePickerSection
        shopId={shopId}
        product={product}
        petSeqs={[]}
        reservationSeq={r.reservationSeq}
        nights={nights}
        date={date}
        end={end}
        onChange={(d, e) => {
          setError(null);
          setDate(d);
          setEnd(e);
          setTime(null);
        }}
      />
      {date && beauty ? (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{formatDay(date)} 시간</h3>
          <SlotChips
            query={availability}
            value={time}
            onChange={(t) => {
              setError(null);
              setTime(t);
            }}
          />
        </section>
      ) : null}
      {ready && !beauty ? <CapacityNote query={availability} /> : null}
      <BottomSheetActions message={<FormError message={error} boxed />}>
        <Button loading={sending} onClick={() => void once(send)}>
          변경 요청
        </Button>
      </BottomSheetActions>
    </div>
  );
}

/** The visit asked for, as the page will say it. */
function newWhen(v: NewVisit, nights: number | undefined) {
  if (v.endDate) return `${formatDay(v.date)} ~ ${formatStayEnd(v.date, v.endDate)} · ${nights ?? 1}박`;
  return v.time ? formatDayTime(v.date, v.time) : formatDay(v.date);
}

/** What the move does to the booking: a confirmed one waits for the shop again, and what a refusal would mean. */
function whatHappens(r: Reservation) {
  if (r.status !== 'CONFIRMED') return '매장이 새 일정을 확인하면 예약이 확정돼요.';
  const back = r.deposit?.paid ? ' 보낸 예약금은 모두 돌려받아요.' : '';
  return (
    '변경을 요청하면 매장이 새 일정을 확인할 때까지 예약이 ‘요청’ 상태가 돼요. ' +
    `매장이 새 일정을 받을 수 없으면 예약이 수수료 없이 취소돼요.${back}`
  );
}
