import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { bearer, obj, responses, S } from '../../common-schemas.js';

export default async function invitationRoutes(app: FastifyInstance) {
  app.post<{ Body: { token: string } }>(
    '/invitation/token/validate',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['auth'],
        summary: '매장 초대 토큰 확인 (로그인 시 alreadyLinked 계산)',
        description: '400 INVALID_INVITATION_TOKEN when unknown, used or expired.',
        security: [...bearer, {}],
        body: obj({ token: { type: 'string', minLength: 1, maxLength: 200 } }),
        response: responses(
          obj({
            shopId: S.int,
            shopName: S.str,
            shopThumbnailUrl: S.nullable(S.str),
            customerName: S.str,
            alreadyLinked: S.bool,
          }),
        ),
      },
    },
    async (request) => {
      const { inv, shopName, thumbnailUrl } = await app.repos.invitations.valid(request.body.token);
      const alreadyLinked = request.auth
        ? await app.repos.invitations.isLinked(request.auth.userSeq, inv.shopId)
        : false;
      return ok({
        shopId: inv.shopId,
        shopName,
        shopThumbnailUrl: app.assetUrl(thumbnailUrl),
        customerName: inv.customerName,
        alreadyLinked,
      });
    },
  );
}
