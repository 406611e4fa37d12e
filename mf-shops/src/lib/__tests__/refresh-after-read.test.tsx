import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '@guardian/shared';
import { useRefreshAfterRead } from '../refresh-after-read';

describe('after a read that marks things read on the server', () => {
  it('refreshes 소식 and the screen’s own list once the screen has loaded, and not again on a re-render', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(
      ({ loaded }) => useRefreshAfterRead(loaded, queryKeys.alimPaper.lists()),
      {
        wrapper,
        initialProps: { loaded: false },
      },
    );
    expect(invalidate).not.toHaveBeenCalled();

    rerender({ loaded: true });
    rerender({ loaded: true });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      queryKeys.alimPaper.lists(),
      queryKeys.notifications.list(),
    ]);
  });
});
