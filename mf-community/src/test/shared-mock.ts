// The '@guardian/shared' mock factory for this remote's tests: HTTP helpers and toasts are spies.
import { vi } from 'vitest';
import type * as Shared from '@guardian/shared';

export async function sharedMock(original: () => Promise<unknown>) {
  const actual = (await original()) as typeof Shared;
  return {
    ...actual,
    apiGet: vi.fn(),
    apiPost: vi.fn(),
    apiPut: vi.fn(),
    apiDelete: vi.fn(),
    toast: { success: vi.fn(), error: vi.fn() },
  };
}
