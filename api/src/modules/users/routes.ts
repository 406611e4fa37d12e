import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { validationError } from '../../lib/errors.js';
import { currentUser, sessionToken } from '../../plugins/auth.js';
import { bearer, list, nullData, responses } from '../../http/schemas.js';
import { userShopSchema } from '../shops/schemas.js';
import {
  deleteAccountQuery,
  meSchema,
  profileImageQuery,
  shopSortOrderQuery,
  updateMeBody,
  withdrawalCheckSchema,
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
        summary: '프로필 이미지 변경 (사진 주소 또는 올린 사진 하나)',
        description:
          '`profile` (an address) or `mediaSeq` (a photo uploaded with POST /v2/media, not attached yet), exactly ' +
          "one. Someone else's or an unknown photo → 404 MEDIA_NOT_FOUND; one already attached → 409 " +
          'MEDIA_ALREADY_ATTACHED. Me.profileImageUrl is then a signed link that expires, renewed on every read.',
        security: bearer,
        querystring: profileImageQuery,
        response: responses(meSchema),
      },
    },
    async (request) => {
      const { profile, mediaSeq } = request.query;
      if ((profile === undefined) === (mediaSeq === undefined))
        throw validationError([
          { field: 'profile', message: '사진 주소(profile)나 올린 사진(mediaSeq) 중 하나만 보내 주세요.' },
        ]);
      const picture = { url: profile ?? null, mediaSeq: mediaSeq ?? null };
      return ok(await users.setProfilePicture(currentUser(request).userSeq, picture));
    },
  );

  app.delete(
    '/user/my-profile',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: '프로필 이미지 삭제 (기본 이미지로)',
        security: bearer,
        response: responses(meSchema),
      },
    },
    async (request) =>
      ok(await users.setProfilePicture(currentUser(request).userSeq, { url: null, mediaSeq: null })),
  );

  app.patch(
    '/user/shop/sort-order',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: '연결 매장 순서 변경 (모든 userShopSeq를 원하는 순서로)',
        description:
          'Every one of my userShopSeqs exactly once. A repeated one: 400 VALIDATION_ERROR. A set that is not my ' +
          "links now (a shop linked or unlinked on another device since the list was read; someone else's " +
          'userShopSeq reads the same): 409 MY_SHOPS_CHANGED, nothing reordered.',
        security: bearer,
        querystring: shopSortOrderQuery,
        response: responses(list(userShopSchema)),
      },
    },
    async (request) => ok(await users.reorderShops(currentUser(request).userSeq, request.query.userShopSeqs)),
  );

  app.get(
    '/user/withdrawal-check',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: '탈퇴하면 잃는 것 (남은 이용권, 쿠폰, 받을 수 있는 AI 프로필 사진)',
        description:
          "For 회원 탈퇴's last question: passes' uses left per shop (valid, not refunded), coupons not used nor " +
          'expired, AI 프로필 orders whose pictures can still be downloaded. None of them refuses DELETE /v2/user.',
        security: bearer,
        response: responses(withdrawalCheckSchema),
      },
    },
    async (request) => ok(await users.withdrawalCheck(currentUser(request).userSeq, app.now())),
  );

  app.delete(
    '/user',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: '회원 탈퇴 (개인정보 익명화, 모든 세션 폐기)',
        description:
          '409 ACCOUNT_HAS_UPCOMING_RESERVATION while a visit is still ahead (요청 or 확정, not yet over): cancel it first. ' +
          'Nothing else refuses it (GET /v2/user/withdrawal-check says what it takes). The nickname becomes ' +
          '탈퇴회원#<userSeq>, outside the uniqueness of live nicknames.',
        security: bearer,
        querystring: deleteAccountQuery,
        response: responses(nullData),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      await users.deleteAccount(userSeq, request.query.reason ?? null, app.now());
      return ok(null);
    },
  );
}
