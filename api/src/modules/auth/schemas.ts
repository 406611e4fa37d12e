/** Schemas of the auth domain (sessions, sign-up, social login, certification). */
import { Type } from '@sinclair/typebox';
import { defaulted, enumOf, obj, S } from '../../http/schemas.js';
import { email, meSchema, nickname, password, phoneNumber, snsKindEnum } from '../users/schemas.js';

const { Optional } = Type;

export const sessionSchema = obj({ token: S.str, expiresAt: S.dateTime, user: meSchema });

export const signupBody = obj(
  {
    userId: Optional(email),
    password: Optional(password),
    nickname,
    phoneNumber: Optional(phoneNumber),
    certificationToken: Optional(Type.String({ minLength: 1 })),
    snsKind: defaulted(snsKindEnum, 'NONE'),
    snsToken: Optional(Type.String({ minLength: 1 })),
    termsMarketing: defaulted(Type.Boolean(), false),
    termsPrivacy: enumOf([true], { description: '필수 동의 (true만 허용)' }),
  },
  {
    description:
      'snsKind NONE: userId, password, phoneNumber and certificationToken are required. ' +
      'KAKAO/APPLE: snsToken is required; userId defaults to the provider e-mail; phoneNumber is stored only together with a certificationToken.',
  },
);

export const loginBody = obj({
  userId: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});

export const duplicatedBody = obj({
  type: enumOf(['EMAIL', 'NICKNAME']),
  value: Type.String({ minLength: 1, maxLength: 254 }),
});

export const passwordResetBody = obj({
  userId: Type.String({ minLength: 1, maxLength: 254 }),
  phoneNumber,
  certificationToken: S.str,
  password,
});

export const certificationBody = obj({ phoneNumber, purpose: enumOf(['SIGNUP', 'PASSWORD']) });
export const certificationVerifyBody = obj({ phoneNumber, code: Type.String({ pattern: '^\\d{6}$' }) });

export const snsKind = enumOf(['KAKAO', 'APPLE']);
export const redirectUri = Type.String({ format: 'uri', maxLength: 2000 });

export const snsAuthorizeQuery = obj({ kind: snsKind, redirectUri });
export const snsCallbackBody = obj({
  kind: snsKind,
  code: Type.String({ minLength: 1, maxLength: 2000 }),
  state: Type.String({ minLength: 1 }),
  redirectUri,
});
