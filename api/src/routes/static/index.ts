import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { STATIC_FILES } from '../../lib/svg.js';

/** Generated SVG images (category galleries, banners); immutable, so cached for a day. */
export default async function staticRoutes(app: FastifyInstance) {
  app.get<{ Params: { dir: string; file: string } }>(
    '/static/:dir/:file',
    {
      schema: {
        hide: true,
        params: { type: 'object', properties: { dir: { type: 'string' }, file: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const svg = STATIC_FILES.get(`${request.params.dir}/${request.params.file}`);
      if (!svg) throw new AppError('NOT_FOUND');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
