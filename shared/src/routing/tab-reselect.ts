// The shell's tab bar announces a tap on the tab already shown; a screen reacts (e.g. the mall reloads).
import { useEffect, useEffectEvent } from 'react';
import { normalisePath } from './layout-rules';

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

export function emitTabReselect(path: string): void {
  listeners.get(normalisePath(path))?.forEach((listener) => listener());
}

export function subscribeTabReselect(path: string, listener: Listener): () => void {
  const key = normalisePath(path);
  const set = listeners.get(key) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

export function useTabReselect(path: string, callback: () => void): void {
  const onReselect = useEffectEvent(callback);
  useEffect(() => subscribeTabReselect(path, () => onReselect()), [path]);
}
