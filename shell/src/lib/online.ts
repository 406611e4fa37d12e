// Whether the phone has a connection, as React Query knows it (it holds requests while offline and sends them when
// the connection returns), for what the app shows about it.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** What a screen that could not load says offline (it loads by itself once the connection returns). */
export const OFFLINE_RELOAD_TEXT = '인터넷에 연결되어 있지 않아요. 연결되면 이 화면을 다시 불러올게요.';

/** True while online; the page redraws when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Runs `onBack` each time the connection returns. */
export function useWhenBackOnline(onBack: () => void): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online) latest.current();
      }),
    [],
  );
}

// A screen that failed to arrive, on the page now. Offline it says itself that the phone has no connection and that
// it will load once it has one, so the banner above the page (OfflineNotice) gives way: both together said
// "offline" twice, as two alerts, one under the other.
let failedScreens = 0;
const failedScreenListeners = new Set<() => void>();
const setFailedScreens = (n: number) => {
  failedScreens = n;
  for (const listener of failedScreenListeners) listener();
};
const subscribeFailedScreens = (onChange: () => void) => {
  failedScreenListeners.add(onChange);
  return () => failedScreenListeners.delete(onChange);
};

/** Marks, while the calling screen is on the page, that a failed screen says why it is empty. */
export function useFailedScreenShown(): void {
  useEffect(() => {
    setFailedScreens(failedScreens + 1);
    return () => setFailedScreens(failedScreens - 1);
  }, []);
}

/** True while a failed screen is on the page. */
export function useIsFailedScreenShown(): boolean {
  return useSyncExternalStore(
    subscribeFailedScreens,
    () => failedScreens > 0,
    () => false,
  );
}
