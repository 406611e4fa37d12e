// The next reservation on the home, or an invitation to book online. Of every shop of the owner's (the API's next is
// not the current shop's): its card names its shop. (A title saying so for owners of several shops cost the 매장 tab's
// first load bytes it did not have, 2026-12-07.) With none ahead, 온라인 예약 books at the current shop when it takes
// online bookings (src/lib/book-online.ts, through the home's lazy chunk: loaded on the tap).
import { Link, useNavigate } from 'react-router-dom';
import { Badge, Button, Skeleton, categoryLabel, paths as app, useCurrentShop } from '@guardian/shared';
import { showsError } from '../../../lib/shows-error';
import { visitWhen } from '../../../lib/visit-when';
import { useNextReservation } from '../api/get-next-reservation';
import styles from './home.module.css';

export function NextReservation() {
  const next = useNextReservation(true);
  const navigate = useNavigate();
  const current = useCurrentShop();

  return (
    <section className={styles.section} aria-labelledby="next-reservation">
      <h2 id="next-reservation" className={styles.sectionTitle}>
        다가오는 예약
      </h2>
      {showsError(next) ? (
        <div className={styles.nextEmpty}>
          <p>예약을 불러오지 못했어요.</p>
          <Button variant="secondary" fullWidth={false} onClick={() => void next.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : next.data === undefined ? (
        <Skeleton height={84} radius={12} />
      ) : next.data ? (
        <Link to={`${app.reservation}/detail?id=${next.data.reservationSeq}`} className={styles.nextCard}>
          <span className={styles.nextWhen}>{visitWhen(next.data)}</span>
          <strong>{next.data.shop.name}</strong>
          <span className={styles.shopAddress}>
            {categoryLabel(next.data.category)} · {next.data.product.name}
          </span>
          <span className={styles.nextBadge}>
            <Badge>{next.data.statusLabel}</Badge>
          </span>
        </Link>
      ) : (
        <div className={styles.nextEmpty}>
          <p>다가오는 예약이 없어요</p>
          <Button
            variant="secondary"
            fullWidth={false}
            onClick={() => void import('./my-records-menu').then((m) => m.bookOnline(navigate, current))}
          >
            온라인 예약
          </Button>
        </div>
      )}
    </section>
  );
}
