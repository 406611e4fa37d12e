import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow, whenOlderThan } from '../use-now';
import { awayUntil } from '../../test/away';

const MIN = 60_000;

function MinutesAgo({ since }: { since: number }) {
  const text = useNow((now) => `${Math.floor((now - since) / MIN)}분 전`);
  return <p>{text}</p>;
}

/** The page goes to the background, the clock moves on with every timer frozen, and the page is shown again. */
const away = (ms: number) => awayUntil(Date.now() + ms);

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-04T09:00:00+09:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('reads the time again when the page is shown after hours away, without waiting for a tick', () => {
    render(<MinutesAgo since={Date.now()} />);
    expect(screen.getByText('0분 전')).toBeInTheDocument();
    away(3 * 60 * MIN);
    expect(screen.getByText('180분 전')).toBeInTheDocument();
  });

  it('follows the clock while the page stays open', () => {
    render(<MinutesAgo since={Date.now()} />);
    act(() => void vi.advanceTimersByTime(2 * MIN));
    expect(screen.getByText('2분 전')).toBeInTheDocument();
  });

  it('reads the time again when the page comes back from the back-forward cache', () => {
    render(<MinutesAgo since={Date.now()} />);
    vi.setSystemTime(Date.now() + 10 * MIN);
    act(() => void window.dispatchEvent(new Event('pageshow')));
    expect(screen.getByText('10분 전')).toBeInTheDocument();
  });

  it('starts from the time of its first render, not the time the page last ticked', () => {
    const first = render(<MinutesAgo since={Date.now()} />);
    first.unmount();
    const since = Date.now();
    vi.setSystemTime(since + 45 * MIN);
    render(<MinutesAgo since={since} />);
    expect(screen.getByText('45분 전')).toBeInTheDocument();
  });

  it('does not tick while the page is hidden, and catches up as soon as it is shown', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    let renders = 0;
    function Counted({ since }: { since: number }) {
      renders += 1;
      return <MinutesAgo since={since} />;
    }
    render(<Counted since={Date.now()} />);
    visibility.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    const before = renders;
    // A WebView left behind another app for an hour with its timers running: nothing is woken to redraw.
    expect(vi.getTimerCount()).toBe(0);
    act(() => void vi.advanceTimersByTime(60 * MIN));
    expect(screen.getByText('0분 전')).toBeInTheDocument();
    expect(renders).toBe(before);

    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByText('60분 전')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(MIN));
    expect(screen.getByText('61분 전')).toBeInTheDocument();
    visibility.mockRestore();
  });

  it('starts no timer for a screen that mounts while the page is hidden', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const view = render(<MinutesAgo since={Date.now()} />);
    expect(vi.getTimerCount()).toBe(0);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
    visibility.mockRestore();
  });

  it('stops its timer and listeners when nothing reads it', () => {
    const view = render(<MinutesAgo since={Date.now()} />);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('whenOlderThan', () => {
  it('asks again only for data older than the given time', () => {
    const refetch = whenOlderThan(MIN);
    expect(refetch({ state: { dataUpdatedAt: Date.now() - 30_000 } })).toBe(false);
    expect(refetch({ state: { dataUpdatedAt: Date.now() - 2 * MIN } })).toBe(true);
  });
});
