import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOneAtATime } from '../use-one-at-a-time';

/** A task that waits until `finish` is called, resolving with what it is given. */
function gate<T>() {
  let finish!: (value: T) => void;
  const done = new Promise<T>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('useOneAtATime', () => {
  it('runs a second tap made while the first is running not at all, and is busy meanwhile', async () => {
    const { result } = renderHook(() => useOneAtATime());
    const first = gate<void>();
    const task = vi.fn(() => first.done);
    let firstRun!: Promise<void>;
    act(() => {
      firstRun = result.current[1](task);
      void result.current[1](task);
    });
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current[0]).toBe(true);
    await act(async () => {
      first.finish();
      await firstRun;
    });
    expect(result.current[0]).toBe(false);
    await act(() => result.current[1](task));
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('takes taps again after a task that failed', async () => {
    const { result } = renderHook(() => useOneAtATime());
    await act(() => result.current[1](() => Promise.reject(new Error('offline'))).catch(() => undefined));
    expect(result.current[0]).toBe(false);
    const task = vi.fn(() => Promise.resolve());
    await act(() => result.current[1](task));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stays busy once the page is leaving, until it comes back from the back-forward cache', async () => {
    const { result } = renderHook(() => useOneAtATime());
    await act(() => result.current[1](() => Promise.resolve('leaving' as const)));
    expect(result.current[0]).toBe(true);
    const task = vi.fn(() => Promise.resolve());
    await act(() => result.current[1](task));
    expect(task).not.toHaveBeenCalled();

    // A fresh page show (not from the cache) changes nothing; a restore from it opens the button again.
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    });
    expect(result.current[0]).toBe(true);
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(result.current[0]).toBe(false);
    await act(() => result.current[1](task));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
