import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { bannerSchema, responses } from '../../common-schemas.js';

export default async function marketingRoutes(app: FastifyInstance) {
  app.get(
    '/marketing/banner',
    {
      schema: {
        tags: ['marketing'],
        summary: '마케팅 배너',
        response: responses({ type: 'array', items: bannerSchema }),
      },
    },
    async () => ok(await app.repos.catalog.banners()),
  );
}
