// The API's stand-in at the transport level: the real client pipeline (base URL, serializer, bearer
// header, body encoding, timeout and abort, envelope and ApiError) runs; only the socket is replaced.
// The given client's `fetch` is swapped, and so is the global XMLHttpRequest (the photo upload's
// transport), both answering from `respond` and recording the URL the client would have requested.
import type { ApiClient } from '../api/client';

export interface Reply {
  status: number;
  /** JSON-encoded unless a string (sent as is, e.g. a proxy's HTML page). */
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** Parsed JSON, the raw string, or the FormData as sent. */
  body: unknown;
  /** What the transport was given to abort the request with. */
  signal?: AbortSignal;
}

/** `network-error`: the connection fails. `hang`: no answer until the request is aborted. */
export type Answer = Reply | 'network-error' | 'hang';

/** Upload progress the fake XMLHttpRequest reports before it answers: half of these bytes, then all. */
export const FAKE_UPLOAD_BYTES = 1000;

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function encode(body: unknown): string | null {
  if (body === undefined) return null;
  return typeof body === 'string' ? body : JSON.stringify(body);
}

export function fakeServer(
  client: ApiClient,
  respond: (request: RecordedRequest) => Answer | Promise<Answer>,
) {
  const requests: RecordedRequest[] = [];

  function record(
    url: string,
    method: string | undefined,
    headers: HeadersInit | undefined,
    body: unknown,
    signal: AbortSignal | null | undefined,
  ) {
    let parsed = body;
    if (typeof body === 'string') {
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = body;
      }
    }
    const request: RecordedRequest = {
      method: (method ?? 'GET').toUpperCase(),
      url,
      headers: new Headers(headers),
      body: parsed,
      signal: signal ?? undefined,
    };
    requests.push(request);
    return request;
  }

  /** Resolves with the reply; rejects like fetch: a TypeError offline, the signal's reason on abort. */
  function answer(request: RecordedRequest, signal: AbortSignal | null | undefined): Promise<Reply> {
    return new Promise<Reply>((resolve, reject) => {
      if (signal?.aborted) return reject(abortReason(signal));
      signal?.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
      void Promise.resolve(respond(request)).then((reply) => {
        if (reply === 'network-error') reject(new TypeError('Failed to fetch'));
        else if (reply !== 'hang') resolve(reply);
      }, reject);
    });
  }

  const fakeFetch = async (url: string, init: RequestInit): Promise<Response> => {
    const request = record(url, init.method, init.headers, init.body, init.signal);
    const reply = await answer(request, init.signal);
    const body = encode(reply.body);
    return new Response([204, 205, 304].includes(reply.status) ? null : body, { status: reply.status });
  };

  class FakeXMLHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private readonly controller = new AbortController();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    send(body: unknown) {
      const request = record(this.url, this.method, this.headers, body, this.controller.signal);
      const progress = (loaded: number) =>
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded,
          total: FAKE_UPLOAD_BYTES,
        } as ProgressEvent);
      queueMicrotask(() => {
        if (this.controller.signal.aborted) return;
        progress(FAKE_UPLOAD_BYTES / 2);
        progress(FAKE_UPLOAD_BYTES);
      });
      answer(request, this.controller.signal).then(
        (reply) => {
          this.status = reply.status;
          this.responseText = encode(reply.body) ?? '';
          this.onload?.();
        },
        () => (this.controller.signal.aborted ? this.onabort?.() : this.onerror?.()),
      );
    }

    abort() {
      this.controller.abort();
    }
  }

  const previous = { fetch: client.defaults.fetch, xhr: globalThis.XMLHttpRequest };
  client.defaults.fetch = fakeFetch;
  globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return {
    requests,
    restore: () => {
      client.defaults.fetch = previous.fetch;
      globalThis.XMLHttpRequest = previous.xhr;
    },
  };
}

export function ok<T>(data: T): Reply {
  return { status: 200, body: { resultCode: 'SUCCESS', message: '', data } };
}

export function fail(status: number, resultCode: string, message: string, data: unknown = null): Reply {
  return { status, body: { resultCode, message, data } };
}
