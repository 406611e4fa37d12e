// The site passes WebSocket upgrades on /api to the API (issue 11): the chat socket uses the site's
// origin like every other call, and the API's own refusal (401 for a bad ticket) comes back as it is.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { startApi, startSite } from '../lib/stack.mjs';

let api;
let site;
before(async () => {
  api = await startApi({ fresh: true, env: { APP_ENV: 'test', LOG_LEVEL: 'warn' } });
  site = await startSite({ apiUrl: api.url });
});
after(async () => {
  await site?.close();
  await api?.stop();
});

async function call(path, { method = 'GET', token, body } = {}) {
  const res = await fetch(`http://127.0.0.1:${site.port}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

/** A raw upgrade through the site: the status, and the first text frame when it is 101. */
function upgrade(path) {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port: site.port,
      path,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    req.on('upgrade', (res, socket, head) => {
      // An unmasked server text frame with a short payload: 0x81, length, payload. It may have come
      // in the same packet as the 101 response (then Node hands it over as `head`, not as 'data').
      const first = (buf) => {
        const len = buf[1] & 0x7f;
        resolve({ status: res.statusCode, frame: JSON.parse(buf.subarray(2, 2 + len).toString('utf8')) });
        socket.destroy();
      };
      if (head.length) first(head);
      else socket.once('data', first);
    });
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode });
    });
    req.on('error', reject);
    req.end();
  });
}

test('a chat ticket opens the socket through /api, and the server says it is ready', async () => {
  const login = await call('/api/v2/login', {
    method: 'POST',
    body: { userId: 'demo@guardian.kr', password: 'guardian1234' },
  });
  const ticket = await call('/api/v2/auth/chatting', { method: 'POST', token: login.data.token });
  const res = await upgrade(`/api/v2/chatting/ws?ticket=${ticket.data.chatToken}`);
  assert.equal(res.status, 101);
  assert.deepEqual(res.frame, { type: 'ready', side: 'USER' });
});

test("a bad ticket gets the API's 401, and upgrades outside /api are refused", async () => {
  assert.equal((await upgrade('/api/v2/chatting/ws?ticket=made-up-ticket-123')).status, 401);
  assert.equal((await upgrade('/chatting/ws')).status, 404);
});
