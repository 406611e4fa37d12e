// The mall iframe's life: which URL it shows, when it is remounted, whether it loaded, and whether the phone is
// online at all.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { LIMITS, openExternal, sharePage } from '@guardian/shared';
import {
  mallSpeaks,
  rememberMallSpeaks,
  reportedMallLocation,
  saveMallLocation,
  savedMallLocation,
} from '../lib/mall-location';
import { holdsLeaving, mallHistoryAfter, type MallHistory } from '../lib/mall-history';
import { mallRequest } from '../lib/mall-requests';

/** A cross-origin iframe rarely reports errors, so a load that never finishes counts as one. */
export const MALL_LOAD_TIMEOUT_MS = 20000;

/**
 * A frame fires load for any page: the mall's, its server's bare 500 page, the browser's "site can't be reached".
 * Cross-origin, none of them can be looked into; the mall's own pages say they are the mall (MALL_LOCATION, see
 * mall-location.ts), so once a mall has been heard from on this phone, a page that stays silent this long after its
 * load is not the mall's: an error. A mall never heard from is shown on its load.
 */
export const MALL_SILENCE_MS = 4000;

/**
 * The frame stepping back to its first page before it is replaced (see remount) or the screen is left (see the
 * leave's hold): how long to wait for that page to say it is there (a slow network, an error page that never says
 * so) before the frame is replaced, or the screen left, all the same.
 */
export const MALL_STEP_BACK_MS = 1500;

/** 'offline': the frame "loaded" the browser's own no-connection page, which has no way back. */
export type MallStatus = 'loading' | 'ready' | 'error' | 'offline';

/** Where a page that failed stands in the frame's history (it cannot be looked into): an address no page has. */
const FAILED_PAGE = 'about:mall-failed';

/** The mall URL with the 10-minute bucket (spec §2, §9): repeated reloads within a bucket share a cache key. */
export function mallUrlWithBucket(mallUrl: string, now = Date.now()): string {
  const url = new URL(mallUrl, window.location.href);
  url.searchParams.set('t', String(Math.floor(now / LIMITS.MALL_RELOAD_BUCKET_MS)));
  return url.toString();
}

// A host built before the slim 'react-router-dom' re-exported the context has none: the screen is then left at once.
const NO_ROUTER = createContext<{ router?: undefined } | null>(null);

/** What to do once the frame is back at its first page (`url`, as it says; null: it did not say so in time). */
type StepBackDone = (url: string | null) => boolean;

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOnline = () => navigator.onLine !== false;

export function useMallFrame(mallUrl: string) {
  // Back on the tab in this session: the page the mall showed last, not its home.
  const [src, setSrc] = useState(() => savedMallLocation(mallUrl) ?? mallUrl);
  // The key remounts the iframe, so a reload happens even when the bucket (and src) is unchanged.
  const [frameKey, setFrameKey] = useState(0);
  const [status, setStatus] = useState<MallStatus>('loading');
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The mall said where it is, and no load has taken that word yet (its message and the frame's load come in
  // either order).
  const heard = useRef(false);
  // Loaded, and waiting for the page to say it is the mall's (the ref for the handlers, any load whose word has not
  // come; the state for the timer, once the mall is known to speak).
  const awaitingRef = useRef(false);
  const [awaiting, setAwaitingState] = useState(false);
  // The frame's pages in the phone's back history (mall-history.ts), for the frame shown.
  const pages = useRef<{ frame: MessageEventSource; history: MallHistory } | null>(null);
  const setAwaiting = useCallback((on: boolean) => {
    awaitingRef.current = on;
    setAwaitingState(on);
  }, []);
  /**
   * A page the frame loaded that is not the mall's (its server's 500 page, the browser's no-connection page) is one of
   * its pages in the history too: one more step back over (the frame stays behind the failure notice for that step).
   * It says nothing, so the history's length alone says whether it was a new entry (mall-history.ts).
   */
  const failedPageShown = useCallback(() => {
    const shown = pages.current;
    if (shown) shown.history = mallHistoryAfter(shown.history, FAILED_PAGE, window.history.length);
  }, []);

  // A leave held while the frame steps back (see the leave's hold below): given up when the screen is asked for again.
  const stayHere = useRef(() => {});

  // Stepping back over the frame's pages before it is replaced or left: what then. Its answer true: the first page's
  // word is taken (the frame goes), false: it is the page shown.
  const steppingBack = useRef<{ done: StepBackDone; timer: number } | null>(null);
  useEffect(() => () => window.clearTimeout(steppingBack.current?.timer), []);
  const stepBackDone = useCallback((url: string | null) => {
    const step = steppingBack.current;
    if (!step) return false;
    window.clearTimeout(step.timer);
    steppingBack.current = null;
    return step.done(url);
  }, []);
  /**
   * The frame shown steps back to its first page, then `done` (see remount for why). False: it has no page behind the
   * one shown, nothing to step over.
   */
  const stepBack = useCallback(
    (done: StepBackDone) => {
      const shown = frameRef.current ? pages.current : null;
      const steps = shown?.history.index ?? 0;
      if (!shown || steps <= 0) return false;
      // On its way to its first page (so that page, said again, counts as there even if its address recurs later).
      shown.history = { ...shown.history, index: 0 };
      History.prototype.go.call(window.history, -steps);
      steppingBack.current = { done, timer: window.setTimeout(() => stepBackDone(null), MALL_STEP_BACK_MS) };
      return true;
    },
    [stepBackDone],
  );

  const replace = useCallback(
    (url: string) => {
      window.clearTimeout(steppingBack.current?.timer);
      steppingBack.current = null;
      pages.current = null;
      heard.current = false;
      setAwaiting(false);
      setSrc(url);
      setFrameKey((k) => k + 1);
      setStatus('loading');
    },
    [setAwaiting],
  );

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = window.setTimeout(() => setStatus('error'), MALL_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [status, frameKey]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const request = mallRequest(event, frameRef.current?.contentWindow, mallUrl);
      if (request?.kind === 'open') openExternal(request.url);
      if (request?.kind === 'share') void sharePage({ title: request.title, url: request.url });
      const url = reportedMallLocation(event, frameRef.current?.contentWindow, mallUrl);
      if (!url) return;
      const before = pages.current?.frame === event.source ? pages.current.history : null;
      pages.current = { frame: event.source!, history: mallHistoryAfter(before, url, window.history.length) };
      // Back at its first page: the frame can go now, its own steps behind it.
      if (pages.current.history.index === 0 && stepBackDone(url)) return;
      saveMallLocation(url);
      rememberMallSpeaks(mallUrl);
      // The mall's page is there: shown at once (its pictures may still be coming), the skeleton gone.
      setStatus((s) => (s === 'loading' ? 'ready' : s));
      if (awaitingRef.current) setAwaiting(false);
      else heard.current = true;
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [mallUrl, setAwaiting, stepBackDone]);

  useEffect(() => {
    if (!awaiting) return;
    const timer = window.setTimeout(() => {
      failedPageShown();
      setAwaiting(false);
      setStatus('error');
    }, MALL_SILENCE_MS);
    return () => window.clearTimeout(timer);
  }, [awaiting, setAwaiting, failedPageShown]);

  /**
   * A new frame at `url` (쇼핑 tapped again, 다시 시도). The pages the frame went through are entries of the phone's
   * back history (a frame's are the top page's): left behind, each would take a back that shows nothing (3 mall pages
   * deep, 3 dead backs: measured in Chromium). So the frame first steps back to its own first page, while it is still
   * there: that step is the frame's own back in every browser. Once the frame is gone, its entries may be dropped with
   * it (the HTML spec's model, WebKit's), and the same step would walk out of 쇼핑: never taken then. So the frame is
   * never taken away before this: hidden behind the failure and offline notices, it is there for 다시 시도 and the tab
   * tapped again to step back (its failed page counted: failedPageShown). Re-keying the frame adds no entry
   * (measured). It is the browser's own go, not the app's: modal-surfaces.ts marks the app's steps and waits for their
   * popstate, and a frame's step fires none.
   */
  const remount = useCallback(
    (url: string) => {
      // Back at its first page: replaced, unless that is already the page asked for (then it stays).
      const done: StepBackDone = (at) => {
        if (at === url) return false;
        replace(url);
        return true;
      };
      // Asked for while the screen was being left (another tab tapped just before): the screen stays, the leave given
      // up. Asked for while the frame is on its way back already (the leave's, or 쇼핑 tapped twice): that way back
      // goes on, to this page now. Replaced before it is back, the frame left its pages behind as backs that showed
      // nothing, and a leave held for it never went: a blank 쇼핑, another tab lit, until the next tap.
      stayHere.current();
      if (steppingBack.current) steppingBack.current.done = done;
      else if (!stepBack(done)) {
        replace(url);
        return;
      }
      // The skeleton meanwhile, as for any new frame: no page of the way back shows.
      heard.current = false;
      setAwaiting(false);
      setStatus('loading');
    },
    [replace, setAwaiting, stepBack],
  );

  /**
   * The screen left for another (a tab, a link) while the frame has pages behind the one shown: the frame goes with
   * the screen, and its pages would stay in the history as backs that show nothing (3 after 3 mall pages, measured in
   * Chromium), between the page left for and 쇼핑. So the navigation is held (the router's blocker, as
   * shared's use-leave-guard registers one: useBlocker is not in the slim 'react-router-dom'), the frame steps back
   * to its first page while it is still there (as remount does), and the navigation then goes: pushed from the
   * frame's first entry, it drops the mall's pages after it. One back from there returns to 쇼핑 (at the page left,
   * saved before), the next leaves it. The phone's back is never held (holdsLeaving), nor a leave with no page
   * behind; a frame that does not say it is back in time (MALL_STEP_BACK_MS) lets the navigation go all the same
   * (its backs that show nothing stay then: never a step once it is gone). Meanwhile the frame is hidden: the way
   * back shows the mall's first page, which would stay on the screen until the next one's code has come.
   */
  const router = useContext(UNSAFE_DataRouterContext ?? NO_ROUTER)?.router;
  const leaveKey = `mall-leave${useId()}`;
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!router) return;
    const here = router.state.location.pathname;
    router.getBlocker(leaveKey, (navigation) =>
      holdsLeaving(navigation, !!steppingBack.current || (pages.current?.history.index ?? 0) > 0),
    );
    // The first page's word is not taken: the page left stays the one to come back to.
    const proceed = () => {
      router.state.blockers.get(leaveKey)?.proceed?.();
      return true;
    };
    stayHere.current = () => router.state.blockers.get(leaveKey)?.reset?.();
    const unsubscribe = router.subscribe((state) => {
      const blocker = state.blockers.get(leaveKey);
      if (blocker?.state === 'blocked') {
        // On its way back already (쇼핑 tapped again just before): the screen is left instead, once it is back.
        if (steppingBack.current) steppingBack.current.done = proceed;
        else if (!stepBack(proceed)) {
          void Promise.resolve().then(proceed);
          return;
        }
        setLeaving(true);
      } else if (
        blocker?.state === 'unblocked' &&
        state.navigation.state === 'idle' &&
        state.location.pathname === here
      ) {
        // The navigation went elsewhere after all (another one took its place): the mall shows again.
        setLeaving(false);
      }
    });
    return () => {
      stayHere.current = () => {};
      unsubscribe();
      router.deleteBlocker(leaveKey);
    };
  }, [router, leaveKey, stepBack]);

  /** The tab tapped again: the mall's home, fresh within the 10-minute bucket. */
  const reload = useCallback(() => {
    saveMallLocation(null);
    remount(mallUrlWithBucket(mallUrl));
  }, [mallUrl, remount]);

  /**
   * 다시 시도: the page that failed, or the one the user was on. Still offline, there is nothing to try (the mall
   * comes back by itself when the connection does): false, for the page to say so.
   */
  const retry = useCallback(() => {
    if (!isOnline()) return false;
    remount(savedMallLocation(mallUrl) ?? mallUrlWithBucket(mallUrl));
    return true;
  }, [mallUrl, remount]);

  // Back online after a load that failed (for want of it, or timed out meanwhile): the mall comes back by itself.
  useEffect(() => {
    if (status !== 'offline' && status !== 'error') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [status, retry]);

  return {
    src,
    frameKey,
    frameRef,
    // Offline, the page says so itself (the shell's banner stands aside on 쇼핑); a mall page already shown stays
    // behind it, as it was, for when the connection returns.
    status: online ? status : ('offline' as const),
    /** On its way out of 쇼핑 (the frame stepping back first): nothing of the mall shows. */
    leaving,
    reload,
    retry,
    // A frame fires load for the browser's error page too; offline, that is all it can have shown. Online, a mall
    // heard from before is there only once its page has said so.
    onLoad: () => {
      if (!isOnline()) {
        heard.current = false;
        failedPageShown();
        setStatus('offline');
      } else if (heard.current) {
        heard.current = false;
        setStatus('ready');
      } else if (!mallSpeaks(mallUrl)) {
        // Shown at once. Its word, if it says one, is this load's: taken for one ahead of the next load, it made each
        // page after answer for the one before, and a failed page pass for the mall's (measured in Chromium).
        awaitingRef.current = true;
        setStatus('ready');
      } else {
        setAwaiting(true);
      }
    },
    onError: () => setStatus('error'),
  };
}
