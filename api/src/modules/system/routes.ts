import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { enumOf, obj, responses } from '../../http/schemas.js';

export default async function healthRoutes(app: TypedApp) {
  // Deliberately touches nothing (no DB): the benchmark uses it as the framework baseline.
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: '상태 확인',
        response: responses(obj({ status: enumOf(['ok']) })),
      },
    },
    async () => ok({ status: 'ok' as const }),
  );
}
