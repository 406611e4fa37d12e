// `sizes` for photos shown with the API's `srcSet` (renditions 320, 720 and 1280 px wide): how wide the
// photo's slot is, so the browser loads the rendition that slot needs at the screen's pixel density and no
// bigger. A grid thumbnail on a 2x phone takes the 320 px one, a full-width photo on it the 720 px one, and
// only a 3x phone's full-width photo the 1280 px one.
import { LIMITS } from '../constants/limits';

const BODY_PX = LIMITS.BODY_MAX_WIDTH;
/** Screens keep 16 px margins on each side of their content. */
const MARGINS_PX = 32;

/**
 * A photo in one of `columns` equal columns across the page's content (1: its full width), or across the whole
 * body with `edgeToEdge` (a grid that runs past the page's margins, such as an album's).
 */
export function columnPhotoSizes(columns = 1, { edgeToEdge = false } = {}): string {
  const margins = edgeToEdge ? 0 : MARGINS_PX;
  const wide = Math.round((BODY_PX - margins) / columns);
  let narrow: string;
  if (edgeToEdge) narrow = columns === 1 ? '100vw' : `calc(100vw / ${columns})`;
  else
    narrow = columns === 1 ? `calc(100vw - ${MARGINS_PX}px)` : `calc((100vw - ${MARGINS_PX}px) / ${columns})`;
  return `(min-width: ${BODY_PX}px) ${wide}px, ${narrow}`;
}
