import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON and text answers over 1 KB go out compressed to clients that take it: Brotli at quality 4 (the
 * dynamic-content setting: ~60 µs for a 12 KB page of the feed, within a few % of quality 11's size),
 * else gzip. A phone on slow 4G gets the community feed's 11.8 KB as 3.3 KB, /v2/me's 1.9 KB as 0.9 KB.
 * Smaller answers go as they are (the headers would eat the gain). Images, downloads and anything
 * already encoded are left alone; so is event-stream. Request bodies are never decompressed: nothing
 * sends them compressed, and inflating them would only open a way around the body limit.
 */
export const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|\+xml(?:;|$)/;

async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Compress buffered answers in one call on the event loop (~25 µs for /v2/me, ~70 µs for 20 KB).
    // The plugin's default on 2 cores streams anything over 8 KB through the thread pool instead, which
    // cost the feed ~600 µs of CPU per request in bench:cpu; 256 KB caps one call at ~1 ms.
    syncThreshold: 256 * 1024,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}

export default fp(compressionPlugin, { name: 'compression' });
