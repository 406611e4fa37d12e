// Where the owner was scrolled on a history entry, for screens that swap views on one path: the breed list and
// a breed's page are both /curation/breed (`?breedSeq=` picks the page), and the shell keeps one position per
// path, so without this a breed's page opened halfway down and the list came back at the top.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

/**
 * The nearest ancestor that scrolls vertically (in the composed site the shell's <main>), else the document's
 * scroller. An ancestor only clipping sideways (overflow-x: hidden makes overflow-y compute to auto) has nothing
 * to scroll and is passed over.
 */
export function scrollParentOf(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const scrolls = /^(auto|scroll|overlay)$/.test(getComputedStyle(node).overflowY);
    if (scrolls && node.scrollHeight > node.clientHeight) return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

/**
 * Remembers how far this history entry was scrolled and, once `ready` (its content laid out), scrolls back there;
 * an entry seen for the first time starts at the top, except one that replaced the entry this screen was showing
 * (the list's search words written to its address): that is the same place in the history, and stays where it was.
 * `anchor` is an element of the screen.
 */
export function useEntryScroll(anchor: RefObject<HTMLElement | null>, ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef<string | null>(null);

  // Layout effects: the listener is gone before the next view's DOM can clamp the scroller and report that.
  useLayoutEffect(() => {
    const onScroll = (event: Event) => {
      const el = anchor.current;
      const target = event.target === document ? document.scrollingElement : event.target;
      if (el && target instanceof HTMLElement && target.contains(el)) positions.set(key, target.scrollTop);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [anchor, key]);

  useLayoutEffect(() => {
    if (!ready || !anchor.current) return;
    const scroller = scrollParentOf(anchor.current);
    const replaced = shownKey.current !== null && shownKey.current !== key && navigationType === 'REPLACE';
    shownKey.current = key;
    if (replaced && !positions.has(key)) positions.set(key, scroller.scrollTop);
    else scroller.scrollTop = positions.get(key) ?? 0;
  }, [anchor, key, ready, navigationType]);
}
