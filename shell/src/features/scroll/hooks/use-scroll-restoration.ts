// Spec §2: the main container's scroll position is saved per path on leaving and restored
// 100 ms after navigation (the delay lets lazy screens render their height first).
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { LIMITS } from '@guardian/shared';

const positions = new Map<string, number>();
const EDITABLE = 'input, textarea, select, [contenteditable="true"]';

export function clearScrollPositions(): void {
  positions.clear();
}

export function useScrollRestoration(container: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // The last position seen while on the current path: by the time an effect cleanup runs the
  // next page may already be in the DOM and the browser may have clamped scrollTop.
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

  useEffect(() => {
    const el = container.current;
    lastTop.current = 0;
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
    return () => {
      window.clearTimeout(timer);
      positions.set(pathname, lastTop.current);
    };
  }, [pathname, container]);
}
