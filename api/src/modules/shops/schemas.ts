/** Schemas of the shops domain (search, detail, the owner's linked shops). */
import { Type } from '@sinclair/typebox';
import { defaulted, enumOf, list, obj, paging, S, VISIBLE_TEXT } from '../../http/schemas.js';

export const SHOP_CATEGORIES = ['BEAUTY', 'HOTELING', 'KINDERGARTEN', 'DAY_CARE'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

const { str, int, num, bool, dateTime, nullable } = S;
const { Optional } = Type;

export const categoryEnum = enumOf(SHOP_CATEGORIES);

export const facilitySchema = obj({ facilitiesSeq: int, name: str, icon: str });
export const regionSchema = obj({ regionSeq: int, sido: str, sigungu: str });

export const shopSummaryProps = {
  shopId: int,
  name: str,
  categories: list(categoryEnum),
  address: str,
  regionSeq: int,
  latitude: num,
  longitude: num,
  thumbnailUrl: nullable(str),
  reviewCount: int,
  registeredAt: dateTime,
  distanceMeters: nullable(num),
  isFavorite: bool,
};
export const shopSummarySchema = obj(shopSummaryProps);

export const shopDetailSchema = obj({
  ...shopSummaryProps,
  phone: str,
  description: str,
  addressDetail: str,
  hours: list(obj({ dayOfWeek: int, open: str, close: str, closed: bool })),
  facilities: list(facilitySchema),
  onlineReservation: bool,
  /** Takes chats (문의하기): a shop that does not answers CHAT_NOT_AVAILABLE on every chat call. */
  chatting: bool,
});

export const userShopSchema = obj({
  userShopSeq: int,
  shopId: int,
  customerSeq: int,
  sortOrder: int,
  shopInfo: shopSummarySchema,
});

export const shopId = S.id;
export const shopIdQuery = obj({ shopId });
// `userSeq` is an old client's parameter: accepted, never used.
export const shopQuery = obj({ shopId, userSeq: Optional(S.id) });

const seqList = Type.Array(S.id, {
  maxItems: 100,
  description: 'comma-joined, e.g. 1,2,3',
});

/** The shop search filters; the online-reservation search takes the same. */
export const inquiryQuery = obj({
  regionSeqs: Optional(seqList),
  category: Optional(categoryEnum),
  facilitiesSeqs: Optional(seqList),
  orderBy: defaulted(enumOf(['CLOSEST', 'RECENTLY_REGISTERED', 'REVIEWS']), 'CLOSEST'),
  latitude: Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Optional(Type.Number({ minimum: -180, maximum: 180 })),
  ...paging,
});

export const categoryImagesSchema = list(obj({ category: str, images: list(str) }));
export const appConfigSchema = obj({
  shopId: int,
  onlineReservation: bool,
  chatting: bool,
  menus: list(str),
});

export const requestRegisterBody = obj({
  shopName: Type.String({ minLength: 1, maxLength: 100, pattern: VISIBLE_TEXT }),
  address: Optional(Type.String({ maxLength: 200 })),
  phone: Optional(Type.String({ maxLength: 30, pattern: '^[0-9-+ ]*$' })),
  memo: Optional(Type.String({ maxLength: 1000 })),
});

export const linkBody = obj({ invitationToken: Type.String({ minLength: 1, maxLength: 200 }) });
