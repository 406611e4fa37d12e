import { readFileSync } from 'node:fs';
import { ONE_A_ROW_EM, albumCoverSizes } from '../lib/cover-sizes';

/**
 * The width a browser without `sizes="auto"` takes from `sizes` on a phone `vw` px wide: the first entry whose
 * condition holds (px min-width / max-width only, as ours are), its calc(100vw - a) / b worked out.
 */
function slotWidth(sizes: string, vw: number): number {
  const entries = sizes.split(',').map((e) => e.trim());
  expect(entries[0]).toBe('auto');
  for (const entry of entries.slice(1)) {
    const m = /^\((min|max)-width: (\d+(?:\.\d+)?)px\) (.+)$/.exec(entry);
    const value = m ? m[3] : entry;
    if (m && (m[1] === 'min' ? vw < Number(m[2]) : vw > Number(m[2]))) continue;
    const px = /^(\d+)px$/.exec(value);
    if (px) return Number(px[1]);
    const calc = /^calc\(\(?100vw - (\d+)px\)?(?: \/ (\d+))?\)$/.exec(value);
    if (!calc) throw new Error(`unread size: ${value}`);
    return (vw - Number(calc[1])) / Number(calc[2] ?? 1);
  }
  throw new Error('no size');
}

/** The width a cover is shown at: the list is the body (at most 480 px) less 16 px margins; one a row once the
 *  list is no wider than ONE_A_ROW_EM of the root font size, else two. */
const shownWidth = (vw: number, rootPx: number) => {
  const list = Math.min(vw, 480) - 32;
  return list <= ONE_A_ROW_EM * rootPx ? list : list / 2;
};

describe('an album cover’s sizes', () => {
  it('follows the list’s own rule for one a row (album.module.css)', () => {
    const here = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '')).replace(/[^/]*$/, '');
    expect(readFileSync(`${here}../components/album.module.css`, 'utf8')).toContain(
      `@container (max-width: ${ONE_A_ROW_EM}em)`,
    );
  });

  it.each([
    [390, 16],
    [320, 16],
    [480, 16],
    [390, 24],
    [320, 32],
    [390, 32],
    [480, 32],
    [600, 32],
  ])('is the width the cover is shown at on a %i px phone with %i px text', (vw, rootPx) => {
    // Within the grid's 12 px gap of the cover's width (two a row), never half of it.
    const sizes = albumCoverSizes(rootPx);
    expect(Math.abs(slotWidth(sizes, vw) - shownWidth(Math.min(vw, 480), rootPx))).toBeLessThanOrEqual(12);
  });

  it('says two a row at the usual text size, and one a row at 200% on a phone', () => {
    expect(slotWidth(albumCoverSizes(16), 390)).toBe(179);
    expect(slotWidth(albumCoverSizes(32), 390)).toBe(358);
    expect(slotWidth(albumCoverSizes(32), 320)).toBe(288);
  });
});
