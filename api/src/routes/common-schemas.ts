/** JSON schemas shared by several domains; they validate, serialise and document at once. */

export const SHOP_CATEGORIES = ['BEAUTY', 'HOTELING', 'KINDERGARTEN', 'DAY_CARE'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const bool = { type: 'boolean' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullable = <T extends object>(s: T) => ({ ...s, nullable: true }) as const;

export const S = { str, int, num, bool, dateTime, nullable };

export const obj = <P extends Record<string, object>>(
  properties: P,
  required: (keyof P)[] = Object.keys(properties),
) => ({ type: 'object', additionalProperties: false, properties, required }) as const;

export const errorEnvelope = {
  type: 'object',
  description: 'Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR.',
  properties: {
    resultCode: str,
    message: str,
    data: {
      type: 'object',
      nullable: true,
      additionalProperties: true,
      properties: {
        fields: { type: 'array', items: obj({ field: str, message: str }) },
      },
    },
  },
  required: ['resultCode', 'message', 'data'],
} as const;

export const envelope = (data: object) =>
  ({
    type: 'object',
    properties: { resultCode: { type: 'string', enum: ['SUCCESS'] }, message: str, data },
    required: ['resultCode', 'message', 'data'],
  }) as const;

/** 200 with the envelope around `data`, plus the error envelope for 4xx/5xx. */
export const responses = (data: object) => ({
  200: envelope(data),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

export const nullData = {
  type: 'object',
  nullable: true,
  additionalProperties: false,
  properties: {},
} as const;

export const facilitySchema = obj({ facilitiesSeq: int, name: str, icon: str });
export const regionSchema = obj({ regionSeq: int, sido: str, sigungu: str });

export const shopSummaryProps = {
  shopId: int,
  name: str,
  categories: { type: 'array', items: { type: 'string', enum: SHOP_CATEGORIES } },
  address: str,
  regionSeq: int,
  latitude: num,
  longitude: num,
  thumbnailUrl: nullable(str),
  reviewCount: int,
  registeredAt: dateTime,
  distanceMeters: nullable(num),
  isFavorite: bool,
} as const;
export const shopSummarySchema = obj(shopSummaryProps);

export const shopDetailSchema = obj({
  ...shopSummaryProps,
  phone: str,
  description: str,
  addressDetail: str,
  hours: { type: 'array', items: obj({ dayOfWeek: int, open: str, close: str, closed: bool }) },
  facilities: { type: 'array', items: facilitySchema },
  onlineReservation: bool,
});

export const userShopSchema = obj({
  userShopSeq: int,
  shopId: int,
  customerSeq: int,
  sortOrder: int,
  shopInfo: shopSummarySchema,
});

export const petSchema = obj({
  petSeq: int,
  name: str,
  kind: { type: 'string', enum: ['DOG', 'CAT'] },
  breedSeq: nullable(int),
  breedName: nullable(str),
  birthDate: nullable(str),
  weightKg: nullable(num),
  sex: { type: 'string', enum: ['MALE', 'FEMALE'] },
  neutered: bool,
  imageUrl: nullable(str),
});

export const meSchema = obj({
  userSeq: int,
  userId: str,
  nickname: str,
  phoneNumber: str,
  snsKind: { type: 'string', enum: ['NONE', 'KAKAO', 'APPLE'] },
  profileImageUrl: nullable(str),
  termsMarketing: bool,
  createdAt: dateTime,
  userShops: { type: 'array', items: userShopSchema },
  pets: { type: 'array', items: petSchema },
});

export const sessionSchema = obj({ token: str, expiresAt: dateTime, user: meSchema });

export const bannerSchema = obj({ bannerSeq: int, title: str, imageUrl: str, linkUrl: nullable(str) });

export const pageOf = (item: object) =>
  obj({ items: { type: 'array', items: item }, page: int, size: int, total: int, hasNext: bool });

export const shopIdQuery = obj({ shopId: { type: 'integer', minimum: 1 } });
export const idParams = obj({ id: { type: 'integer', minimum: 1 } });

export const bearer = [{ bearerAuth: [] }];

// Field formats, shared by sign-up, profile and certification.
export const phoneNumber = { type: 'string', pattern: '^010\\d{8}$', description: '010xxxxxxxx' } as const;
export const nickname = { type: 'string', minLength: 2, maxLength: 12 } as const;
export const email = { type: 'string', format: 'email', maxLength: 254 } as const;
export const password = {
  type: 'string',
  minLength: 8,
  maxLength: 128,
  pattern: '^(?=.*[A-Za-z])(?=.*\\d).+$',
  description: '8자 이상, 영문과 숫자를 모두 포함',
} as const;
