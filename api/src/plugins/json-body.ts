import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Browsers and axios send `Content-Type: application/json` with an EMPTY body on bodyless POST/DELETE calls.
 * An empty (or whitespace-only) JSON body is read as "no body"; anything else goes to Fastify's own JSON parser
 * (prototype-poisoning protection, MALFORMED_JSON on bad JSON, the body limit).
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parse(request, body as string, done);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
