import type { TypedApp } from '../../http/typed-app.js';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../lib/errors.js';
import { STATIC_FILES } from '../../infra/svg.js';

/** Generated SVG images (category galleries, banners); immutable, so cached for a day. */
export default async function staticRoutes(app: TypedApp) {
  app.get(
    '/static/:dir/:file',
    {
      schema: {
        hide: true,
        params: Type.Object({ dir: Type.String(), file: Type.String() }),
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
