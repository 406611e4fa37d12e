import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API answers JSON and images, never a page to render: its CSP forbids everything, so a response
 * opened directly in a browser (or sniffed as HTML) cannot run or load anything, nor be framed.
 * The reference page (/docs, development only) brings its own scripts and keeps swagger-ui's policy.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // A route that sets its own policy keeps it (the fake gateway's checkout page, local only).
    if (!request.url.startsWith('/docs') && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', API_CSP);
    // request.protocol honours X-Forwarded-Proto only from a trusted proxy (trustProxy).
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
