// For tests of a page left behind another app (KakaoTalk) and shown again later: the page is hidden, the clock moves
// on to `until` with every timer frozen (as a phone freezes a background WebView), and the page is shown again.
// Needs fake Date (vi.useFakeTimers). The visibility stays mocked until vi.restoreAllMocks().
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function awayUntil(until: Date | string | number): void {
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  vi.setSystemTime(new Date(until));
  visibility.mockReturnValue('visible');
  act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}
