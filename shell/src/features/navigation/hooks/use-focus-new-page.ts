// A page opened inside the app takes the focus to its title (its h1), as a screen reader user expects of a new
// page: without it, the link or button that led here left the page with the focus, which fell to the document's
// top (the booking flow's steps, a list's row). Only when the focus was lost: what the new page focuses itself (a
// search box, the message box) and what stays on screen (a tab, the back button's header) keep it. Not on the
// first page (the browser starts at the top), and not for a change of query alone (a sheet's own entry).
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page's title is waited for: a screen's code and data can arrive after the address changes. */
export const NEW_PAGE_TITLE_WAIT_MS = 5000;

const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

export function useFocusNewPage(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const container = main.current;
    if (!container) return;
    const tryFocus = () => {
      if (!focusLost()) return true; // focused meanwhile (by the page, or the person): theirs
      const title = container.querySelector('h1');
      if (!title) return false;
      if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
      title.focus({ preventScroll: true });
      return true;
    };
    // After the page's own effects (an autofocus comes first), and once its title is there.
    let observer: MutationObserver | null = null;
    const timer = window.setTimeout(() => observer?.disconnect(), NEW_PAGE_TITLE_WAIT_MS);
    const frame = requestAnimationFrame(() => {
      if (tryFocus()) return;
      observer = new MutationObserver(() => {
        if (tryFocus()) observer?.disconnect();
      });
      observer.observe(container, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [pathname, main]);
}
