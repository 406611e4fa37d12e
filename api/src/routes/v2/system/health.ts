import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { obj, responses } from '../../common-schemas.js';

export default async function healthRoutes(app: FastifyInstance) {
  // Deliberately touches nothing (no DB): the benchmark uses it as the framework baseline.
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: '상태 확인',
        response: responses(obj({ status: { type: 'string', enum: ['ok'] } })),
      },
    },
    async () => ok({ status: 'ok' as const }),
  );
}
