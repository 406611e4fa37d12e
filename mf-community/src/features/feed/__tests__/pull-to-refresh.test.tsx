import { fireEvent, render, screen } from '@testing-library/react';
import { PullToRefresh } from '../components/pull-to-refresh';

/** The feed inside a scrolling <main>, as the shell lays it out, scrolled `scrollTop` px down. */
function feedIn(scrollTop: number, onRefresh: () => Promise<unknown>) {
  const main = document.createElement('main');
  main.style.overflowY = 'auto';
  Object.defineProperty(main, 'scrollHeight', { value: 6000 });
  Object.defineProperty(main, 'clientHeight', { value: 740 });
  main.scrollTop = scrollTop;
  document.body.append(main);
  render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>글 목록</p>
    </PullToRefresh>,
    { container: main.appendChild(document.createElement('div')) },
  );
  return screen.getByText('글 목록');
}

const drag = (el: HTMLElement, from: number, to: number) => {
  fireEvent.touchStart(el, { touches: [{ clientY: from }] });
  fireEvent.touchMove(el, { touches: [{ clientY: to }] });
  fireEvent.touchEnd(el);
};

describe('pull to refresh', () => {
  afterEach(() => document.body.replaceChildren());

  it('refreshes when pulled down at the top of the page', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    drag(feedIn(0, onRefresh), 100, 300);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when the finger moves down further down the feed (that scrolls up)', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    drag(feedIn(1200, onRefresh), 100, 300);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
