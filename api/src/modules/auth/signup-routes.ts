import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { nullData, obj, responses, S } from '../../http/schemas.js';
import { duplicatedBody, passwordResetBody, sessionSchema, signupBody } from './schemas.js';

export default async function signupRoutes(app: TypedApp) {
  app.post(
    '/user/duplicated',
    {
      schema: {
        tags: ['auth'],
        summary: '이메일/닉네임 중복 확인',
        body: duplicatedBody,
        response: responses(obj({ duplicated: S.bool })),
      },
    },
    async (request) => {
      // Unauthenticated and yes/no about e-mails: without a budget it is a list of who has an account.
      const { duplicatedPerIp, duplicatedWindowSec } = app.config.rateLimits;
      await app.rateLimit.consume(`duplicated:ip:${request.ip}`, duplicatedPerIp, duplicatedWindowSec);
      return ok({ duplicated: await app.services.auth.duplicated(request.body.type, request.body.value) });
    },
  );

  app.post(
    '/signup',
    {
      schema: {
        tags: ['auth'],
        summary: '회원가입 → Session',
        body: signupBody,
        response: responses(sessionSchema),
      },
    },
    async (request) => {
      const user = await app.services.auth.signup(request.body);
      return ok(await app.services.auth.issueSession(user.userSeq));
    },
  );

  app.put(
    '/user/password',
    {
      schema: {
        tags: ['auth'],
        summary: '비밀번호 재설정 (휴대폰 인증 필요, 모든 세션 폐기)',
        body: passwordResetBody,
        response: responses(nullData),
      },
    },
    async (request) => {
      await app.services.auth.resetPassword(request.body);
      return ok(null);
    },
  );
}
