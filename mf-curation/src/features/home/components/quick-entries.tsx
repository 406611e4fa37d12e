// The three things people come to the home tab for, one tap away.
import { Link } from 'react-router-dom';
import { paths as app } from '@guardian/shared';
import styles from './home.module.css';

const ENTRIES = [
  {
    to: app.shopSearch,
    label: '매장 찾기',
    icon: 'M10.5 4a6.5 6.5 0 1 0 4 11.6l4.2 4.2 1.4-1.4-4.2-4.2A6.5 6.5 0 0 0 10.5 4zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9z',
  },
  {
    to: app.reservation,
    label: '예약 내역',
    icon: 'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v10H5zm2 2v2h2v-2zm4 0v2h2v-2z',
  },
  {
    to: app.community,
    label: '커뮤니티',
    icon: 'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4V5a1 1 0 0 1 1-1zm3 5v2h10V9zm0-3v2h10V6z',
  },
];

export function QuickEntries() {
  return (
    <nav className={styles.quick} aria-label="바로가기">
      {ENTRIES.map((e) => (
        <Link key={e.to} to={e.to} className={styles.quickItem}>
          <span className={styles.quickIcon}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d={e.icon} fill="currentColor" />
            </svg>
          </span>
          {e.label}
        </Link>
      ))}
    </nav>
  );
}
