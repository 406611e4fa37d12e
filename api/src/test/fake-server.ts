import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeHandler = (req: RecordedRequest) => { status?: number; body: unknown } | undefined;

/** A real HTTP server on 127.0.0.1 that records requests and answers through `handler`. */
export async function startFakeServer(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const rec = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(rec);
      const answer = handler(rec) ?? { status: 404, body: { error: 'not_found' } };
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // fetch keeps connections alive; do not wait for them to idle out
      }),
  };
}
