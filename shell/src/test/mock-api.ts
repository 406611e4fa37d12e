// Answers the shared API clients' requests at the transport (their `fetch`), so the whole client
// pipeline (bearer, param serializer, JSON body, envelope unwrapping, ApiError, 401 rules) runs in
// tests without a server. Each call is recorded as the app wrote it: the path without the base URL,
// the query string's params (values as sent, i.e. strings), the parsed JSON body and the headers.
import { authClient, publicClient, type ApiClient, type Transport } from '@guardian/shared/api/client';

export interface MockReply {
  status?: number;
  data?: unknown;
  resultCode?: string;
  message?: string;
}

export interface MockRequest {
  method: string;
  url: string;
  body: unknown;
  params: Record<string, string> | undefined;
  headers: Record<string, string>;
}

export type MockHandler = (req: MockRequest) => MockReply | Promise<MockReply>;

function transportFor(client: ApiClient, handler: MockHandler, calls: MockRequest[]): Transport {
  return async (requested, init) => {
    const { baseURL } = client.defaults;
    const relative = baseURL && requested.startsWith(baseURL) ? requested.slice(baseURL.length) : requested;
    const [url = '', query] = relative.split('?');
    const req: MockRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      params: query ? Object.fromEntries(new URLSearchParams(query)) : undefined,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    };
    calls.push(req);
    const reply = await handler(req);
    const status = reply.status ?? 200;
    const envelope = {
      resultCode: reply.resultCode ?? (status < 400 ? 'SUCCESS' : 'ERROR'),
      message: reply.message ?? '',
      data: reply.data ?? null,
    };
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

export function mockApi(handler: MockHandler) {
  const calls: MockRequest[] = [];
  authClient.defaults.fetch = transportFor(authClient, handler, calls);
  publicClient.defaults.fetch = transportFor(publicClient, handler, calls);
  return calls;
}

/** The URL the API client requests for `path` (under its base URL), as the page's early reads are keyed. */
export const requestUrl = (path: string) => authClient.getUri({ url: path });
