import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { Type } from '@sinclair/typebox';
import { list, obj, responses, S, storedEnum } from '../../http/schemas.js';
import { petKindEnum } from '../pets/schemas.js';

export default async function catalogRoutes(app: TypedApp) {
  app.get(
    '/breeds',
    {
      schema: {
        tags: ['catalog'],
        summary: '품종 목록',
        querystring: obj({ kind: Type.Optional(petKindEnum) }),
        response: responses(list(obj({ breedSeq: S.int, kind: storedEnum(['DOG', 'CAT']), name: S.str }))),
      },
    },
    async (request) => ok(await app.services.catalog.breeds(request.query.kind)),
  );

  app.get(
    '/emotion-words',
    {
      schema: {
        tags: ['catalog'],
        summary: '감정 단어 목록',
        response: responses(list(obj({ emotionSeq: S.int, word: S.str }))),
      },
    },
    async () => ok(await app.services.catalog.emotionWords()),
  );
}
