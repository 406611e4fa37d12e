// What scrolls a screen of this remote: in the composed site the shell's <main>, not the window
// (window.scrollY stays 0 there), standalone the document.
/**
 * The nearest ancestor that scrolls vertically, else the document's scroller. An ancestor only clipping
 * sideways (overflow-x: hidden makes overflow-y compute to auto) has nothing to scroll and is passed over.
 */
export function scrollParentOf(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const scrolls = /^(auto|scroll|overlay)$/.test(getComputedStyle(node).overflowY);
    if (scrolls && node.scrollHeight > node.clientHeight) return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}
