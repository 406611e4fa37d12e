// What the large-text stories (large-text*.spec.ts, landscape.spec.ts) measure with: the phone's text size at 200%
// and where an element's box and text lie.
import type { Locator, Page } from '@playwright/test';

/** The phone's text size at 200%: the root font size, as the browser and the app's WebView hand it to the page. */
export const largeText = (page: Page) =>
  page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));

export type Box = { top: number; bottom: number; left: number; right: number };

/** An element's box on the screen. */
export const box = (locator: Locator) =>
  locator.evaluate((el): Box => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });

/** The boxes of two parts of a card: what leads (the text, the name) and what sat beside it. */
export const pair = (first: Locator, second: Locator) => Promise.all([box(first), box(second)]);

/** How many lines an element's text takes. */
export const lines = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
