import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { normaliseEmail } from '../users/repository.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, nullData, obj, responses, S } from '../../http/schemas.js';
import { loginBody, sessionSchema } from './schemas.js';

export default async function loginRoutes(app: TypedApp) {
  const limits = app.config.rateLimits;

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: '이메일 로그인',
        description: `401 INVALID_CREDENTIALS. 429 RATE_LIMITED after ${limits.loginPerAccount} failures per account or ${limits.loginPerIp} attempts per IP in 15 minutes.`,
        body: loginBody,
        response: responses(sessionSchema),
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.userId);
      const attempt = await app.rateLimit.loginAttempt('login', email, request.ip);
      const user = await app.services.auth.checkLogin(email, request.body.password);
      if (!user) throw new AppError('INVALID_CREDENTIALS');
      await attempt.succeeded();
      return ok(await app.services.auth.issueSession(user.userSeq));
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
      await app.services.auth.logout(currentUser(request).sessionSeq);
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
    async (request) => ok(await app.services.auth.chatToken(currentUser(request).userSeq)),
  );
}
