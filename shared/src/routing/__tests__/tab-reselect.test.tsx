import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitTabReselect, useTabReselect } from '../tab-reselect';

describe('tab reselect (§2: tapping the shopping tab again reloads the mall)', () => {
  it('calls the latest callback for the reselected tab only, until unmount', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = renderHook(({ cb }) => useTabReselect('/shopping', cb), {
      initialProps: { cb: first },
    });
    rerender({ cb: latest });
    emitTabReselect('/shopping/');
    emitTabReselect('/community');
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    unmount();
    emitTabReselect('/shopping');
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
