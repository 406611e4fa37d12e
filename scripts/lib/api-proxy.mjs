// The site's /api proxy. It is the one hop the API trusts (TRUST_PROXY), so it writes the client's
// real address itself: a client-sent X-Forwarded-For or Forwarded never reaches the API, and the API's
// per-IP rate limits see each client instead of the proxy. Every failure answers the API's envelope.
import http from 'node:http';
import { overHttps } from './site-security.mjs';

/** The API's default body limit (api/src/config.ts, BODY_LIMIT): both read the same variable. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export function bodyLimitFromEnv(env = process.env) {
  return env.BODY_LIMIT && /^\d+$/.test(env.BODY_LIMIT) ? Number(env.BODY_LIMIT) : DEFAULT_BODY_LIMIT;
}

/** The API's largest photo (api/src/config.ts, MEDIA_MAX_BYTES; both read the same variable). */
export const DEFAULT_MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** What the API allows a photo's multipart request beyond the photo (api/src/modules/media/routes.ts). */
const MEDIA_FRAMING_BYTES = 64 * 1024;

/**
 * The largest photo upload (POST /v2/media, multipart) passed on: the API takes a photo up to MEDIA_MAX_BYTES, not
 * BODY_LIMIT (a JSON body's). Capped at BODY_LIMIT, every phone photo over 1 MB was refused here.
 */
export function mediaLimitFromEnv(env = process.env) {
  const max =
    env.MEDIA_MAX_BYTES && /^\d+$/.test(env.MEDIA_MAX_BYTES)
      ? Number(env.MEDIA_MAX_BYTES)
      : DEFAULT_MEDIA_MAX_BYTES;
  return max + MEDIA_FRAMING_BYTES;
}

/** The API's `{ resultCode, message, data }` envelope, for answers the proxy gives itself. */
export function sendEnvelope(res, status, resultCode, message, extraHeaders = {}) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...extraHeaders });
  res.end(JSON.stringify({ resultCode, message, data: null }));
}

// Worded as the API words its own errors (api/src/lib/errors.ts, 해요체): the screens show them as they are.
const PROXY_MESSAGES = {
  API_UNAVAILABLE: '서버에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.',
  PAYLOAD_TOO_LARGE: '요청 본문이 너무 커요.',
};

/** A photo over the limit, in the API's words (api/src/modules/media/service.ts `tooLarge`). */
const photoTooLarge = (limit) =>
  `사진이 너무 커요. ${Math.floor((limit - MEDIA_FRAMING_BYTES) / (1024 * 1024))}MB 이하의 사진을 올려 주세요.`;

const unavailable = (res) => sendEnvelope(res, 502, 'API_UNAVAILABLE', PROXY_MESSAGES.API_UNAVAILABLE);

// The connection is closed after a refused body: the rest of it is never read.
const tooLarge = (res, photo) =>
  photo
    ? sendEnvelope(res, 413, 'MEDIA_TOO_LARGE', photoTooLarge(photo), { connection: 'close' })
    : sendEnvelope(res, 413, 'PAYLOAD_TOO_LARGE', PROXY_MESSAGES.PAYLOAD_TOO_LARGE, { connection: 'close' });

/** Headers a client may send that would let it speak for the proxy. */
const CLIENT_FORWARDING = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
];

export function upstreamHeaders(req, host) {
  const headers = { ...req.headers };
  for (const name of CLIENT_FORWARDING) delete headers[name];
  return {
    ...headers,
    host,
    'x-forwarded-for': req.socket.remoteAddress ?? '',
    'x-forwarded-proto': overHttps(req) ? 'https' : 'http',
  };
}

/**
 * Forwards `req` (path without the /api prefix) to the API at `target`.
 * A body over `bodyLimit` is refused here with the API's own 413: the API refuses it before reading
 * it and closes the connection, and a proxy still writing the body then only sees EPIPE, never the
 * answer, so relaying would turn a clear 413 into a 502.
 */
export function proxyToApi(
  req,
  res,
  target,
  { bodyLimit: jsonLimit = DEFAULT_BODY_LIMIT, mediaLimit = mediaLimitFromEnv({}) } = {},
) {
  // A photo upload carries up to the API's photo limit; every other body up to BODY_LIMIT.
  const photo =
    req.method === 'POST' && new URL(req.url, 'http://x').pathname === '/api/v2/media' ? mediaLimit : 0;
  const bodyLimit = photo || jsonLimit;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > bodyLimit) {
    req.resume();
    return tooLarge(res, photo);
  }
  const url = new URL(target);
  const upstream = http.request({
    hostname: url.hostname,
    port: url.port,
    path: req.url.replace(/^\/api/, '') || '/',
    method: req.method,
    headers: upstreamHeaders(req, url.host),
  });
  // Once the proxy has answered (or the client left), upstream events have nothing more to say.
  let settled = false;
  const settle = () => {
    const first = !settled;
    settled = true;
    return first;
  };
  upstream.on('response', (up) => {
    if (!settle()) return void up.resume();
    res.writeHead(up.statusCode || 502, up.headers);
    up.pipe(res);
    // An answer cut off half way cannot be finished cleanly: end the client's connection too.
    up.on('error', () => res.destroy());
  });
  upstream.on('error', () => {
    if (settle()) unavailable(res);
  });
  // A chunked body has no declared length: count it as it streams.
  let received = 0;
  req.on('data', (chunk) => {
    received += chunk.length;
    if (received > bodyLimit) {
      req.removeAllListeners('data');
      req.resume();
      if (settle()) tooLarge(res, photo);
      return void upstream.destroy();
    }
    if (!upstream.write(chunk)) {
      req.pause();
      upstream.once('drain', () => req.resume());
    }
  });
  req.on('end', () => upstream.end());
  req.on('error', () => upstream.destroy());
  res.on('close', () => {
    settle();
    if (!res.writableFinished) upstream.destroy();
  });
}

/**
 * Passes a WebSocket upgrade on /api (the chat channel, /api/v2/chatting/ws) to the API, so the socket uses the
 * site's origin like every other call. The API's answer is relayed as it is: 101 and then both directions piped,
 * or its refusal (401 for a bad ticket) written back and the connection closed.
 */
export function proxyUpgradeToApi(req, socket, head, target) {
  const url = new URL(target);
  const upstream = http.request({
    hostname: url.hostname,
    port: url.port,
    path: req.url.replace(/^\/api/, '') || '/',
    method: req.method,
    headers: upstreamHeaders(req, url.host),
  });
  const fail = () => {
    if (socket.writable) {
      socket.end(
        'HTTP/1.1 502 Bad Gateway\r\ncontent-type: application/json; charset=utf-8\r\nconnection: close\r\n\r\n' +
          JSON.stringify({
            resultCode: 'API_UNAVAILABLE',
            message: PROXY_MESSAGES.API_UNAVAILABLE,
            data: null,
          }),
      );
    }
    socket.destroy();
  };
  const rawHeaders = (res, skip = []) => {
    const lines = [];
    for (let i = 0; i < res.rawHeaders.length; i += 2) {
      if (skip.includes(res.rawHeaders[i].toLowerCase())) continue;
      lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
    }
    return lines.join('\r\n');
  };
  upstream.on('upgrade', (res, upSocket, upHead) => {
    socket.write(`HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n${rawHeaders(res)}\r\n\r\n`);
    if (upHead?.length) socket.write(upHead);
    if (head?.length) upSocket.write(head);
    upSocket.pipe(socket).pipe(upSocket);
    const close = () => {
      upSocket.destroy();
      socket.destroy();
    };
    upSocket.on('error', close);
    socket.on('error', close);
    upSocket.on('close', close);
    socket.on('close', close);
  });
  // A refusal: its body is read whole, then written with its length and the connection closed.
  upstream.on('response', (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = rawHeaders(res, ['connection', 'content-length', 'transfer-encoding', 'keep-alive']);
      socket.end(
        Buffer.concat([
          Buffer.from(
            `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n${headers}\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n`,
          ),
          body,
        ]),
      );
    });
  });
  upstream.on('error', fail);
  socket.on('error', () => upstream.destroy());
  upstream.end();
}
