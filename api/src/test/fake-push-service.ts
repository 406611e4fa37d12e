import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a browser vendor's push service (FCM, Mozilla autopush): accepts Web Push requests on
 * `/push/<id>`, records them, and answers 201, or 410 for endpoints marked gone. `subscription()` makes the keys a
 * browser would (a P-256 key pair and a 16-byte auth secret), so the API encrypts for real.
 */
export async function startFakePushService() {
  const received: { id: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const gone = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').replace('/push/', '');
      if (gone.has(id)) {
        res.writeHead(410).end();
        return;
      }
      received.push({ id, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let n = 0;
  return {
    received,
    /** A browser's PushSubscription JSON pointing at this service. */
    subscription() {
      const id = `sub-${++n}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        id,
        json: {
          endpoint: `http://127.0.0.1:${port}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
        },
      };
    },
    markGone: (id: string) => gone.add(id),
    to: (id: string) => received.filter((r) => r.id === id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
