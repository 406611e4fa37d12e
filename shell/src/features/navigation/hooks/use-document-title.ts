// The browser's title names the page, as the page's h1 does ("바둑펫뷰티 종로점 | 가디언"): the browser's share sheet,
// its tabs and history, and a screen reader's page list read it. Every page said "가디언" before. Each screen
// already has one h1 naming what is open, so the title follows it, and a name that arrives with the data
// (a shop's, an article's) updates it.
import { useEffect, type RefObject } from 'react';

const SITE = '가디언';

/**
 * The heading's words as one line: a line break in it (`<br />`, or a new line in its text) reads as a space. Its
 * textContent ran the lines together ("매장,가디언에서 한 번에" on /lure).
 */
const headingText = (heading: Element): string =>
  Array.from(heading.childNodes, (n) => (n.nodeName === 'BR' ? ' ' : n.textContent))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

export function useDocumentTitle(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = main.current;
    if (!container) return;
    const update = () => {
      const h1 = container.querySelector('h1');
      const heading = h1 ? headingText(h1) : '';
      const title = heading && heading !== SITE ? `${heading} | ${SITE}` : SITE;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main]);
}
