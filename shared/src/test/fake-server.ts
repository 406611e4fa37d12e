// An axios adapter standing in for the API: the real instances, interceptors and serializer run,
// only the socket is replaced. Each call records the URL axios would have requested.
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface Reply {
  status: number;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: AxiosHeaders;
  body: unknown;
}

export function fakeServer(
  client: AxiosInstance,
  respond: (request: RecordedRequest) => Reply | 'network-error' | 'timeout',
) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: client.getUri(config),
      headers: AxiosHeaders.from(config.headers),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const reply = respond(request);
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (reply === 'timeout')
      throw new AxiosError('timeout of 500000ms exceeded', AxiosError.ECONNABORTED, config);
    const response = {
      data: reply.body,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
      request: {},
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        {},
        response,
      );
    }
    return response;
  };
  const previous = client.defaults.adapter;
  client.defaults.adapter = adapter;
  return { requests, restore: () => void (client.defaults.adapter = previous) };
}

export function ok<T>(data: T): Reply {
  return { status: 200, body: { resultCode: 'SUCCESS', message: '', data } };
}

export function fail(status: number, resultCode: string, message: string, data: unknown = null): Reply {
  return { status, body: { resultCode, message, data } };
}
