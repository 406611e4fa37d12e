// Spec §2: the main container's scroll position is saved per path on leaving and restored
// 100 ms after navigation (the delay lets lazy screens render their height first).
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { LIMITS } from '@guardian/shared';

const positions = new Map<string, number>();
const EDITABLE = 'input, textarea, select, [contenteditable="true"]';

export function clearScrollPositions(): void {
  positions.clear();
}

export function useScrollRestoration(container: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // The last position seen while on the current path (read from scroll events, never from scrollTop on leaving: by
  // then the next page is in the DOM and the browser may have clamped scrollTop to its shorter height).
  const lastTop = useRef(0);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const onScroll = () => {
      lastTop.current = el.scrollTop;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [container]);

  // Saved in the commit that puts the next path's page in the DOM, in the same task: the scroll event of the browser
  // clamping scrollTop to a shorter next page (a post after the community feed) comes with a later frame, and React
  // may paint before it runs passive effects, so a passive cleanup read that page's 0 and saved it for the feed.
  useLayoutEffect(() => {
    lastTop.current = 0;
    return () => {
      positions.set(pathname, lastTop.current);
    };
  }, [pathname]);

  useEffect(() => {
    const el = container.current;
    const timer = window.setTimeout(() => {
      if (!el) return;
      const top = positions.get(pathname) ?? 0;
      el.scrollTop = top;
      lastTop.current = top;
      // A field tapped while the page was opening keeps its place in view: the position coming back must not slide
      // the box being typed into away (under a raised keyboard there is little room to find it again).
      const typing = document.activeElement;
      if (typing instanceof HTMLElement && el.contains(typing) && typing.matches(EDITABLE))
        typing.scrollIntoView({ block: 'nearest' });
    }, LIMITS.SCROLL_RESTORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, container]);
}
