// The API clients of §7 on `fetch`: one authenticated, one public, one bare for third parties.
// Every call goes through one pipeline: base URL and serialised params, the bearer read from the
// cookie, a JSON or FormData body, a timeout combined with the caller's AbortSignal, the body read
// as JSON (its text when it is not JSON, a Blob when asked), and every failure turned into an
// ApiError and reported (§8).
import { LIMITS } from '../constants/limits';
import { reportApiError } from '../monitoring/report-api-error';
import { getAccessToken } from '../session/access-token';
import {
  CLIENT_RESULT_CODES,
  noResponseError,
  responseError,
  recordTokenSent,
  toApiError,
  type FailedRequest,
  type NoResponseReason,
} from './api-error';
import { discardEarlyResponses, takeEarlyResponse } from './early-responses';
import { serializeParams, type QueryParams } from './params-serializer';

/** What sends a request, in `fetch`'s shape. Tests swap it (shared/src/test/fake-server.ts). */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiRequestConfig {
  method: string;
  /** Relative to the base URL, or absolute (third parties). */
  url: string;
  params?: QueryParams;
  /**
   * Sent as JSON, except FormData, Blob, URLSearchParams, binary and strings, which go as they are
   * (the browser then sets the content type, with the multipart boundary for FormData).
   */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the call fails with TIMEOUT; the client's default otherwise (§9); 0 = none. */
  timeout?: number;
  /** 'blob' for files; otherwise the body is parsed as JSON (and kept as text when it is not JSON). */
  responseType?: 'json' | 'blob';
  /** Sends through this instead of the client's transport (the photo upload's XHR, for progress). */
  transport?: Transport;
}

export interface ApiClientDefaults {
  baseURL: string;
  timeout: number;
  fetch: Transport;
}

export interface ApiClient {
  readonly defaults: ApiClientDefaults;
  /** Where a request goes: base URL (unless `url` is absolute), `url`, serialised params. */
  getUri(config: Pick<ApiRequestConfig, 'url' | 'params'>): string;
  /** Resolves to the response body; rejects with an ApiError, already reported. */
  request<T>(config: ApiRequestConfig): Promise<T>;
}

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

function joinURL(baseURL: string, url: string): string {
  if (!baseURL || ABSOLUTE_URL.test(url)) return url;
  if (!url) return baseURL;
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function isSentAsIs(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

async function readBody(response: Response, responseType: ApiRequestConfig['responseType']) {
  if (responseType === 'blob' && response.status < 300) return response.blob();
  // Error bodies of file downloads are read as text too: they are the JSON envelope.
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // empty, or not JSON (a proxy's HTML error page)
  }
}

/** `promise`, or a rejection as soon as `signal` aborts (a response already under way cannot be aborted). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function createClient(authenticated: boolean): ApiClient {
  const defaults: ApiClientDefaults = {
    baseURL: '',
    timeout: LIMITS.API_TIMEOUT_MS,
    // The global `fetch` is looked up per call, so whatever wraps it later (Sentry's tracing) sees it.
    fetch: (url, init) => fetch(url, init),
  };

  function getUri({ url, params }: Pick<ApiRequestConfig, 'url' | 'params'>): string {
    const full = joinURL(defaults.baseURL, url);
    const query = serializeParams(params);
    if (!query) return full;
    return `${full}${full.includes('?') ? '&' : '?'}${query}`;
  }

  async function send(config: ApiRequestConfig, method: string, failed: FailedRequest): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json', ...config.headers };
    // Asked on every request, since the cookie changes on login/logout without a reload (getAccessToken keeps
    // its read briefly); noted on a refused request's error for §8's 401 rule.
    const token = authenticated ? getAccessToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (config.body !== undefined && config.body !== null) {
      if (isSentAsIs(config.body)) {
        body = config.body;
      } else {
        body = JSON.stringify(config.body);
        headers['Content-Type'] = 'application/json';
      }
    }

    // One controller for the transport, aborted by whichever comes first: the caller's signal
    // (CANCELED, so TanStack Query's cancellation and the screens see a cancel) or the timer (TIMEOUT).
    const controller = new AbortController();
    let abortedFor: NoResponseReason | undefined;
    const abort = (reason: NoResponseReason, error: unknown) => {
      if (abortedFor) return;
      abortedFor = reason;
      controller.abort(error);
    };
    const caller = config.signal;
    const cancel = () => abort(CLIENT_RESULT_CODES.CANCELED, caller?.reason);
    if (caller?.aborted) cancel();
    else caller?.addEventListener('abort', cancel);
    const timeout = config.timeout ?? defaults.timeout;
    const timer =
      timeout > 0
        ? setTimeout(
            () =>
              abort(
                CLIENT_RESULT_CODES.TIMEOUT,
                new DOMException(`timeout of ${timeout}ms exceeded`, 'TimeoutError'),
              ),
            timeout,
          )
        : undefined;

    let status: number;
    let data: unknown;
    try {
      const transport = config.transport ?? defaults.fetch;
      const url = getUri(config);
      const go = () => transport(url, { method, headers, body, signal: controller.signal });
      // A plain GET the HTML already started (early-responses.ts) is taken instead of asked again;
      // if that one failed to arrive, this request goes to the network after all.
      const early =
        method === 'GET' && !config.transport && !config.headers && config.responseType !== 'blob'
          ? takeEarlyResponse(url, token)
          : null;
      if (method !== 'GET') discardEarlyResponses();
      const response = await (early ? untilAborted(early.catch(go), controller.signal) : go());
      status = response.status;
      data = await readBody(response, config.responseType);
    } catch (cause) {
      throw noResponseError(abortedFor ?? CLIENT_RESULT_CODES.NETWORK_ERROR, failed, cause);
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', cancel);
    }
    if (status < 200 || status >= 300) {
      const error = responseError(status, data, failed);
      recordTokenSent(error, token);
      throw error;
    }
    return data;
  }

  return {
    defaults,
    getUri,
    async request<T>(config: ApiRequestConfig): Promise<T> {
      const method = config.method.toUpperCase();
      const failed: FailedRequest = { method, url: config.url };
      try {
        return (await send(config, method, failed)) as T;
      } catch (error) {
        const apiError = toApiError(error, failed);
        reportApiError(apiError);
        throw apiError;
      }
    },
  };
}

export const authClient = createClient(true);
export const publicClient = createClient(false);
/** For absolute third-party URLs (social login); no base URL, the caller passes the token. */
export const externalClient = createClient(false);

export interface ApiClientOptions {
  baseURL: string;
}

/** Called once at start-up with `config.apiBaseUrl` (the shell, or a remote's standalone entry). */
export function configureApiClient({ baseURL }: ApiClientOptions): void {
  authClient.defaults.baseURL = baseURL;
  publicClient.defaults.baseURL = baseURL;
}
