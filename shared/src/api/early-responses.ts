// Responses the HTML started before any script loaded (shared/mf/early-requests.mjs). The API
// client asks here before it goes to the network: a response is taken once, only for the exact
// URL, only when it was made with the token the client would send now, and only while it is fresh,
// so a logout, a login as someone else or a later refetch always reaches the API.
export const EARLY_MAX_AGE_MS = 10_000;

export interface EarlyRequests {
  /** The access token the requests carried; null when made logged out. */
  token: string | null;
  at: number;
  responses: Record<string, Promise<Response> | undefined>;
  /** Reads started without a bearer whatever the session (publicGet's), for requests without one. */
  anonymous?: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __guardianEarly?: EarlyRequests;
  }
}

/**
 * Forgets every early response: they were read before a write (a shop linked, a profile saved), so none can stand
 * for the state after it; the reads that follow go to the API.
 */
export function discardEarlyResponses(): void {
  if (typeof window !== 'undefined') delete window.__guardianEarly;
}

/**
 * The early response for a GET of `url` that would carry `token` (null: none), at most once; null
 * when there is none to use.
 */
export function takeEarlyResponse(
  url: string,
  token: string | null,
  now: number = Date.now(),
): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__guardianEarly;
  if (!early) return null;
  const anonymous = token === null ? early.anonymous?.[url] : undefined;
  const response = anonymous ?? early.responses[url];
  if (!response) return null;
  if (anonymous) delete early.anonymous![url];
  else delete early.responses[url];
  if ((!anonymous && early.token !== token) || now - early.at > EARLY_MAX_AGE_MS) return null;
  return response;
}
