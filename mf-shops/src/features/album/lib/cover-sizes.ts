// `sizes` for an album's cover in the album list: two a row, or one a row once the list is narrower than
// ONE_A_ROW_EM of its own em (large text, album.module.css). A media condition cannot see the page's text size
// (its em is the browser's 16 px, not the root font size the phone's text size sets), so `auto` lets the browser
// take the cover's laid-out width (lazy images), and the list after it, for a browser without `auto`, puts the
// one-a-row breakpoint in px from the root font size the page has when it renders.
import { LIMITS, columnPhotoSizes } from '@guardian/shared';

/** album.module.css: `@container (max-width: 15em)` on the list. */
export const ONE_A_ROW_EM = 15;
/** Screens keep 16 px margins on each side of their content. */
const MARGINS_PX = 32;

/** `sizes` for a cover, with `rootFontPx` the page's root font size (16 at the usual text size, 32 at 200%). */
export function albumCoverSizes(rootFontPx: number): string {
  const oneARowBelowPx = ONE_A_ROW_EM * rootFontPx + MARGINS_PX;
  if (oneARowBelowPx >= LIMITS.BODY_MAX_WIDTH) return `auto, ${columnPhotoSizes(1)}`;
  return `auto, (max-width: ${oneARowBelowPx}px) calc(100vw - ${MARGINS_PX}px), ${columnPhotoSizes(2)}`;
}

/** The page's root font size in px, as the phone's text size sets it. */
export function rootFontPx(): number {
  if (typeof document === 'undefined') return 16;
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}
