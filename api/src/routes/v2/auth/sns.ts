import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { AppError } from '../../../lib/errors.js';
import { obj, responses, S, sessionSchema } from '../../common-schemas.js';
import { issueSession } from './session.js';

type Kind = 'KAKAO' | 'APPLE';
const kind = { type: 'string', enum: ['KAKAO', 'APPLE'] } as const;
const redirectUri = { type: 'string', format: 'uri', maxLength: 2000 } as const;

export default async function snsRoutes(app: FastifyInstance) {
  const configured = (k: Kind) => {
    const c = k === 'KAKAO' ? app.config.kakao : app.config.apple;
    if (!c.clientId)
      throw new AppError(
        'EXTERNAL_SERVICE_ERROR',
        `${k === 'KAKAO' ? '카카오' : 'Apple'} 로그인이 설정되지 않았습니다.`,
      );
  };

  app.get<{ Querystring: { kind: Kind; redirectUri: string } }>(
    '/auth/sns/authorize-url',
    {
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 인가 URL (state는 DB에 10분 저장)',
        querystring: obj({ kind, redirectUri }),
        response: responses(obj({ url: S.str, state: S.str })),
      },
    },
    async (request) => {
      const { kind: k, redirectUri: uri } = request.query;
      configured(k);
      const state = await app.repos.sns.createState(k, uri);
      return ok({ url: app.snsProviders[k].authorizeUrl(uri, state), state });
    },
  );

  app.post<{ Body: { kind: Kind; code: string; state: string; redirectUri: string } }>(
    '/auth/sns/callback',
    {
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 콜백: 가입된 계정이면 session, 처음이면 snsToken (→ POST /v2/signup)',
        body: obj({
          kind,
          code: { type: 'string', minLength: 1, maxLength: 2000 },
          state: { type: 'string', minLength: 1 },
          redirectUri,
        }),
        response: responses(
          obj({ session: { ...sessionSchema, nullable: true }, snsToken: S.nullable(S.str) }),
        ),
      },
    },
    async (request) => {
      const { kind: k, code, state, redirectUri: uri } = request.body;
      configured(k);
      await app.repos.sns.consumeState(state, k, uri);
      const profile = await app.snsProviders[k].fetchProfile(code, uri);
      const user = await app.repos.users.bySns(k, profile.snsId);
      if (user) return ok({ session: await issueSession(app, user.userSeq), snsToken: null });
      const snsToken = await app.repos.sns.createSignupToken(k, profile.snsId, profile.email);
      return ok({ session: null, snsToken });
    },
  );
}
