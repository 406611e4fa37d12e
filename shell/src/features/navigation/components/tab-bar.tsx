// Spec §2 bottom tab bar. Login tabs (§6) link to /auth?redirectUrl= when logged out;
// tapping the current tab again is a reselect (the mall reloads on 쇼핑; every tab page goes back to its top, as a phone's
// own tab bar does: a long feed's 검색 and sort are up there). Touching or hovering a
// tab announces the intent first, so its remote can load before the click lands.
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigation } from 'react-router-dom';
import {
  authHref,
  emitTabReselect,
  normalisePath,
  requiresLoginTab,
  showsTabBar,
  useIsLoggedIn,
} from '@guardian/shared';
import { TABS, activeTabPath, type Tab } from '../tabs';
import { TabIconSvg } from './tab-icons';
import styles from './tab-bar.module.css';

export interface TabBarProps {
  /** A tab was touched, pressed or hovered: where it leads (path, maybe with a query). */
  onIntent?: (to: string) => void;
  /** The tab already shown was tapped again (after the screens were told: `emitTabReselect`). */
  onReselect?: () => void;
}

export function TabBar({ onIntent, onReselect }: TabBarProps) {
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const active = activeTabPath(pathname);
  // The tab being opened. On a slow connection its code can take seconds to arrive, and the router keeps the page
  // that was left until then: without a sign, a tap looked lost and the tab was tapped again and again. It lights up
  // at once, as a phone's own tab bar does; the page (and aria-current) follow when it arrives.
  const { location: next } = useNavigation();
  const target = next && showsTabBar(next.pathname) ? activeTabPath(next.pathname) : null;
  const opening = target !== active ? target : null;
  const lit = opening ?? active;

  const onClick = (event: MouseEvent, tab: Tab) => {
    // Tapped again while it is still opening: it is on its way already.
    if (opening === tab.path) event.preventDefault();
    else if (normalisePath(pathname) === tab.path) {
      event.preventDefault();
      emitTabReselect(tab.path);
      onReselect?.();
    }
  };

  return (
    <nav className={styles.bar} aria-label="주요 메뉴">
      <ul className={styles.list}>
        {TABS.map((tab) => {
          const to = !loggedIn && requiresLoginTab(tab.path) ? authHref(tab.path) : tab.path;
          const isActive = active === tab.path;
          return (
            <li key={tab.path} className={styles.item}>
              <Link
                to={to}
                className={lit === tab.path ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={isActive ? 'page' : undefined}
                aria-busy={opening === tab.path || undefined}
                onClick={(e) => onClick(e, tab)}
                onPointerDown={() => onIntent?.(to)}
                onTouchStart={() => onIntent?.(to)}
                onMouseEnter={() => onIntent?.(to)}
                onFocus={() => onIntent?.(to)}
              >
                <TabIconSvg icon={tab.icon} />
                <span className={styles.label}>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
