// Routes HTTP of the shared axios clients to a handler, so the whole client pipeline
// (envelope unwrapping, ApiError, 401 rules) runs in tests without a server.
import { authClient, publicClient } from '@guardian/shared/api/client';

export interface MockReply {
  status?: number;
  data?: unknown;
  resultCode?: string;
  message?: string;
}

export type MockHandler = (req: {
  method: string;
  url: string;
  body: unknown;
  params: unknown;
}) => MockReply | Promise<MockReply>;

export function mockApi(handler: MockHandler) {
  const calls: { method: string; url: string; body: unknown; params: unknown }[] = [];

  const adapter = async (config: any) => {
    const req = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: config.params,
    };
    calls.push(req);
    const reply = await handler(req);
    const status = reply.status ?? 200;
    const response = {
      data: {
        resultCode: reply.resultCode ?? (status < 400 ? 'SUCCESS' : 'ERROR'),
        message: reply.message ?? '',
        data: reply.data ?? null,
      },
      status,
      statusText: String(status),
      headers: {},
      config,
    };
    if (status >= 400) {
      // What axios.isAxiosError recognises, without the shell depending on axios.
      throw Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        code: 'ERR_BAD_RESPONSE',
        config,
        response,
      });
    }
    return response;
  };
  authClient.defaults.adapter = adapter as never;
  publicClient.defaults.adapter = adapter as never;
  return calls;
}
