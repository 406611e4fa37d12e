// The mall's own steps in the phone's back history. A frame's page changes are entries of the top page's history (one
// joint session history): after the mall's 간식 → 장난감, the phone's back goes through them before it leaves 쇼핑.
// When the frame is replaced (쇼핑 tapped again, 다시 시도), its entries stay behind, pointing at a frame that is gone:
// each back over one showed nothing (3 mall pages deep: 3 backs that did nothing, measured in Chromium). The same when
// the 쇼핑 screen is left for another (a tab, a link): its frame goes with it. So the frame keeps count of how many of
// its pages lie between its first one and the one shown, and before it is replaced or left it steps back over them:
// the phone's next back leaves 쇼핑, as after a phone app's tab tapped again; a page left for another comes after 쇼핑
// in the history, not after the mall's pages.
//
// The mall's frame cannot be looked into (another site in production); its pages say where they are (MALL_LOCATION),
// and the top page's history.length says whether that page was a new entry (it grew) or a step through the ones
// there (the same length, to a page named at that place).
import { normalisePath } from '@guardian/shared';
import type { BlockerFunction } from 'react-router-dom';

export interface MallHistory {
  /** The frame's pages in the history, its first (where it was opened) at 0. */
  urls: string[];
  /** The place of the page shown. */
  index: number;
  /** history.length when the page shown said where it was. */
  length: number;
}

/** Where the mall's frame is in the history once one of its pages has said `url`, the history `length` long. */
export function mallHistoryAfter(before: MallHistory | null, url: string, length: number): MallHistory {
  if (!before) return { urls: [url], index: 0, length };
  const { urls, index } = before;
  if (length === before.length) {
    // The same page again (reloaded), or back or forward to a page already there, the nearest of that address.
    if (urls[index] === url) return { ...before };
    for (let step = 1; step < urls.length; step++) {
      for (const at of [index - step, index + step]) {
        if (urls[at] === url) return { urls, index: at, length };
      }
    }
    // Another address in the same place (the mall replaced its page; or, rarer, a new page that dropped just one
    // ahead of it, or one at the browser's cap of 50). Counted as no step: one too few leaves a back that shows
    // nothing, one too many would take the phone out of 쇼핑 when the tab is tapped again.
    return { urls: urls.map((u, at) => (at === index ? url : u)), index, length };
  }
  // A new page (the history grew, or shrank: the pages ahead of the one shown, after a back, are gone from it).
  return { urls: [...urls.slice(0, index + 1), url], index: index + 1, length };
}

/**
 * Whether a navigation waits for the mall's frame to step back to its first page (`behind`: it has pages behind the
 * one shown, or is on its way back) before it goes: one that leaves the 쇼핑 screen (a tab, a link, the app's own
 * redirect). Never the phone's back (a POP): it is a step through the history already, and from the frame's first
 * page it leaves 쇼핑 with nothing behind. A step within 쇼핑 (its query) keeps the frame.
 */
export function holdsLeaving(
  { currentLocation, nextLocation, historyAction }: Parameters<BlockerFunction>[0],
  behind: boolean,
): boolean {
  return (
    behind &&
    historyAction !== 'POP' &&
    normalisePath(nextLocation.pathname) !== normalisePath(currentLocation.pathname)
  );
}
