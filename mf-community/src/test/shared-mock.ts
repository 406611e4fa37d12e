// The '@guardian/shared' mock factory for this remote's tests: HTTP helpers and toasts are spies, and the breed
// catalog is read through the mocked apiGet (shared's own query calls its unmocked client), so a test can answer,
// hold back or fail it.
import { vi } from 'vitest';
import type * as Shared from '@guardian/shared';

export async function sharedMock(original: () => Promise<unknown>) {
  const actual = (await original()) as typeof Shared;
  const apiGet = vi.fn();
  return {
    ...actual,
    apiGet,
    breedsQueryOptions: (kind: Shared.PetKind) => ({
      ...actual.breedsQueryOptions(kind),
      queryFn: () => apiGet('/v2/breeds', { kind }),
    }),
    apiPost: vi.fn(),
    apiPut: vi.fn(),
    apiDelete: vi.fn(),
    // toastError (the real one) calls toast.error through this very object: the spies go on it, so they see it too.
    toast: Object.assign(actual.toast, { success: vi.fn(), error: vi.fn() }),
  };
}
