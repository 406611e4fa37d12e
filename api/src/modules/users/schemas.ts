/** Schemas of the users domain: the signed-in user (`Me`) and the account field rules. */
import { type Static, Type } from '@sinclair/typebox';
import { enumOf, list, obj, S, VISIBLE_TEXT } from '../../http/schemas.js';
import { NORMALISE_TEXT } from '../../http/normalise-text.js';
import { petSchema } from '../pets/schemas.js';
import { userShopSchema } from '../shops/schemas.js';

const { str, int, bool, dateTime, nullable } = S;

export const snsKindEnum = enumOf(['NONE', 'KAKAO', 'APPLE']);
export type SnsKind = Static<typeof snsKindEnum>;

export const meSchema = obj({
  userSeq: int,
  userId: str,
  nickname: str,
  phoneNumber: str,
  snsKind: snsKindEnum,
  profileImageUrl: nullable(str),
  termsMarketing: bool,
  /**
   * Always sent. Optional in the document only so that clients' Me fixtures written before it still type-check;
   * make it required once they carry it.
   */
  termsMarketingAt: Type.Optional(
    Type.Unsafe<Date | string>({
      type: 'string',
      format: 'date-time',
      description: '마케팅 정보 수신에 마지막으로 동의하거나 철회한 때 (가입 때 고른 것이면 가입 시각)',
    }),
  ),
  createdAt: dateTime,
  userShops: list(userShopSchema),
  pets: list(petSchema),
});

/** GET /v2/user/withdrawal-check: what 탈퇴 would take from the owner (it is not refused for any of these). */
export const withdrawalCheckSchema = obj({
  vouchers: list(
    obj({
      shopId: int,
      shopName: str,
      remaining: Type.Integer({ minimum: 1, description: '남은 이용 횟수 (그 매장의 유효한 이용권 합)' }),
    }),
  ),
  coupons: Type.Integer({ minimum: 0, description: '쓰지 않았고 기한이 남은 쿠폰 수' }),
  aiProfiles: Type.Integer({ minimum: 0, description: '사진을 아직 받을 수 있는 AI 프로필 주문 수' }),
});

// One declaration per account field rule: sign-up, profile edit, password reset and certification use these.
export const phoneNumber = Type.String({ pattern: '^010\\d{8}$', description: '010xxxxxxxx' });
/**
 * Trimmed and NFC-normalised before the length check (and handed to the handler that way), so the rule
 * measures what is stored: a nickname accepted at sign-up is one the profile edit accepts again. It must show
 * (VISIBLE_TEXT): a nickname of zero-width marks or Hangul fillers reads as blank on every post.
 */
export const nickname = Type.String({
  minLength: 2,
  maxLength: 12,
  pattern: VISIBLE_TEXT,
  [NORMALISE_TEXT]: true,
});
export const email = Type.String({ format: 'email', maxLength: 254 });
export const password = Type.String({
  minLength: 8,
  maxLength: 128,
  pattern: '^(?=.*[A-Za-z])(?=.*\\d).+$',
  description: '8자 이상, 영문과 숫자를 모두 포함',
});

export const updateMeBody = obj({
  nickname: Type.Optional(nickname),
  phoneNumber: Type.Optional(phoneNumber),
  certificationToken: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        '새 휴대폰 번호의 인증 토큰 (POST /v2/mobile-certification, purpose SIGNUP): 번호를 바꿀 때 필수',
    }),
  ),
  termsMarketing: Type.Optional(Type.Boolean()),
});
/** Exactly one of the two (checked by the handler): a picture's address, or a photo just uploaded. */
export const profileImageQuery = obj({
  profile: Type.Optional(
    Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2000, description: '사진 주소' }),
  ),
  /** A photo of mine from POST /v2/media, not attached anywhere yet. */
  mediaSeq: Type.Optional(S.id),
});
export const shopSortOrderQuery = obj({
  userShopSeqs: Type.Array(S.id, { minItems: 1, maxItems: 200 }),
});
export const deleteAccountQuery = obj({ reason: Type.Optional(Type.String({ maxLength: 500 })) });
