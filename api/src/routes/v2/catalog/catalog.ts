import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { obj, responses, S } from '../../common-schemas.js';

export default async function catalogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { kind?: 'DOG' | 'CAT' } }>(
    '/breeds',
    {
      schema: {
        tags: ['catalog'],
        summary: '품종 목록',
        querystring: obj({ kind: { type: 'string', enum: ['DOG', 'CAT'] } }, []),
        response: responses({
          type: 'array',
          items: obj({ breedSeq: S.int, kind: { type: 'string', enum: ['DOG', 'CAT'] }, name: S.str }),
        }),
      },
    },
    async (request) => ok(await app.repos.catalog.breeds(request.query.kind)),
  );

  app.get(
    '/emotion-words',
    {
      schema: {
        tags: ['catalog'],
        summary: '감정 단어 목록',
        response: responses({ type: 'array', items: obj({ emotionSeq: S.int, word: S.str }) }),
      },
    },
    async () => ok(await app.repos.catalog.emotionWords()),
  );
}
