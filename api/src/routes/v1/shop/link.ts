import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { AppError } from '../../../lib/errors.js';
import { currentUser } from '../../../plugins/auth.js';
import { bearer, obj, responses, shopIdQuery, userShopSchema } from '../../common-schemas.js';

export default async function v1ShopRoutes(app: FastifyInstance) {
  app.post<{ Querystring: { shopId: number }; Body: { invitationToken: string } }>(
    '/shop/user/link',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['shop'],
        summary: '초대 토큰으로 매장 연결 → UserShop',
        description:
          '400 INVALID_INVITATION_TOKEN (unknown, used, expired or for another shop), 404 SHOP_NOT_FOUND, 409 ALREADY_LINKED.',
        security: bearer,
        querystring: shopIdQuery,
        body: obj({ invitationToken: { type: 'string', minLength: 1, maxLength: 200 } }),
        response: responses(userShopSchema),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      const { shopId } = request.query;
      if (!(await app.repos.shops.exists(shopId))) throw new AppError('SHOP_NOT_FOUND');
      const link = await app.repos.invitations.link(userSeq, shopId, request.body.invitationToken);
      const [shopInfo] = await app.repos.shops.summaries([shopId], userSeq);
      return ok({
        userShopSeq: link.userShopSeq,
        shopId,
        customerSeq: link.customerSeq,
        sortOrder: link.sortOrder,
        shopInfo,
      });
    },
  );
}
