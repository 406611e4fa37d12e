// Focus handling every modal surface needs: move focus in, keep Tab inside, Escape closes,
// give focus back to what had it, and stop the page behind from scrolling; and, for a surface that asks for it,
// the phone's back closes it instead of leaving the page under it.
import { useEffect, useRef, type RefObject } from 'react';

interface Surface {
  /** The router's history index (history.state.idx) the surface opened on, when back closes it. */
  backIndex?: number;
  close: () => void;
}

// The open surfaces in the order they opened. Only the last opened, the one on top, answers the keyboard: a question over a sheet (the pet form's
// 닫을까요?) is answered by Escape, and the sheet under it stays; every open surface used to close at once.
const openSurfaces: Surface[] = [];

const historyIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

// The index a back that closed a surface returns to: the browser has already moved when popstate fires, so the
// step is undone with history.go, and that second popstate is not the router's either.
let returningTo: number | null = null;

// A step back the app takes itself (navigate(-1), a sheet's entry closing) is not the phone's back: a question
// opened in the same tick (설정's 탈퇴 sheet closing as its last confirmation opens) must let it through.
let ownStep = false;
let undoStep: (delta: number) => void = () => {};

function onPopState(event: PopStateEvent) {
  const idx = historyIndex(event.state);
  const expected = returningTo;
  const own = ownStep;
  returningTo = null;
  ownStep = false;
  if (idx === undefined) return;
  if (expected !== null && idx === expected) {
    event.stopImmediatePropagation();
    return;
  }
  if (own) return;
  const top = openSurfaces[openSurfaces.length - 1];
  if (top?.backIndex === undefined || idx >= top.backIndex) return;
  event.stopImmediatePropagation();
  returningTo = top.backIndex;
  undoStep(top.backIndex - idx);
  top.close();
}

let listening = false;

/**
 * The phone's back (Android's key, the app WebView's back, a swipe) with a question on top closes the question, as
 * in KakaoTalk, instead of leaving the page with the question cancelled. Call it before the app creates its
 * router: popstate listeners run in the order they were added, and this one keeps the move from React Router's, so
 * the router never sees the page go and come back. Without it, back leaves the page as before.
 */
export function listenForBackOverModals(): void {
  if (listening) return;
  listening = true;
  const { history } = window;
  const go = history.go.bind(history);
  const back = history.back.bind(history);
  undoStep = go;
  // The app's own steps (React Router's navigate(-1) calls history.go) are marked; the browser's back key, the
  // WebView's and a swipe do not pass through here.
  history.go = (delta?: number) => {
    ownStep = true;
    go(delta);
  };
  history.back = () => {
    ownStep = true;
    back();
  };
  window.addEventListener('popstate', onPopState);
}

export interface ModalFocusOptions {
  /** The phone's back closes the surface (calls onEscape) and stays on the page. Not for a surface that is a history
   * entry of its own (a sheet at ?pet=3), whose back already closes it. */
  closeOnBack?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useModalFocus(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onEscape: (() => void) | undefined,
  initialFocus?: RefObject<HTMLElement | null>,
  { closeOnBack = false }: ModalFocusOptions = {},
): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    (initialFocus?.current ?? root?.querySelector<HTMLElement>(FOCUSABLE) ?? root)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const surface: Surface = {
      backIndex: closeOnBack && listening ? historyIndex(window.history.state) : undefined,
      close: () => onEscapeRef.current?.(),
    };
    openSurfaces.push(surface);

    function onKeyDown(event: KeyboardEvent) {
      if (openSurfaces[openSurfaces.length - 1] !== surface) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        surface.close();
        return;
      }
      if (event.key !== 'Tab' || !root) return;
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      openSurfaces.splice(openSurfaces.indexOf(surface), 1);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [open, container, initialFocus, closeOnBack]);
}
