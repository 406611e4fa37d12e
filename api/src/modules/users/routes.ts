import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentUser, sessionToken } from '../../plugins/auth.js';
import { bearer, list, nullData, responses } from '../../http/schemas.js';
import { userShopSchema } from '../shops/schemas.js';
import {
  deleteAccountQuery,
  meSchema,
  profileImageQuery,
  shopSortOrderQuery,
  updateMeBody,
} from './schemas.js';

const auth = { config: { auth: 'required' as const } };

export default async function meRoutes(app: TypedApp) {
  const users = app.services.users;

  app.get(
    '/me',
    {
      // Every page asks for it: the session is checked in the statement that reads the answer.
      config: { auth: 'required', sessionRead: 'handler' },
      schema: { tags: ['user'], summary: '내 정보', security: bearer, response: responses(meSchema) },
    },
    async (request) => ok(await users.meOfSession(sessionToken(request))),
  );

  app.put(
    '/me',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: '내 정보 수정',
        security: bearer,
        body: updateMeBody,
        response: responses(meSchema),
      },
    },
    async (request) => ok(await users.updateProfile(currentUser(request).userSeq, request.body)),
  );

  app.patch(
    '/user/my-profile',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: '프로필 이미지 변경',
        security: bearer,
        querystring: profileImageQuery,
        response: responses(meSchema),
      },
    },
    async (request) => ok(await users.setProfileImage(currentUser(request).userSeq, request.query.profile)),
  );

  app.patch(
    '/user/shop/sort-order',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: '연결 매장 순서 변경 (모든 userShopSeq를 원하는 순서로)',
        security: bearer,
        querystring: shopSortOrderQuery,
        response: responses(list(userShopSchema)),
      },
    },
    async (request) => ok(await users.reorderShops(currentUser(request).userSeq, request.query.userShopSeqs)),
  );

  app.delete(
    '/user',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: '회원 탈퇴 (개인정보 익명화, 모든 세션 폐기)',
        security: bearer,
        querystring: deleteAccountQuery,
        response: responses(nullData),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      await users.deleteAccount(userSeq, request.query.reason ?? null);
      return ok(null);
    },
  );
}
