import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface ObjectSchema {
  properties?: Record<string, { type?: string | string[] }>;
}

/**
 * The front serialises arrays as `regionSeqs=1,2,3`. For every querystring property declared as an
 * array, split the comma-joined value before validation so Ajv checks (and coerces) each element.
 */
async function queryArraysPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const qs = route.schema?.querystring as ObjectSchema | undefined;
    const keys = Object.entries(qs?.properties ?? {})
      .filter(([, s]) => s.type === 'array')
      .map(([k]) => k);
    if (keys.length === 0) return;
    const split = async (request: { query: unknown }) => {
      const query = request.query as Record<string, unknown>;
      for (const key of keys) {
        const raw = query[key];
        const parts = (Array.isArray(raw) ? raw : [raw])
          .filter((v): v is string => typeof v === 'string')
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter((v) => v !== '');
        if (raw === undefined) continue;
        query[key] = parts;
      }
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [split, ...(Array.isArray(existing) ? existing : [existing])] : [split];
  });
}

export default fp(queryArraysPlugin, { name: 'query-arrays' });
