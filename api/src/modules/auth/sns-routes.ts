import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { safeEqualHex, sha256 } from '../../infra/tokens.js';
import { obj, responses, S } from '../../http/schemas.js';
import { sessionSchema, snsAuthorizeQuery, snsCallbackBody } from './schemas.js';

/**
 * The state is also set in an httpOnly cookie of the browser that asked for the authorize URL, and the callback
 * must come with it. A valid state alone is not enough: an attacker can mint one for their own Kakao account and
 * send the victim the callback link (login CSRF); the victim's browser does not hold the attacker's cookie.
 */
const STATE_COOKIE = 'sns_state';
const STATE_COOKIE_MAX_AGE = 10 * 60;

function stateCookie(request: FastifyRequest, value: string, maxAge: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${STATE_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

function cookieValue(request: FastifyRequest, name: string) {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function assertSameBrowser(request: FastifyRequest, reply: FastifyReply, state: string) {
  const held = cookieValue(request, STATE_COOKIE);
  reply.header('set-cookie', stateCookie(request, '', 0));
  if (!held || !safeEqualHex(sha256(held), sha256(state))) throw new AppError('INVALID_SNS_STATE');
}

export default async function snsRoutes(app: TypedApp) {
  app.get(
    '/auth/sns/authorize-url',
    {
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 인가 URL (state는 DB에 10분 저장)',
        querystring: snsAuthorizeQuery,
        response: responses(obj({ url: S.str, state: S.str })),
      },
    },
    async (request, reply) => {
      const result = await app.services.sns.authorizeUrl(request.query.kind, request.query.redirectUri);
      reply.header('set-cookie', stateCookie(request, result.state, STATE_COOKIE_MAX_AGE));
      return ok(result);
    },
  );

  app.post(
    '/auth/sns/callback',
    {
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 콜백: 가입된 계정이면 session, 처음이면 snsToken (→ POST /v2/signup)',
        body: snsCallbackBody,
        response: responses(obj({ session: S.nullable(sessionSchema), snsToken: S.nullable(S.str) })),
      },
    },
    async (request, reply) => {
      const { kind: k, code, state, redirectUri: uri } = request.body;
      assertSameBrowser(request, reply, state);
      return ok(await app.services.sns.callback(k, code, state, uri));
    },
  );
}
