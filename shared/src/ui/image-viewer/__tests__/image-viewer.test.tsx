import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ImageViewer from '../image-viewer';
import styles from '../image-viewer.module.css';
import { applyStylesheet } from '../../../test/stylesheet';

const photos = [
  { src: '/p/1/w720', srcSet: '/p/1/w320 320w, /p/1/w720 720w, /p/1/w1280 1280w', alt: '산책하는 코코' },
  { src: '/p/2/w720', alt: '' },
];

describe('ImageViewer on a phone held sideways or a tablet', () => {
  it("covers the whole screen, not the page's 480 px column, and loads the rendition for the screen's width", () => {
    const remove = applyStylesheet('../image-viewer.module.css', import.meta.url, styles);
    render(<ImageViewer images={photos} onClose={() => {}} />);
    const viewer = getComputedStyle(screen.getByRole('dialog', { name: '사진 1 / 2' }));
    expect(viewer.position).toBe('fixed');
    // The column left a landscape photo a strip in the middle of a landscape screen, the page showing on both sides.
    expect(['', 'none']).toContain(viewer.maxWidth);
    expect(screen.getByRole('img', { name: '산책하는 코코' })).toHaveAttribute('sizes', '100vw');
    remove();
  });

  it('on a short screen lays its bars over the photo, which takes the full height', () => {
    const remove = applyStylesheet('../image-viewer.module.css', import.meta.url, styles);
    // jsdom applies no media query: read the short screen's rules.
    const short = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find(
        (rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && /max-height/.test(rule.conditionText),
      );
    expect(short).toBeDefined();
    const rule = (name: string) =>
      [...short!.cssRules].find(
        (r): r is CSSStyleRule =>
          r instanceof CSSStyleRule && r.selectorText.split(/,\s*/).includes(`.${name}`),
      )!.style;
    expect(rule(styles.stage!).position).toBe('absolute');
    expect(rule(styles.stage!).inset).toBe('0px');
    for (const bar of [styles.bar!, styles.nav!]) {
      expect(rule(bar).position).toBe('absolute');
      // A swipe on the photo under the shade still reaches it.
      expect(rule(bar).pointerEvents).toBe('none');
    }
    remove();
  });
});
