// A phone on its side: the tab pages' bars go compact (global.css's tokens), and with the keyboard up as well they
// leave the page. Several style sheets say so, each with the same two media conditions, and the boot frame painted
// from the HTML draws the bars at the tokens' sizes: a sheet that drifted would let the bars jump as the app starts,
// or draw one bar compact and the other not. (What the owner sees is in e2e/tests/landscape.spec.ts.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import template from '../../../../shared/mf/index.html?raw';

const read = (path: string) =>
  readFileSync(decodeURIComponent(new URL(path, import.meta.url).pathname), 'utf8');
const globalCss = read('../../../../shared/src/styles/global.css');
const pageHeaderCss = read('../../../../shared/src/ui/page-header/page-header.module.css');
const tabBarCss = read('../../features/navigation/components/tab-bar.module.css');
const topBarCss = read('../../features/navigation/components/tab-top-bar.module.css');
// The post page's comment box (mf-community): held at the screen's bottom, except with the keyboard up on a phone on
// its side, where the page's bar (PageHeader) leaves with the page and the box stays under the post.
const postCss = read('../../../../mf-community/src/features/post/components/post.module.css');

const SIDEWAYS = '(max-height: 500px) and (min-aspect-ratio: 3/2)';
const SIDEWAYS_TYPING = '(max-height: 240px) and (min-aspect-ratio: 3/2)';

/** The declarations `selector` gets inside `@media <condition>` in `css` (comments out), by property. */
function inMedia(css: string, condition: string, selector: string): Record<string, string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const at = text.indexOf(`@media ${condition}`);
  if (at < 0) return {};
  // The media block: up to the brace that closes the one after the condition.
  let depth = 0;
  let end = text.indexOf('{', at);
  for (let i = end; i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) {
      end = i;
      break;
    }
  }
  const block = text.slice(text.indexOf('{', at) + 1, end);
  const out: Record<string, string> = {};
  for (const m of block.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const selectors = m[1]!.split(',').map((s) => s.trim());
    if (!selectors.includes(selector)) continue;
    for (const d of m[2]!.split(';')) {
      const [prop, ...value] = d.split(':');
      if (prop?.trim() && value.length) out[prop.trim()] = value.join(':').trim();
    }
  }
  return out;
}

const px = (value: string | undefined) => Number.parseFloat(value ?? 'NaN');

describe('a phone on its side', () => {
  it('has compact bars (global.css), and none with its keyboard up as well', () => {
    const sideways = inMedia(globalCss, SIDEWAYS, ':root');
    expect(px(sideways['--top-bar-height'])).toBeLessThan(48);
    expect(px(sideways['--tab-bar-height'])).toBeLessThan(57);
    const typing = inMedia(globalCss, SIDEWAYS_TYPING, ':root');
    expect(px(typing['--top-bar-height'])).toBe(0);
    expect(px(typing['--tab-bar-height'])).toBe(0);
  });

  it('the bars themselves follow the same two conditions', () => {
    expect(inMedia(tabBarCss, SIDEWAYS, '.link')['flex-direction']).toBe('row');
    expect(inMedia(tabBarCss, SIDEWAYS_TYPING, '.bar').display).toBe('none');
    expect(inMedia(topBarCss, SIDEWAYS_TYPING, '.bar').display).toBe('none');
    expect(inMedia(pageHeaderCss, SIDEWAYS_TYPING, '.header').position).toBe('static');
  });

  it("the post page's comment box stops being held at the bottom under the same condition as the page's bar", () => {
    // Drifted, the box would be held over the post being answered while the bar is gone, or the other way round.
    expect(inMedia(postCss, SIDEWAYS_TYPING, '.commentsArea').display).toBe('flex');
    expect(inMedia(postCss, SIDEWAYS_TYPING, '.commentsArea')['flex-grow']).toBe('1');
  });

  it('the frame painted before any script draws the bars at the sizes the app then does', () => {
    const sideways = inMedia(globalCss, SIDEWAYS, ':root');
    const style = template.slice(template.indexOf('<style>'), template.indexOf('</style>'));
    expect(px(inMedia(style, SIDEWAYS, '#boot-frame .bf-top').height)).toBe(px(sideways['--top-bar-height']));
    // The tab bar's token counts its 1 px top border, which the frame draws outside its height.
    expect(px(inMedia(style, SIDEWAYS, '#boot-frame .bf-tabs').height)).toBe(
      px(sideways['--tab-bar-height']) - 1,
    );
    expect(inMedia(style, SIDEWAYS_TYPING, '#boot-frame .bf-top').display).toBe('none');
    expect(inMedia(style, SIDEWAYS_TYPING, '#boot-frame .bf-tabs').display).toBe('none');
  });
});
