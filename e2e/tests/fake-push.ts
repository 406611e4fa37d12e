// A local stand-in for a browser vendor's push service, for the 소식 story: the API sends real Web Push
// requests (encrypted, VAPID-signed) to it, and the story counts what arrived.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startFakePush() {
  const received: { path: string; encoding: string | undefined; vapid: boolean }[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        encoding: req.headers['content-encoding'],
        vapid: (req.headers.authorization ?? '').startsWith('vapid t='),
      });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const path = `/push/${randomBytes(6).toString('hex')}`;
  return {
    received,
    /** What a browser's PushSubscription.toJSON() would hand the API. */
    subscription: {
      endpoint: `http://127.0.0.1:${port}${path}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
