import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { AppError, validationError } from '../../../lib/errors.js';
import { currentUser } from '../../../plugins/auth.js';
import {
  bearer,
  meSchema,
  nickname,
  nullData,
  obj,
  phoneNumber,
  responses,
  userShopSchema,
} from '../../common-schemas.js';

const auth = { config: { auth: 'required' as const } };

export default async function meRoutes(app: FastifyInstance) {
  const me = async (userSeq: number) => {
    const result = await app.repos.users.me(userSeq);
    if (!result) throw new AppError('UNAUTHORIZED');
    return result;
  };

  app.get(
    '/me',
    {
      ...auth,
      schema: { tags: ['user'], summary: '내 정보', security: bearer, response: responses(meSchema) },
    },
    async (request) => ok(await me(currentUser(request).userSeq)),
  );

  app.put<{ Body: { nickname?: string; phoneNumber?: string; termsMarketing?: boolean } }>(
    '/me',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: '내 정보 수정',
        security: bearer,
        body: obj({ nickname, phoneNumber, termsMarketing: { type: 'boolean' } }, []),
        response: responses(meSchema),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      const { nickname: nick, phoneNumber: phone, termsMarketing } = request.body;
      if (nick !== undefined && (await app.repos.users.nicknameTaken(nick, userSeq)))
        throw new AppError('DUPLICATED_NICKNAME');
      const values = { nickname: nick?.trim(), phoneNumber: phone, termsMarketing };
      const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      if (Object.keys(defined).length) await app.repos.users.update(userSeq, defined);
      return ok(await me(userSeq));
    },
  );

  app.patch<{ Querystring: { profile: string } }>(
    '/user/my-profile',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: '프로필 이미지 변경',
        security: bearer,
        querystring: obj({
          profile: { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 2000 },
        }),
        response: responses(meSchema),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      await app.repos.users.update(userSeq, { profileImageUrl: request.query.profile });
      return ok(await me(userSeq));
    },
  );

  app.patch<{ Querystring: { userShopSeqs: number[] } }>(
    '/user/shop/sort-order',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: '연결 매장 순서 변경 (모든 userShopSeq를 원하는 순서로)',
        security: bearer,
        querystring: obj({
          userShopSeqs: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 200 },
        }),
        response: responses({ type: 'array', items: userShopSchema }),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      const wanted = request.query.userShopSeqs;
      const mine = (await app.repos.users.userShops(userSeq)).map((s) => s.userShopSeq);
      const sameSet =
        wanted.length === mine.length &&
        new Set(wanted).size === wanted.length &&
        wanted.every((s) => mine.includes(s));
      if (!sameSet) {
        // Someone else's userShopSeq is indistinguishable from a wrong list: never reveal it exists.
        throw validationError([
          { field: 'userShopSeqs', message: '내 연결 매장 전체를 빠짐없이 한 번씩 보내주세요.' },
        ]);
      }
      await app.repos.users.reorderShops(userSeq, wanted);
      return ok(await app.repos.users.userShops(userSeq));
    },
  );

  app.delete<{ Querystring: { reason?: string } }>(
    '/user',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: '회원 탈퇴 (개인정보 익명화, 모든 세션 폐기)',
        security: bearer,
        querystring: obj({ reason: { type: 'string', maxLength: 500 } }, []),
        response: responses(nullData),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      await app.repos.users.anonymise(userSeq, request.query.reason ?? null);
      await app.sessions.revokeAllForUser(userSeq);
      return ok(null);
    },
  );
}
