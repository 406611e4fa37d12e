// React.lazy keeps a failed import for good: once a part's code did not arrive (offline, a flaky link, a deploy
// that swapped its chunks), every later render throws the same error, so the screen's 다시 시도 can never mend
// it without reloading the app. lazyWithRetry forgets the failure when 다시 시도 asks (forgetFailedLoads, called
// by the route's error boundary), and the next render asks for the code again.
// eslint-disable-next-line no-restricted-imports -- the one place React.lazy is wrapped
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

const forgetters = new Set<() => void>();

/** Lets every part whose code failed to arrive ask for it again on its next render (다시 시도). */
export function forgetFailedLoads(): void {
  const pending = [...forgetters];
  forgetters.clear();
  for (const forget of pending) forget();
}

/** React.lazy, except that a failed load is asked for again after forgetFailedLoads(). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of whatever component is loaded
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  const attempt = () =>
    load().catch((error: unknown) => {
      forgetters.add(() => {
        Lazy = lazy(attempt);
      });
      throw error;
    });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  let Lazy: LazyExoticComponent<ComponentType<any>> = lazy(attempt);
  function LazyWithRetry(props: object) {
    return createElement(Lazy, props);
  }
  return LazyWithRetry as unknown as T;
}
