import { afterEach, describe, expect, it, vi } from 'vitest';
import template from '../../../../shared/mf/index.html?raw';
import { renderStartupError } from '../startup-error';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The custom properties the boot frame's <style> sets in light (:root) and again under prefers-color-scheme: dark. */
function bootFrameProperties() {
  const style = template.match(/<style>([\s\S]*?)<\/style>/)![1];
  const dark = style.match(/@media \(prefers-color-scheme: dark\)\s*\{\s*:root\s*\{([^}]*)\}/)![1];
  const light = style.slice(0, style.indexOf('@media')).match(/:root\s*\{([^}]*)\}/)![1];
  const names = (block: string) => [...block.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]);
  return { light: names(light), dark: names(dark) };
}

describe('the page shown when config.json cannot be read', () => {
  it('says so in Korean and reloads on 다시 시도', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const container = document.createElement('div');
    document.body.append(container);
    renderStartupError(container);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('앱을 시작하지 못했어요');
    container.querySelector('button')!.click();
    expect(reload).toHaveBeenCalled();
  });

  it("paints 다시 시도 in the theme's colours, light or dark: the tokens, else the boot frame's", () => {
    const container = document.createElement('div');
    renderStartupError(container);
    const { style } = container.querySelector('button')!;
    // A colour of its own (it was #222 with white text) stays the same in dark, a box lost in the dark page.
    expect(style.cssText).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(/i);
    expect(style.background || style.backgroundColor).toBe('var(--color-brand,var(--bf-brand))');
    expect(style.color).toBe('var(--color-on-brand,var(--bf-surface))');
    // The fallbacks are the boot frame's, set for both palettes (before global.css has loaded).
    const frame = bootFrameProperties();
    for (const name of ['--bf-brand', '--bf-surface']) {
      expect(frame.light).toContain(name);
      expect(frame.dark).toContain(name);
    }
  });
});
