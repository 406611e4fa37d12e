/** Schemas of the reviews domain. */
import { type Static, Type } from '@sinclair/typebox';
import { defaulted, list, obj, pageOf, paging, S, VISIBLE_TEXT } from '../../http/schemas.js';
import { mediaSchema } from '../media/schemas.js';

const { str, int, num, dateTime, nullable } = S;

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_EDIT_DAYS = 7;
export const REVIEW_PHOTOS_MAX = 5;

const reviewProps = {
  reviewSeq: int,
  reservationSeq: int,
  shopId: int,
  shopName: str,
  productName: str,
  visitDate: str,
  rating: int,
  content: str,
  mediaSeqs: list(int),
  photos: list(mediaSchema),
  reply: nullable(str),
  repliedAt: nullable(dateTime),
  createdAt: dateTime,
  updatedAt: nullable(dateTime),
};

export const myReviewSchema = obj({
  ...reviewProps,
  editableUntil: dateTime,
  editable: S.bool,
});

export const pendingReviewSchema = obj({
  reservationSeq: int,
  shopId: int,
  shopName: str,
  productName: str,
  visitDate: str,
  petNames: list(str),
});

export const shopReviewSchema = obj({
  reviewSeq: int,
  authorNickname: str,
  productName: str,
  petNames: list(str),
  rating: int,
  content: str,
  mediaSeqs: list(int),
  photos: list(mediaSchema),
  reply: nullable(str),
  repliedAt: nullable(dateTime),
  createdAt: dateTime,
  edited: S.bool,
});

export const shopReviewPage = obj({
  ...pageOf(shopReviewSchema).properties,
  reviewCount: int,
  averageRating: nullable(num, { description: 'one decimal; null without reviews' }),
});

export const partnerReviewSchema = obj({ ...shopReviewSchema.properties, shopId: int, reservationSeq: int });

const reviewText = {
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String({ minLength: REVIEW_TEXT_MIN, maxLength: REVIEW_TEXT_MAX, pattern: VISIBLE_TEXT }),
  mediaSeqs: defaulted(
    Type.Array(Type.Integer({ minimum: 1 }), {
      maxItems: REVIEW_PHOTOS_MAX,
      uniqueItems: true,
      description: 'photos uploaded with POST /v2/media by the same owner, in the order shown',
    }),
    [],
  ),
};
export const reviewCreateBody = obj({ reservationSeq: Type.Integer({ minimum: 1 }), ...reviewText });
export const reviewUpdateBody = obj(reviewText);
export type ReviewText = Static<typeof reviewUpdateBody>;

export const shopReviewsParams = obj({ shopId: Type.Integer({ minimum: 1 }) });
export const shopReviewsQuery = obj(paging);
export const partnerReviewsQuery = obj({ shopId: Type.Optional(Type.Integer({ minimum: 1 })), ...paging });
export const replyBody = obj({ reply: Type.String({ minLength: 1, maxLength: 500, pattern: VISIBLE_TEXT }) });
