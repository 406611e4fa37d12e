// Where the user was in the mall, kept for this session so that coming back to 쇼핑 (after 홈, a chat…) opens the
// same mall page instead of its home. A fresh app start (a new session) starts at the home again.
//
// The mall is another site in production, so its frame's location cannot be read; the mall tells it instead:
//   mall → app (window.parent.postMessage): { type: 'MALL_LOCATION', payload: { url: string } }
// sent on every page it shows (mall-demo/mall.js does the same). Only the framed mall's own messages, about
// pages on the mall's own origin, are kept: the frame is never pointed anywhere else.

export const MALL_LOCATION_MESSAGE = 'MALL_LOCATION';

const STORAGE_KEY = 'guardian:mall-location';
const SPEAKS_KEY = 'guardian:mall-speaks';

/** The origin of the configured mall URL (relative URLs, like the demo mall's, are on the site's). */
export function mallOrigin(mallUrl: string): string {
  return new URL(mallUrl, window.location.href).origin;
}

/** A web address (http or https) as a URL, or null for anything else. */
export function httpUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

function onMallOrigin(url: string, mallUrl: string): boolean {
  return httpUrl(url)?.origin === mallOrigin(mallUrl);
}

/** A message the framed mall sent itself: from its frame's window, on the mall's origin. */
export function fromFramedMall(
  event: MessageEvent,
  frame: Window | null | undefined,
  mallUrl: string,
): boolean {
  return !!frame && event.source === frame && event.origin === mallOrigin(mallUrl);
}

/** The mall page reported last in this session, or null (start at the mall's home). */
export function savedMallLocation(mallUrl: string): string | null {
  let url: string | null = null;
  try {
    url = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the mall starts at its home, as before.
  }
  return url && onMallOrigin(url, mallUrl) ? url : null;
}

export function saveMallLocation(url: string | null): void {
  try {
    if (url) sessionStorage.setItem(STORAGE_KEY, url);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: coming back starts at the mall's home.
  }
}

/** The page a MALL_LOCATION message from the mall names, or null for any other message. */
export function reportedMallLocation(
  event: MessageEvent,
  frame: Window | null | undefined,
  mallUrl: string,
): string | null {
  if (!fromFramedMall(event, frame, mallUrl)) return null;
  const data: unknown = event.data;
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== MALL_LOCATION_MESSAGE)
    return null;
  const url = (data as { payload?: { url?: unknown } }).payload?.url;
  return typeof url === 'string' && onMallOrigin(url, mallUrl) ? url : null;
}

/**
 * Whether this mall has said where it is before, on this phone. Only then does a page in its frame that stays silent
 * count as not the mall's (its server's 500 page, the browser's "can't be reached"): a mall that never sends
 * MALL_LOCATION (the message is ours, not every mall's) is shown on its frame's load, as it always was.
 */
export function mallSpeaks(mallUrl: string): boolean {
  try {
    return localStorage.getItem(SPEAKS_KEY) === mallOrigin(mallUrl);
  } catch {
    return false;
  }
}

export function rememberMallSpeaks(mallUrl: string): void {
  try {
    localStorage.setItem(SPEAKS_KEY, mallOrigin(mallUrl));
  } catch {
    // Storage blocked: a silent page is taken for the mall's, as before.
  }
}
