// The site server under hostile input (issue 9, item 4): no request ends the process, bad paths are
// the client's error, nothing outside the served folders is served, and a dying upstream still gets
// the client an answer in the API's envelope.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from '../serve.mjs';
import { raw } from './__fixtures__/raw-request.mjs';

function tmpRemote() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-hard-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"ok":true}');
  return dir;
}

async function withSite(opts, fn) {
  const site = createSiteServer(opts);
  const port = await site.listen(0);
  try {
    await fn(port);
  } finally {
    await site.close();
  }
}

test('bad percent-encoding and unparsable paths get 400, and the server keeps serving', async () => {
  const dir = tmpRemote();
  await withSite({ dirs: { shops: dir }, config: { remotes: {} } }, async (port) => {
    assert.equal((await raw(port, { path: '/remotes/shops/%E0%A4%A' })).status, 400);
    assert.equal((await raw(port, { path: '/remotes/shops/%' })).status, 400);
    assert.equal((await raw(port, { path: '//' })).status, 400);
    const after = await raw(port, { path: '/remotes/shops/mf-manifest.json' });
    assert.equal(after.status, 200);
    assert.equal(after.text, '{"ok":true}');
  });
  fs.rmSync(dir, { recursive: true, force: true });
});

test('an exception while answering is a 500, and the server keeps serving', async () => {
  let broken = true;
  const config = {
    remotes: {},
    get apiBaseUrl() {
      if (broken) throw new Error('config source failed');
      return '/api';
    },
  };
  const errors = [];
  const original = console.error;
  console.error = (...args) => errors.push(args);
  try {
    await withSite({ config }, async (port) => {
      assert.equal((await raw(port, { path: '/config.json' })).status, 500);
      broken = false;
      assert.deepEqual(JSON.parse((await raw(port, { path: '/config.json' })).text), {
        remotes: {},
        apiBaseUrl: '/api',
      });
    });
  } finally {
    console.error = original;
  }
  assert.equal(errors.length, 1, 'the failure is logged once');
});

test('no path reaches a file outside the served folders', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-trav-'));
  const remote = path.join(root, 'remote');
  const shell = path.join(root, 'shell');
  fs.mkdirSync(remote);
  fs.mkdirSync(shell);
  fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
  fs.writeFileSync(path.join(shell, 'index.html'), '<html><head></head><body></body></html>');
  await withSite({ shellDir: shell, dirs: { shops: remote }, config: { remotes: {} } }, async (port) => {
    for (const p of [
      '/remotes/shops/..%2fsecret.txt',
      '/remotes/shops/..%2f..%2fremote%2f..%2fsecret.txt',
      '/remotes/shops/%2e%2e%2fsecret.txt',
      '/remotes/shops/..%5csecret.txt',
      '/remotes/shops/secret.txt%00.js',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/mall-demo/..%2f..%2f..%2fpackage.json',
    ]) {
      const res = await raw(port, { path: p });
      assert.ok(res.status === 404 || res.status === 400, `${p} → ${res.status}`);
      assert.ok(!res.text.includes('secret'), p);
    }
  });
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * An upstream that reads the request head, then does `act` with the raw socket. It closes when the test ends,
 * passed or failed, its open sockets included: a failed check must not leave the run waiting on it.
 */
async function fakeUpstream(t, act) {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('data', () => act(socket));
    socket.on('error', () => {});
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  t.after(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((r) => server.close(r));
  });
  return { url: `http://127.0.0.1:${server.address().port}` };
}

test('an upstream that closes without answering gives the API envelope 502, and the server lives on', async (t) => {
  const up = await fakeUpstream(t, (socket) => socket.destroy());
  await withSite({ apiUrl: up.url, config: { remotes: {} } }, async (port) => {
    const res = await raw(port, { path: '/api/v2/health' });
    assert.equal(res.status, 502);
    assert.deepEqual(JSON.parse(res.text), {
      resultCode: 'API_UNAVAILABLE',
      message: '서버에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.',
      data: null,
    });
    assert.equal((await raw(port, { path: '/config.json' })).status, 200);
  });
});

test(
  'a body over the limit is refused with the API envelope 413, declared or streamed',
  { timeout: 10_000 },
  async (t) => {
    // The API reads nothing more and never answers: only the proxy's own limit can answer here.
    const up = await fakeUpstream(t, () => {});
    await withSite({ apiUrl: up.url, bodyLimit: 1024, config: { remotes: {} } }, async (port) => {
      const headers = { 'content-type': 'application/json' };
      const declared = await raw(port, {
        path: '/api/v2/login',
        method: 'POST',
        headers: { ...headers, 'content-length': '4096' },
        body: 'x'.repeat(4096),
      });
      assert.equal(declared.status, 413);
      assert.deepEqual(JSON.parse(declared.text), {
        resultCode: 'PAYLOAD_TOO_LARGE',
        message: '요청 본문이 너무 커요.',
        data: null,
      });
      const streamed = await raw(port, {
        path: '/api/v2/login',
        method: 'POST',
        headers: { ...headers, 'transfer-encoding': 'chunked' },
        body: 'x'.repeat(4096),
      });
      assert.equal(streamed.status, 413);
      assert.equal(JSON.parse(streamed.text).resultCode, 'PAYLOAD_TOO_LARGE');
      assert.equal((await raw(port, { path: '/config.json' })).status, 200);
    });
  },
);

test(
  'an upstream that dies half way through its answer cuts the client off, and the server lives on',
  { timeout: 10_000 },
  async (t) => {
    const up = await fakeUpstream(t, (socket) => {
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"res');
      setTimeout(() => socket.destroy(), 20);
    });
    await withSite({ apiUrl: up.url, config: { remotes: {} } }, async (port) => {
      await assert.rejects(raw(port, { path: '/api/v2/health' }));
      assert.equal((await raw(port, { path: '/config.json' })).status, 200);
    });
  },
);
