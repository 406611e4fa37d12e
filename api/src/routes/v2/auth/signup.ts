import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import { ok } from '../../../lib/envelope.js';
import { AppError, type FieldError, validationError } from '../../../lib/errors.js';
import { hashPassword } from '../../../lib/password.js';
import { isUniqueViolation } from '../../../lib/pg-errors.js';
import { CertificationRepository } from '../../../repositories/certification-repository.js';
import { SnsRepository } from '../../../repositories/sns-repository.js';
import { normaliseEmail, type NewUser, UserRepository } from '../../../repositories/user-repository.js';
import {
  email,
  nickname,
  nullData,
  obj,
  password,
  phoneNumber,
  responses,
  S,
  sessionSchema,
} from '../../common-schemas.js';
import { issueSession } from './session.js';

export interface SignupBody {
  userId?: string;
  password?: string;
  nickname: string;
  phoneNumber?: string;
  certificationToken?: string;
  snsKind?: 'NONE' | 'KAKAO' | 'APPLE';
  snsToken?: string;
  termsMarketing?: boolean;
  termsPrivacy: true;
}

const signupBody = {
  ...obj(
    {
      userId: email,
      password,
      nickname,
      phoneNumber,
      certificationToken: { type: 'string', minLength: 1 },
      snsKind: { type: 'string', enum: ['NONE', 'KAKAO', 'APPLE'], default: 'NONE' },
      snsToken: { type: 'string', minLength: 1 },
      termsMarketing: { type: 'boolean', default: false },
      termsPrivacy: { type: 'boolean', enum: [true], description: '필수 동의 (true만 허용)' },
    },
    ['nickname', 'termsPrivacy'],
  ),
  description:
    'snsKind NONE: userId, password, phoneNumber and certificationToken are required. ' +
    'KAKAO/APPLE: snsToken is required; userId defaults to the provider e-mail; phoneNumber is stored only together with a certificationToken.',
};

function requireFields(body: SignupBody, names: (keyof SignupBody)[]) {
  const missing: FieldError[] = names
    .filter((n) => body[n] == null)
    .map((n) => ({ field: n, message: '필수 항목입니다.' }));
  if (missing.length) throw validationError(missing);
}

export default async function signupRoutes(app: FastifyInstance) {
  app.post<{ Body: { type: 'EMAIL' | 'NICKNAME'; value: string } }>(
    '/user/duplicated',
    {
      schema: {
        tags: ['auth'],
        summary: '이메일/닉네임 중복 확인',
        body: obj({
          type: { type: 'string', enum: ['EMAIL', 'NICKNAME'] },
          value: { type: 'string', minLength: 1, maxLength: 254 },
        }),
        response: responses(obj({ duplicated: S.bool })),
      },
    },
    async (request) => {
      const { type, value } = request.body;
      const duplicated =
        type === 'EMAIL'
          ? await app.repos.users.emailTaken(value)
          : await app.repos.users.nicknameTaken(value);
      return ok({ duplicated });
    },
  );

  app.post<{ Body: SignupBody }>(
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
      const body = request.body;
      const kind = body.snsKind ?? 'NONE';
      if (kind === 'NONE') requireFields(body, ['userId', 'password', 'phoneNumber', 'certificationToken']);
      else requireFields(body, ['snsToken']);
      if (body.certificationToken && !body.phoneNumber) requireFields(body, ['phoneNumber']);

      if (await app.repos.users.nicknameTaken(body.nickname)) throw new AppError('DUPLICATED_NICKNAME');
      if (body.userId && (await app.repos.users.emailTaken(body.userId)))
        throw new AppError('DUPLICATED_USER_ID');
      const passwordHash = body.password && kind === 'NONE' ? await hashPassword(body.password) : null;

      let user;
      try {
        user = await app.db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          const values: NewUser = {
            email: body.userId ?? '',
            passwordHash,
            nickname: body.nickname.trim(),
            phoneNumber: '',
            snsKind: kind,
            termsMarketing: body.termsMarketing ?? false,
            termsPrivacyAt: new Date(),
          };
          if (body.certificationToken && body.phoneNumber) {
            await new CertificationRepository(tx).consumeToken(
              body.certificationToken,
              body.phoneNumber,
              'SIGNUP',
            );
            values.phoneNumber = body.phoneNumber;
          }
          if (kind !== 'NONE') {
            const sns = await new SnsRepository(tx).consumeSignupToken(body.snsToken!, kind);
            values.snsId = sns.snsId;
            values.email =
              body.userId ?? sns.email ?? `${kind.toLowerCase()}-${sns.snsId}@sns.guardian.invalid`;
          }
          values.email = normaliseEmail(values.email);
          return new UserRepository(tx, app.repos.shops, app.assetUrl).create(values);
        });
      } catch (err) {
        if (isUniqueViolation(err, 'users_nickname_uq')) throw new AppError('DUPLICATED_NICKNAME');
        if (isUniqueViolation(err)) throw new AppError('DUPLICATED_USER_ID');
        throw err;
      }
      return ok(await issueSession(app, user.userSeq));
    },
  );

  app.put<{ Body: { userId: string; phoneNumber: string; certificationToken: string; password: string } }>(
    '/user/password',
    {
      schema: {
        tags: ['auth'],
        summary: '비밀번호 재설정 (휴대폰 인증 필요, 모든 세션 폐기)',
        body: obj({
          userId: { type: 'string', minLength: 1, maxLength: 254 },
          phoneNumber,
          certificationToken: S.str,
          password,
        }),
        response: responses(nullData),
      },
    },
    async (request) => {
      const { userId, phoneNumber: phone, certificationToken, password: newPassword } = request.body;
      const user = await app.repos.users.byEmail(userId);
      // Unknown account and wrong phone answer like a bad token, so the call cannot probe accounts.
      if (!user || user.phoneNumber !== phone)
        throw new AppError('INVALID_CERTIFICATION', '휴대폰 인증 정보가 올바르지 않거나 만료되었습니다.');
      const passwordHash = await hashPassword(newPassword);
      await app.repos.certifications.consumeToken(certificationToken, phone, 'PASSWORD');
      await app.repos.users.update(user.userSeq, { passwordHash });
      await app.sessions.revokeAllForUser(user.userSeq);
      return ok(null);
    },
  );
}
