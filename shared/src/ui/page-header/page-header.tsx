import type { ReactNode } from 'react';
import { useGoBack } from '../../routing/use-go-back';
import { sharePage, type PageLink } from '../../share/lazy-share';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: string;
  /**
   * true → history back, or, when the page is the first this app opened (a shared link, a push), the
   * nearest page above it (parentPath); a function → custom back action; absent → no back button.
   */
  back?: boolean | (() => void);
  right?: ReactNode;
  /**
   * false while the page shows its own h1 (an article's or a shop's name): the bar's title is then plain text,
   * so the page has one h1, the one that names what is open. Default true.
   */
  heading?: boolean;
}

export function PageHeader({ title, back, right, heading = true }: PageHeaderProps) {
  const Title = heading ? 'h1' : 'p';
  return (
    <header className={styles.header}>
      <div className={styles.side}>{back ? <BackButton back={back} /> : null}</div>
      <Title className={styles.title}>{title}</Title>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}

/**
 * 뒤로 가기 on a 48 px target: the bar's left, or beside a tab page's name, which heads the page under the shell's bar
 * instead of a second bar (검색 결과). `back` as PageHeader's.
 */
export function BackButton({ back = true }: { back?: true | (() => void) }) {
  const goBackInApp = useGoBack();
  const goBack = typeof back === 'function' ? back : goBackInApp;
  return (
    <button type="button" className={styles.back} aria-label="뒤로 가기" onClick={goBack}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** A button on the bar's right, on the back button's 48 px target. */
function HeaderIconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.back} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        {children}
      </svg>
    </button>
  );
}

/** The bar's ⋮ (right side): a page's menu or settings. */
export function PageHeaderMenuButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <HeaderIconButton label={label} onClick={onClick}>
      <circle cx="12" cy="5" r="1.8" fill="currentColor" />
      <circle cx="12" cy="12" r="1.8" fill="currentColor" />
      <circle cx="12" cy="19" r="1.8" fill="currentColor" />
    </HeaderIconButton>
  );
}

/**
 * 공유하기, on the back button's 48 px target: the page (the one open now unless `url` is given) to the share sheet,
 * or copied. For a bar's right, or a row of actions (a post's).
 */
export function ShareButton(page: PageLink) {
  return (
    <HeaderIconButton label="공유하기" onClick={() => void sharePage(page)}>
      <path
        d="M18 16a3 3 0 0 0-2.2 1l-7-3.6a3 3 0 0 0 0-2.8l7-3.6A3 3 0 1 0 15 5l-7 3.6a3 3 0 1 0 0 6.8l7 3.6A3 3 0 1 0 18 16z"
        fill="currentColor"
      />
    </HeaderIconButton>
  );
}
