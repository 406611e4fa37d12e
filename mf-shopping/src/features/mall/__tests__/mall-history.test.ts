import { holdsLeaving, mallHistoryAfter, type MallHistory } from '../lib/mall-history';

const HOME = 'https://mall.example.com/shop';
const page = (n: number) => `https://mall.example.com/goods/${n}`;

/** The mall's pages as they say where they are, each with the history's length then. */
function walk(...steps: [url: string, length: number][]): MallHistory {
  return steps.reduce<MallHistory | null>((h, [url, length]) => mallHistoryAfter(h, url, length), null)!;
}

describe("the mall's pages in the phone's back history", () => {
  it('counts each page opened in the mall as one more step from its first', () => {
    expect(walk([HOME, 3], [page(1), 4], [page(2), 5], [page(3), 6]).index).toBe(3);
  });

  it('a back (or forward) in the mall is a step through the pages there, not a new one', () => {
    const back = walk([HOME, 3], [page(1), 4], [page(2), 5], [page(3), 6], [page(2), 6]);
    expect(back.index).toBe(2);
    expect(walk([HOME, 3], [page(1), 4], [page(2), 5], [page(1), 5], [HOME, 5]).index).toBe(0);
    expect(walk([HOME, 3], [page(1), 4], [HOME, 4], [page(1), 4]).index).toBe(1);
  });

  it('the same page again (reloaded) is no step', () => {
    expect(walk([HOME, 3], [page(1), 4], [page(1), 4]).index).toBe(1);
  });

  it('a page opened after a back replaces the ones ahead of it, as the history does', () => {
    // 1 → 2 → 3, back twice to 1, then 4: the history drops 2 and 3 (one shorter).
    const h = walk(
      [HOME, 3],
      [page(1), 4],
      [page(2), 5],
      [page(3), 6],
      [page(2), 6],
      [page(1), 6],
      [page(4), 5],
    );
    expect(h).toEqual({ urls: [HOME, page(1), page(4)], index: 2, length: 5 });
    // A back from 4 is to 1, then home.
    expect(mallHistoryAfter(h, page(1), 5).index).toBe(1);
  });

  it("a page that takes the shown one's place (the same length, a new address) is no step: one too many would leave 쇼핑", () => {
    const h = walk([HOME, 3], [page(1), 4], [`${page(1)}?sort=price`, 4]);
    expect(h).toEqual({ urls: [HOME, `${page(1)}?sort=price`], index: 1, length: 4 });
  });

  it('a link back to a page seen before, at the end of the history, is a new step', () => {
    expect(walk([HOME, 3], [page(1), 4], [HOME, 5]).index).toBe(2);
  });
});

describe('leaving 쇼핑 while the mall has pages behind the one shown', () => {
  const at = (pathname: string, search = '') => ({ pathname, search, hash: '', state: null, key: pathname });
  const leave = (historyAction: 'PUSH' | 'REPLACE' | 'POP', to = '/community', from = '/shopping') => ({
    currentLocation: at(from),
    nextLocation: at(to),
    historyAction: historyAction as never,
  });

  it('holds a tab, a link or a redirect to another page until the frame is back at its first page', () => {
    expect(holdsLeaving(leave('PUSH'), true)).toBe(true);
    expect(holdsLeaving(leave('REPLACE', '/auth'), true)).toBe(true);
  });

  it("never holds the phone's back, nor a leave with nothing behind, nor a step within 쇼핑", () => {
    expect(holdsLeaving(leave('POP'), true)).toBe(false);
    expect(holdsLeaving(leave('PUSH'), false)).toBe(false);
    expect(holdsLeaving(leave('PUSH', '/shopping/'), true)).toBe(false);
    expect(
      holdsLeaving({ ...leave('REPLACE', '/shopping'), nextLocation: at('/shopping', '?x=1') }, true),
    ).toBe(false);
  });
});
