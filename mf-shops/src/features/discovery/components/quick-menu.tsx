// The home's quick menu: the current shop's services, each with a small inline icon. With no linked shop, the owner's
// own things (my-records-menu.tsx) show through it too: the items not marked `shop`, which need no current shop.
// 내 기록's items carry a count of what waits there (coupons, forms to sign, reviews to write). The shop's own items
// carry none: their reads' code on the site's landing cost 0.6 KB of its first load (2026-12-07, e2e/SIZE.md); what is
// unread shows on 마이페이지's 알림 and on each list.
import { Link } from 'react-router-dom';
import { VisuallyHidden, paths as app } from '@guardian/shared';
import styles from './home.module.css';

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="26"
    height="26"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.7"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

export interface QuickItem {
  label: string;
  to: string;
  d: string;
  shop?: true;
}

export const ITEMS: QuickItem[] = [
  { label: '예약', to: app.reservation, d: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3' },
  { label: '일정', to: app.schedule, d: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M9 15l2 2 4-4' },
  { label: '알림장', to: app.alimPaper, d: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h5' },
  { label: '앨범', to: app.album, d: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01', shop: true },
  { label: '쿠폰', to: app.coupon, d: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM10 7v10' },
  { label: '이용권', to: app.voucher, d: 'M4 5h16v14H4zM4 9h16M8 14h4' },
  { label: '동의서', to: app.consent, d: 'M6 3h12v18H6zM9 8h6M9 12h6M9 17l2 1 4-3' },
  { label: '공지', to: app.notice, d: 'M4 10v4h3l6 4V6l-6 4zM17 9a4 4 0 0 1 0 6', shop: true },
];

/** A number on an item (nothing at 0), and what it counts in words for a screen reader. */
export interface Mark {
  count: number;
  text: string;
}

export type Marks = Partial<Record<string, Mark>>;

/** `marks`: numbers to show on items (내 기록's coupons, forms to sign and reviews). */
export function QuickMenu({
  items = ITEMS,
  label = '바로가기',
  marks,
}: {
  items?: QuickItem[];
  label?: string;
  marks?: Marks;
}) {
  return (
    <nav aria-label={label} className={styles.quick}>
      {items.map((item) => {
        const mark = marks?.[item.label];
        return (
          <Link key={item.label} to={item.to} className={styles.quickItem}>
            <span className={styles.quickIcon}>
              {icon(item.d)}
              {mark ? (
                <span className={styles.quickCount} aria-hidden="true">
                  {mark.count > 99 ? '99+' : mark.count}
                </span>
              ) : null}
            </span>
            {item.label}
            {mark ? <VisuallyHidden>, {mark.text}</VisuallyHidden> : null}
          </Link>
        );
      })}
    </nav>
  );
}
