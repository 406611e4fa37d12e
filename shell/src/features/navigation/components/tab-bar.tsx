// Spec §2 bottom tab bar. Login tabs (§6) link to /auth?redirectUrl= when logged out;
// tapping the current tab again is a reselect (the mall reloads on 쇼핑; every tab page goes back to its top, as a phone's
// own tab bar does: a long feed's 검색 and sort are up there). Touching or hovering a
// tab announces the intent first, so its remote can load before the click lands.
import { useCallback, useContext, useSyncExternalStore, type MouseEvent } from 'react';
import { Link, UNSAFE_DataRouterContext, useLocation, useNavigation } from 'react-router-dom';
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

const noop = () => () => {};

/**
 * Where a navigation held by the router's blocker is going, while it is held (and let go): 쇼핑 holds one that leaves
 * it while the mall's frame steps back over its pages (up to 1.5 s on a slow mall), a form with unsaved changes while
 * it asks. The router's location, and useNavigation, say nothing of it until it goes.
 */
function useHeldPath(): string | null {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const subscribe = useCallback((onChange: () => void) => router?.subscribe(onChange) ?? noop(), [router]);
  return useSyncExternalStore(subscribe, () => {
    for (const blocker of router?.state.blockers.values() ?? []) {
      if (blocker.state !== 'unblocked') return blocker.location.pathname;
    }
    return null;
  });
}

export function TabBar({ onIntent, onReselect }: TabBarProps) {
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const active = activeTabPath(pathname);
  // The tab being opened. On a slow connection its code can take seconds to arrive, and the router keeps the page
  // that was left until then: without a sign, a tap looked lost and the tab was tapped again and again. It lights up
  // at once, as a phone's own tab bar does; the page (and aria-current) follow when it arrives. The same while the
  // page left holds the navigation (useHeldPath): held and then let go, or given up (the bar follows the page again).
  const { location: loading } = useNavigation();
  const held = useHeldPath();
  const next = loading?.pathname ?? held;
  const target = next && showsTabBar(next) ? activeTabPath(next) : null;
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
