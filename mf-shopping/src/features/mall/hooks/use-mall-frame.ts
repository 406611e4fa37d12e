// The mall iframe's life: which URL it shows, when it is remounted, and whether it loaded.
import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@guardian/shared';

/** A cross-origin iframe rarely reports errors, so a load that never finishes counts as one. */
export const MALL_LOAD_TIMEOUT_MS = 20000;

/** 'offline': the frame "loaded" the browser's own no-connection page, which has no way back. */
export type MallStatus = 'loading' | 'ready' | 'error' | 'offline';

/** The mall URL with the 10-minute bucket (spec §2, §9): repeated reloads within a bucket share a cache key. */
export function mallUrlWithBucket(mallUrl: string, now = Date.now()): string {
  const url = new URL(mallUrl, window.location.href);
  url.searchParams.set('t', String(Math.floor(now / LIMITS.MALL_RELOAD_BUCKET_MS)));
  return url.toString();
}

export function useMallFrame(mallUrl: string) {
  const [src, setSrc] = useState(mallUrl);
  // The key remounts the iframe, so a reload happens even when the bucket (and src) is unchanged.
  const [frameKey, setFrameKey] = useState(0);
  const [status, setStatus] = useState<MallStatus>('loading');

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = window.setTimeout(() => setStatus('error'), MALL_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [status, frameKey]);

  const reload = useCallback(() => {
    setSrc(mallUrlWithBucket(mallUrl));
    setFrameKey((k) => k + 1);
    setStatus('loading');
  }, [mallUrl]);

  // Back online after a load that failed for want of it: the mall comes back by itself.
  useEffect(() => {
    if (status !== 'offline') return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [status, reload]);

  return {
    src,
    frameKey,
    status,
    reload,
    // A frame fires load for the browser's error page too; offline, that is all it can have shown.
    onLoad: () => setStatus(navigator.onLine === false ? 'offline' : 'ready'),
    onError: () => setStatus('error'),
  };
}
