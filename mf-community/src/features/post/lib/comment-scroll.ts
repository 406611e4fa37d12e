// Scrolling the post page to a comment: between the sticky header and the comment box held at the bottom.
import { scrollParentOf } from '../../../lib/scroll-parent';

/** The comment box (the form), held at the bottom of the screen. */
export const COMPOSER = 'comment-composer';

/**
 * What `element`'s scroller shows, in the screen's coordinates: its scroller, where the scroller's view ends, and
 * the line just below the sticky page header (the top of what is in sight).
 */
function viewOf(element: HTMLElement) {
  const scroller = scrollParentOf(element);
  const isPage = scroller === document.scrollingElement || scroller === document.documentElement;
  const view = isPage ? { top: 0, bottom: window.innerHeight } : scroller.getBoundingClientRect();
  const header =
    parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 56;
  return { scroller, top: view.top + header, bottom: view.bottom };
}

/**
 * Scrolls `element` into the part of the screen between the sticky header and the comment box held at the bottom,
 * when it is not all there already: its end just above the box (its start below the header, if it is taller).
 */
export function scrollIntoSight(element: HTMLElement) {
  const { scroller, top, bottom: viewBottom } = viewOf(element);
  const box = document.getElementById(COMPOSER);
  const bottom = Math.min(viewBottom, box?.getBoundingClientRect().top || viewBottom);
  const r = element.getBoundingClientRect();
  if (r.top >= top && r.bottom <= bottom) return;
  const by = r.height > bottom - top ? r.top - top - 8 : r.bottom - bottom + 8;
  scroller.scrollTo?.({ top: scroller.scrollTop + by });
}

/** Scrolls `element`'s scroller so that it starts just below the sticky page header (at once: no long glide). */
export function scrollBelowHeader(element: HTMLElement) {
  const { scroller, top } = viewOf(element);
  scroller.scrollTo?.({ top: scroller.scrollTop + element.getBoundingClientRect().top - top - 8 });
}
