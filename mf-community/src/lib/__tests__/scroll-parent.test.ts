import { scrollParentOf } from '../scroll-parent';

describe('what scrolls a screen', () => {
  afterEach(() => document.body.replaceChildren());

  const sized = (tag: string, scrollHeight: number, clientHeight: number) => {
    const el = document.createElement(tag);
    el.style.overflowY = 'auto';
    Object.defineProperty(el, 'scrollHeight', { value: scrollHeight });
    Object.defineProperty(el, 'clientHeight', { value: clientHeight });
    return el;
  };

  it("is the nearest ancestor that scrolls vertically (the shell's <main>), not the window", () => {
    const main = sized('main', 6700, 740);
    // overflow on a box with nothing to scroll (what overflow-x: hidden computes to): passed over.
    const section = sized('section', 900, 900);
    const list = document.createElement('div');
    section.append(list);
    main.append(section);
    document.body.append(main);
    expect(scrollParentOf(list)).toBe(main);
  });

  it('is the document when nothing above the list scrolls', () => {
    const list = document.createElement('div');
    document.body.append(list);
    expect(scrollParentOf(list)).toBe(document.scrollingElement ?? document.documentElement);
  });
});
