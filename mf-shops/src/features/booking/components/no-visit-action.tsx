// The way on from a day of 일정 with no visit: 예약 내역 when there is something to see there (a request the shop
// has yet to confirm, a visit in another month), and booking when nothing is coming at all (a new owner's first
// days, or only visits long past): 예약 내역 would have been a second empty screen. Booking goes to the current shop
// when it takes online bookings, else to the list of the shops that do (bookOnline, as the home's 다가오는 예약).
import { useNavigate } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, paths as app, useCurrentShop } from '@guardian/shared';
import { reservationsQueryOptions } from '../api/get-reservations';
import { bookOnline } from '../../../lib/book-online';

export function NoVisitAction({ monthHasVisits }: { monthHasVisits: boolean }) {
  const navigate = useNavigate();
  const current = useCurrentShop();
  // The 예약 내역 list's own first page (one cache with it), asked only when this month has no visit either.
  const upcoming = useInfiniteQuery({ ...reservationsQueryOptions('upcoming'), enabled: !monthHasVisits });
  // Not known yet: no button that would turn into the other one.
  if (!monthHasVisits && upcoming.isPending) return null;
  if (!monthHasVisits && upcoming.data?.pages[0]?.total === 0)
    return (
      <Button fullWidth={false} onClick={() => void bookOnline(navigate, current)}>
        온라인 예약하기
      </Button>
    );
  return (
    <Button variant="tertiary" fullWidth={false} onClick={() => navigate(app.reservation)}>
      예약 내역 보기
    </Button>
  );
}
