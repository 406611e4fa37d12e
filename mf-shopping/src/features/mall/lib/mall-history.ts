// The mall's own steps in the phone's back history. A frame's page changes are entries of the top page's history (one
// joint session history): after the mall's 간식 → 장난감, the phone's back goes through them before it leaves 쇼핑.
// When the frame is replaced (쇼핑 tapped again, 다시 시도), its entries stay behind, pointing at a frame that is gone:
// each back over one showed nothing (3 mall pages deep: 3 backs that did nothing, measured in Chromium). So the frame
// keeps count of how many of its pages lie between its first one and the one shown, and before it is replaced it
// steps back over them: the phone's next back leaves 쇼핑, as after a phone app's tab tapped again.
//
// The mall's frame cannot be looked into (another site in production); its pages say where they are (MALL_LOCATION),
// and the top page's history.length says whether that page was a new entry (it grew) or a step through the ones
// there (the same length, to a page named at that place).

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
