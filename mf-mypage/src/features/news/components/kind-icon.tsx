// One icon per kind of notification (예약, 알림장, 앨범, 공지, 채팅, 쿠폰, 동의서, 리뷰 답글, 커뮤니티), drawn inline (no icon
// font).
import type { NotificationKind } from '../api/types';
import styles from './news.module.css';

const PATHS: Record<NotificationKind, string> = {
  // calendar
  RESERVATION_STATUS:
    'M7 3v3M17 3v3M4 9h16M5 6h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Z',
  // note with lines
  ALIM_PAPER: 'M6 3h9l3 3v15H6zM9 10h6M9 14h6M9 18h4',
  // photo
  ALBUM: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01',
  // megaphone
  NOTICE: 'M4 10v4h3l6 4V6L7 10H4ZM17 9a4 4 0 0 1 0 6',
  // speech bubble
  CHAT: 'M5 5h14v10H10l-4 4v-4H5z',
  // ticket
  COUPON: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14 7v10',
  // page with a check
  CONSENT: 'M6 3h9l3 3v15H6zM9 14l2 2 4-4',
  // star
  REVIEW: 'M12 4l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z',
  // two people
  COMMUNITY:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3 19a6 6 0 0 1 12 0M16 11a2.5 2.5 0 1 0 0-5M17.5 14a5 5 0 0 1 3.5 5',
};

export function KindIcon({ kind }: { kind: NotificationKind }) {
  return (
    <span className={styles.icon} data-kind={kind} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d={PATHS[kind]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
