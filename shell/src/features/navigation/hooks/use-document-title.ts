// The browser's title names the page, as the page's h1 does ("바둑펫뷰티 종로점 | 가디언"): the browser's share sheet,
// its tabs and history, and a screen reader's page list read it. Every page said "가디언" before. Each screen
// already has one h1 naming what is open, so the title follows it, and a name that arrives with the data
// (a shop's, an article's) updates it.
import { useEffect, type RefObject } from 'react';

const SITE = '가디언';

export function useDocumentTitle(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = main.current;
    if (!container) return;
    const update = () => {
      const heading = container.querySelector('h1')?.textContent?.trim();
      const title = heading && heading !== SITE ? `${heading} | ${SITE}` : SITE;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main]);
}
