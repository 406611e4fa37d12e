import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { bearer, responses } from '../../http/schemas.js';
import { invitationBody, invitationSchema } from './schemas.js';

export default async function invitationRoutes(app: TypedApp) {
  app.post(
    '/invitation/token/validate',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['auth'],
        summary: '매장 초대 토큰 확인 (로그인 시 alreadyLinked 계산)',
        description:
          '400 INVALID_INVITATION_TOKEN when unknown or expired. Already used: the user who used it, still linked, ' +
          'gets it with alreadyLinked; anyone else whose account has the shop gets 409 ALREADY_LINKED; anyone else ' +
          '(or anyone without login) 409 INVITATION_ALREADY_USED, its message saying what happened and what to do.',
        security: [...bearer, {}],
        body: invitationBody,
        response: responses(invitationSchema),
      },
    },
    async (request) => {
      // A token links an account to a shop's customer record: checking them must not be a way to try many.
      await app.rateLimit.consume(
        `invitation:ip:${request.ip}`,
        app.config.rateLimits.invitationChecksPerIp,
        10 * 60,
      );
      return ok(await app.services.invitations.validate(request.body.token, request.auth?.userSeq ?? null));
    },
  );
}
