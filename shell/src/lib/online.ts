// Whether the phone has a connection, as React Query knows it (it holds requests while offline and sends them when
// the connection returns), for what the app shows about it.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

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
