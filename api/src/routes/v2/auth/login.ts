import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { AppError } from '../../../lib/errors.js';
import { dummyPasswordHash, verifyPassword } from '../../../lib/password.js';
import { normaliseEmail } from '../../../repositories/user-repository.js';
import { currentUser } from '../../../plugins/auth.js';
import { bearer, nullData, obj, responses, S, sessionSchema } from '../../common-schemas.js';
import { issueSession } from './session.js';

interface LoginBody {
  userId: string;
  password: string;
}

export default async function loginRoutes(app: FastifyInstance) {
  const limits = app.config.rateLimits;

  app.post<{ Body: LoginBody }>(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: '이메일 로그인',
        description: `401 INVALID_CREDENTIALS. 429 RATE_LIMITED after ${limits.loginPerAccount} failures per account or ${limits.loginPerIp} attempts per IP in 15 minutes.`,
        body: obj({
          userId: { type: 'string', minLength: 1, maxLength: 254 },
          password: { type: 'string', minLength: 1, maxLength: 128 },
        }),
        response: responses(sessionSchema),
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.userId);
      const accountKey = `login:account:${email}`;
      await app.rateLimit.consume(`login:ip:${request.ip}`, limits.loginPerIp, limits.loginWindowSec);
      await app.rateLimit.assertBelow(accountKey, limits.loginPerAccount, limits.loginWindowSec);

      const user = await app.repos.users.byEmail(email);
      const good = user?.passwordHash
        ? await verifyPassword(user.passwordHash, request.body.password)
        : (await verifyPassword(await dummyPasswordHash(), request.body.password), false);
      if (!user || !good) {
        await app.rateLimit.repo.hit(accountKey, limits.loginWindowSec);
        throw new AppError('INVALID_CREDENTIALS');
      }
      await app.rateLimit.repo.reset(accountKey);
      return ok(await issueSession(app, user.userSeq));
    },
  );

  app.post(
    '/logout',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['auth'],
        summary: '로그아웃 (현재 토큰 폐기)',
        security: bearer,
        response: responses(nullData),
      },
    },
    async (request) => {
      await app.sessions.revoke(currentUser(request).sessionSeq);
      return ok(null);
    },
  );

  app.post(
    '/auth/chatting',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['auth'],
        summary: '실시간 채팅 채널용 단기 토큰 발급 (10분)',
        security: bearer,
        response: responses(obj({ chatToken: S.str, expiresAt: S.dateTime })),
      },
    },
    async (request) => {
      const { token, expiresAt } = await app.sessions.issue(
        currentUser(request).userSeq,
        'CHAT',
        10 * 60 * 1000,
      );
      return ok({ chatToken: token, expiresAt });
    },
  );
}
