// The '@guardian/shared' mock factory for these tests: HTTP and toasts are spies; useMe reads
// ['user','me'] (and getMe) through the mocked apiGet (the real one calls the real client internally).
import { vi } from 'vitest';
import type * as Shared from '@guardian/shared';

export async function sharedMock(original: () => Promise<unknown>) {
  const actual = (await original()) as typeof Shared;
  const { useQuery } = await import('@tanstack/react-query');
  const apiGet = vi.fn();
  return {
    ...actual,
    apiGet,
    apiPost: vi.fn(),
    apiPatch: vi.fn(),
    apiDelete: vi.fn(),
    // toastError (the real one) calls toast.error through this very object: the spies go on it, so they see it too.
    toast: Object.assign(actual.toast, { success: vi.fn(), error: vi.fn() }),
    getMe: () => apiGet('/v2/me'),
    useMe: () =>
      useQuery({
        queryKey: actual.meQueryKey,
        queryFn: () => apiGet('/v2/me'),
        enabled: actual.useSessionStore.getState().token !== null,
      }),
  };
}
