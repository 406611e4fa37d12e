/** Schemas of the AI profile domain (products, orders, jobs, results, photo checks). */
import { type Static, Type } from '@sinclair/typebox';
import { enumOf, obj, S, VISIBLE_TEXT } from '../../http/schemas.js';
import { mediaSchema } from '../media/schemas.js';
import { checkoutOrderSchema } from '../payments/schemas.js';

const { str, int, num, bool, dateTime, nullable } = S;

export const aiStyleEnum = enumOf(['PASTEL', 'STUDIO', 'POP', 'MONO', 'FILM', 'BIRTHDAY', 'SPRING', 'NIGHT']);
export const aiSpeciesEnum = enumOf(['DOG', 'CAT']);
/** PENDING_PAYMENT → PAID (job queued) → GENERATING → DONE | FAILED → REFUNDED. */
export const aiOrderStatusEnum = enumOf([
  'PENDING_PAYMENT',
  'PAID',
  'GENERATING',
  'DONE',
  'FAILED',
  'REFUNDED',
]);
export const aiJobStatusEnum = enumOf(['QUEUED', 'RUNNING', 'DONE', 'FAILED']);
export const photoIssueEnum = enumOf(['TOO_SMALL', 'BLURRED', 'NO_SUBJECT']);
export type AiStyleCode = Static<typeof aiStyleEnum>;
export type AiSpecies = Static<typeof aiSpeciesEnum>;
export type AiOrderStatus = Static<typeof aiOrderStatusEnum>;
export type AiJobStatus = Static<typeof aiJobStatusEnum>;
export type PhotoIssueCode = Static<typeof photoIssueEnum>;

export const MIN_PHOTOS = 5;
export const MAX_PHOTOS = 10;

const styleSchema = obj({ code: aiStyleEnum, name: str });

export const aiProductSchema = obj({
  productSeq: int,
  code: str,
  name: str,
  description: str,
  price: int,
  pictureCount: int,
  styles: Type.Array(styleSchema),
});

export const aiOrderBody = obj({
  productSeq: Type.Integer({ minimum: 1 }),
  petName: Type.String({ minLength: 1, maxLength: 20, pattern: VISIBLE_TEXT }),
  species: aiSpeciesEnum,
  breed: Type.String({ minLength: 1, maxLength: 30, pattern: VISIBLE_TEXT }),
  ageYears: Type.Integer({ minimum: 0, maximum: 30 }),
  photoMediaSeqs: Type.Array(Type.Integer({ minimum: 1 }), {
    minItems: MIN_PHOTOS,
    maxItems: MAX_PHOTOS,
    uniqueItems: true,
  }),
});

const jobSchema = obj({
  status: aiJobStatusEnum,
  progress: int,
  step: nullable(str),
  startedAt: nullable(dateTime),
  finishedAt: nullable(dateTime),
});

const resultSchema = obj({
  resultSeq: int,
  style: aiStyleEnum,
  styleName: str,
  url: str,
  thumbnailUrl: str,
  srcSet: mediaSchema.properties.srcSet,
  fileName: str,
});

export const aiOrderSummarySchema = obj({
  orderSeq: int,
  productName: str,
  petName: str,
  status: aiOrderStatusEnum,
  amount: int,
  pictureCount: int,
  coverUrl: nullable(str),
  createdAt: dateTime,
});

export const aiOrderSchema = obj({
  orderSeq: int,
  product: aiProductSchema,
  petName: str,
  species: aiSpeciesEnum,
  breed: str,
  ageYears: int,
  status: aiOrderStatusEnum,
  amount: int,
  failureReason: nullable(str),
  paidAt: nullable(dateTime),
  refundedAt: nullable(dateTime),
  createdAt: dateTime,
  photos: Type.Array(obj({ mediaSeq: int, thumbnailUrl: str })),
  job: nullable(jobSchema),
  results: Type.Array(resultSchema),
});

export const aiOrderCreatedSchema = obj({ order: aiOrderSchema, payment: checkoutOrderSchema });

export const orderParams = obj({ orderSeq: Type.Integer({ minimum: 1 }) });
export const resultParams = obj({
  orderSeq: Type.Integer({ minimum: 1 }),
  resultSeq: Type.Integer({ minimum: 1 }),
});

export const photoCheckBody = obj({ mediaSeq: Type.Integer({ minimum: 1 }) });
export const photoCheckSchema = obj({
  mediaSeq: int,
  ok: bool,
  width: int,
  height: int,
  sharpness: num,
  subjectRatio: num,
  issues: Type.Array(obj({ code: photoIssueEnum, message: str })),
});

export type AiOrderBody = Static<typeof aiOrderBody>;
export type AiOrderView = Static<typeof aiOrderSchema>;
export type PhotoCheck = Static<typeof photoCheckSchema>;
