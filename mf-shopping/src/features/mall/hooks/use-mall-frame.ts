// The mall iframe's life: which URL it shows, when it is remounted, whether it loaded, and whether the phone is
// online at all.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LIMITS, openExternal, sharePage } from '@guardian/shared';
import {
  mallSpeaks,
  rememberMallSpeaks,
  reportedMallLocation,
  saveMallLocation,
  savedMallLocation,
} from '../lib/mall-location';
import { mallHistoryAfter, type MallHistory } from '../lib/mall-history';
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
 * The frame stepping back to its first page before it is replaced (see remount): how long to wait for that page to
 * say it is there (a slow network, an error page that never says so) before the frame is replaced all the same.
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

  // Stepping back over the frame's pages before it is replaced (see remount): the page to show once back.
  const steppingBack = useRef<{ url: string; timer: number } | null>(null);
  useEffect(() => () => window.clearTimeout(steppingBack.current?.timer), []);

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
      const step = steppingBack.current;
      if (step && pages.current.history.index === 0) {
        // Back at its first page: the frame can go now, its own steps behind it. Already the page asked for, it stays.
        window.clearTimeout(step.timer);
        steppingBack.current = null;
        if (url !== step.url) {
          replace(step.url);
          return;
        }
      }
      saveMallLocation(url);
      rememberMallSpeaks(mallUrl);
      // The mall's page is there: shown at once (its pictures may still be coming), the skeleton gone.
      setStatus((s) => (s === 'loading' ? 'ready' : s));
      if (awaitingRef.current) setAwaiting(false);
      else heard.current = true;
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [mallUrl, replace, setAwaiting]);

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
      const shown = frameRef.current ? pages.current : null;
      const steps = shown?.history.index ?? 0;
      if (!shown || steps <= 0) {
        replace(url);
        return;
      }
      // On its way to its first page (so that page, said again, counts as there even if its address recurs later).
      shown.history = { ...shown.history, index: 0 };
      History.prototype.go.call(window.history, -steps);
      // The skeleton meanwhile, as for any new frame: no page of the way back shows.
      heard.current = false;
      setAwaiting(false);
      setStatus('loading');
      steppingBack.current = { url, timer: window.setTimeout(() => replace(url), MALL_STEP_BACK_MS) };
    },
    [replace, setAwaiting],
  );

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
