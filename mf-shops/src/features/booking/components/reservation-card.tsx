import { Link } from 'react-router-dom';
import { formatWon, paths as app } from '@guardian/shared';
import type { Reservation } from '../api/types';
import { visitWhen } from '../lib/visit-when';
import { StatusBadge } from './status-badge';
import styles from './booking.module.css';

export function ReservationCard({ reservation: r }: { reservation: Reservation }) {
  return (
    <Link to={`${app.reservation}/detail?id=${r.reservationSeq}`} className={styles.card}>
      {r.shop.thumbnailUrl ? (
        <img className={styles.thumb} src={r.shop.thumbnailUrl} alt="" />
      ) : (
        <span className={styles.thumb} />
      )}
      <span className={styles.cardBody}>
        <StatusBadge status={r.status} />
        <span className={styles.name}>{r.shop.name}</span>
        <span className={styles.text}>{r.product.name}</span>
        <span className={styles.meta}>{visitWhen(r)}</span>
        <span className={styles.meta}>
          {r.pets.map((p) => p.name).join(', ')} · {formatWon(r.totalPrice)}
        </span>
      </span>
    </Link>
  );
}
