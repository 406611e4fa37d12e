// A screen whose code did not arrive (offline, a flaky link, a deploy that swapped its chunks) must say so and
// load on 다시 시도. React Router cannot do that with a `lazy` that rejects: it keeps the rejected promise for
// the route for the whole session, and (7.18) still counts the route as loading, so the outlet stays empty and
// its error boundary never shows. So a route's `lazy` never rejects: on failure it answers with a screen that
// throws the failure to the route's error boundary and, each time that boundary's 다시 시도 renders it again,
// asks for the code again.
import { Suspense, createElement, use, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

export type LazyScreen = () => Promise<{ Component: ComponentType }>;

export function loadScreenOrRetry(load: LazyScreen): LazyScreen {
  return async () => {
    try {
      return await load();
    } catch (error) {
      return { Component: screenLoadedOnRetry(load, error) };
    }
  };
}

function screenLoadedOnRetry(load: LazyScreen, firstError: unknown): ComponentType {
  let loaded: ComponentType | null = null;
  // The failure on screen, and the page (location key) it was shown on. React renders a throwing component
  // again before it gives up, so the failure holds for that page; 다시 시도 opens the page anew (a new key).
  let failure: { error: unknown; key: string | null } | null = { error: firstError, key: null };
  // The code asked for again; kept until a render has read its answer (use() must see the same promise).
  let attempt: Promise<{ screen: ComponentType } | { error: unknown }> | null = null;

  function AskAgain() {
    const { key } = useLocation();
    attempt ??= load().then(
      (answer) => ({ screen: answer.Component }),
      (error: unknown) => ({ error }),
    );
    const answer = use(attempt);
    attempt = null;
    if ('error' in answer) {
      failure = { error: answer.error, key };
      throw answer.error;
    }
    loaded = answer.screen;
    return createElement(loaded);
  }

  function ScreenLoadedOnRetry() {
    const { key } = useLocation();
    if (failure && (failure.key === null || failure.key === key)) {
      failure.key = key;
      throw failure.error;
    }
    failure = null;
    if (loaded) return createElement(loaded);
    // Rendered again by 다시 시도: ask for the code once; the screen or the failure shows when it answers.
    return createElement(Suspense, { fallback: null }, createElement(AskAgain));
  }
  return ScreenLoadedOnRetry;
}
