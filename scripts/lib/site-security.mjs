// The site's browser security headers (ASVS 5.0 V3.4): a Content-Security-Policy built from the same
// runtime config the page receives, so every origin the page may talk to is named and nothing else.
// The HTML frame's inline script and style are allowed by their SHA-256, never 'unsafe-inline': the
// page stays byte-identical between responses (cacheable, and a redeployed remote leaves it alone).
import crypto from 'node:crypto';

/** The origin of an absolute http(s) URL, or null for a relative or unusable one. */
export function originOf(url) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The WebSocket origin that pairs with an http(s) origin (the chat socket talks to the API). */
const wsOrigin = (origin) => origin.replace(/^http/, 'ws');

/** The ingest origin of a Sentry DSN (`https://key@o1.ingest.sentry.io/2` → `https://o1.ingest.sentry.io`). */
export function sentryOrigin(dsn) {
  return originOf(typeof dsn === 'string' ? dsn.replace(/^(https?:\/\/)[^@/]*@/i, '$1') : null);
}

const sha256Source = (text) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * CSP hash sources for the inline code of `html`: every <script> without src that the browser runs
 * (a JSON data block never runs and needs none) and every <style> element.
 */
export function inlineHashes(html) {
  const scripts = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) continue;
    scripts.push(sha256Source(body));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) =>
    sha256Source(body),
  );
  return { scripts: uniq(scripts), styles: uniq(styles) };
}

const uniq = (list) => [...new Set(list.filter(Boolean))];

/**
 * The CSP of the shell's HTML.
 * @param {{ config: { apiBaseUrl?: string, remotes?: Record<string,string>, sentryDsn?: string|null, mallUrl?: string }, apiUrl?: string, inline?: { scripts: string[], styles: string[] } }} o
 *   apiUrl: the API behind the /api proxy; its own address is where it points image URLs unless told otherwise.
 *   inline: hash sources of the page's inline code (inlineHashes).
 */
export function shellCsp({ config, apiUrl, inline = { scripts: [], styles: [] } }) {
  const api = uniq([originOf(config.apiBaseUrl), originOf(apiUrl)]);
  // A remote deployed to another origin (REMOTE_<NAME>_URL) serves its scripts, styles and media from there.
  const remotes = uniq(Object.values(config.remotes ?? {}).map(originOf));
  const mall = originOf(config.mallUrl);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts, ...remotes],
    'style-src': ["'self'", ...inline.styles, ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': uniq(["'self'", ...api, ...api.map(wsOrigin), ...remotes, sentryOrigin(config.sentryDsn)]),
    // Sentry's replay compresses in a worker started from a blob.
    'worker-src': ["'self'", 'blob:'],
    // The mall, and the video players 홈's articles embed (loaded only when the reader taps play).
    'frame-src': [mall ?? "'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The demo mall's page: its own files only, and framed by the site alone (the shopping tab embeds it). */
export const MALL_CSP =
  "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/** True when the client reached the site over TLS, directly or through a TLS-terminating proxy. */
export function overHttps(req) {
  if (req.socket?.encrypted) return true;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return proto === 'https';
}

/** Headers every response of the site carries. HSTS only over https: browsers ignore it on http. */
export function baseSecurityHeaders(req) {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(overHttps(req) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
