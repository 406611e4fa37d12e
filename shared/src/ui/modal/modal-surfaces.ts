// The open modal surfaces (a sheet, a dialog, the photo viewer), in the order they opened, and the phone's back
// over them: for a surface that asks for it, back closes it instead of leaving the page under it. In every tab's
// first load, because the listener must be added before the app creates its router; the focus handling each surface
// runs when it opens (use-modal-focus.ts) comes with the surfaces' own code, which loads when one first opens.

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

/** A surface put on top of the open ones by openModalSurface. */
export interface OpenSurface {
  /** Whether it is the last opened, the one that answers the keyboard. */
  isOnTop: () => boolean;
  /** Takes it off the open surfaces (it closed). */
  remove: () => void;
}

/**
 * Puts a surface on top of the open ones. With closeOnBack (and listenForBackOverModals called), the phone's back
 * while it is on top calls `close` and the page stays.
 */
export function openModalSurface(close: () => void, closeOnBack: boolean): OpenSurface {
  const surface: Surface = {
    backIndex: closeOnBack && listening ? historyIndex(window.history.state) : undefined,
    close,
  };
  openSurfaces.push(surface);
  return {
    isOnTop: () => openSurfaces[openSurfaces.length - 1] === surface,
    remove: () => {
      openSurfaces.splice(openSurfaces.indexOf(surface), 1);
    },
  };
}
