import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, responses } from '../../http/schemas.js';
import { linkBody, shopIdQuery, userShopSchema } from './schemas.js';

export default async function v1ShopRoutes(app: TypedApp) {
  app.post(
    '/shop/user/link',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['shop'],
        summary: '초대 토큰으로 매장 연결 → UserShop',
        description:
          '400 INVALID_INVITATION_TOKEN (unknown, expired or for another shop), 404 SHOP_NOT_FOUND, ' +
          '409 ALREADY_LINKED (the shop is already mine, also when this invitation was just used on my other phone), ' +
          '409 INVITATION_ALREADY_USED (used by another account, or by me before I unlinked the shop).',
        security: bearer,
        querystring: shopIdQuery,
        body: linkBody,
        response: responses(userShopSchema),
      },
    },
    async (request) =>
      ok(
        await app.services.invitations.link(
          currentUser(request).userSeq,
          request.query.shopId,
          request.body.invitationToken,
        ),
      ),
  );
}
