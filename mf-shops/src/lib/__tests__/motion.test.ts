import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollBehavior } from '../motion';

/** A phone whose settings answer `matches` for the reduced-motion query (and no other). */
const phone = (reduced: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query === '(prefers-reduced-motion: reduce)',
  }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scrollBehavior', () => {
  it('jumps at once on a phone set to reduce motion', () => {
    phone(true);
    expect(scrollBehavior()).toBe('auto');
  });

  it('scrolls smoothly otherwise', () => {
    phone(false);
    expect(scrollBehavior()).toBe('smooth');
  });

  it('reads the setting at each scroll: one changed while the page is open counts from the next', () => {
    phone(false);
    expect(scrollBehavior()).toBe('smooth');
    phone(true);
    expect(scrollBehavior()).toBe('auto');
  });

  it('scrolls smoothly where there is no matchMedia to ask', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(scrollBehavior()).toBe('smooth');
  });
});
