// Whether the page is in view (not behind another app, the screen on), as React state. A screen that polls stops
// while it is not: TanStack Query skips the fetch of a hidden page yet keeps its interval firing, and a WebView left
// behind KakaoTalk with an order's page open woke the phone every 2 s for nothing until the job was done.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const shown = () => document.visibilityState !== 'hidden';

export const usePageShown = (): boolean => useSyncExternalStore(subscribe, shown, () => true);
