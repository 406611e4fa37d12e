/**
 * Schemas of the curation domain (홈: curated series and their contents, breed notes, curated shop reviews, events)
 * and of its editor API. Article bodies are structured blocks, never HTML: the API validates every block an editor
 * writes, and the front renders each known block type as plain React elements (unknown types are skipped).
 */
import { type Static, Type } from '@sinclair/typebox';
import { dateStr, enumOf, list, obj, S, VISIBLE_TEXT } from '../../http/schemas.js';
import { shopSummarySchema } from '../shops/schemas.js';

const { str, int, bool, dateTime, nullable } = S;

const text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: VISIBLE_TEXT });
/** An image an editor may point at: a generated `/static/…` picture or an https URL. */
const imageUrl = Type.String({ maxLength: 500, pattern: '^(/static/[A-Za-z0-9/_.-]+|https://\\S+)$' });
/** A link inside an article: an app path (`/shop/3`) or an https page; never `javascript:` or `data:`. */
const href = Type.String({ maxLength: 500, pattern: '^(/[^/\\s]\\S*|/|https://\\S+)$' });

export const VIDEO_PROVIDERS = ['YOUTUBE', 'VIMEO'] as const;
const videoProvider = enumOf(VIDEO_PROVIDERS);
const videoId = Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * The block union, twice: `strict` for what editors send (lengths, link and image patterns), loose for answers (the
 * serialiser picks a branch by validating, and an answered image URL is absolute on the API origin, http or https).
 */
function blockUnion(strict: boolean) {
  const t = (max: number) => (strict ? text(max) : str);
  const opt = (max: number) => Type.Optional(strict ? Type.String({ maxLength: max }) : str);
  const span = obj({
    text: strict ? Type.String({ minLength: 1, maxLength: 2000 }) : str,
    bold: Type.Optional(bool),
    href: Type.Optional(strict ? href : str),
  });
  return Type.Union([
    obj({ type: enumOf(['heading']), text: t(100) }),
    obj({
      type: enumOf(['paragraph']),
      spans: Type.Array(span, strict ? { minItems: 1, maxItems: 50 } : {}),
    }),
    obj({
      type: enumOf(['image']),
      url: strict ? imageUrl : str,
      alt: strict ? Type.String({ maxLength: 200 }) : str,
      caption: opt(200),
    }),
    obj({ type: enumOf(['quote']), text: t(1000), cite: opt(100) }),
    obj({
      type: enumOf(['list']),
      ordered: bool,
      items: Type.Array(t(500), strict ? { minItems: 1, maxItems: 30 } : {}),
    }),
    obj({ type: enumOf(['shop']), shopId: strict ? Type.Integer({ minimum: 1 }) : int }),
    obj({
      type: enumOf(['video']),
      provider: videoProvider,
      videoId: strict ? videoId : str,
      title: opt(100),
    }),
  ]);
}

/** One block of an article, review or event body (as an editor writes it). */
export const blockInput = blockUnion(true);
export type Block = Static<typeof blockInput>;
const blocksIn = Type.Array(blockInput, { maxItems: 200 });
const blocks = Type.Array(blockUnion(false));

export const contentKindEnum = enumOf(['ARTICLE', 'VIDEO']);
export type ContentKind = Static<typeof contentKindEnum>;

const videoSchema = obj({ provider: videoProvider, videoId });

/** A content in a list (a series row, picks, related contents). */
export const contentCardSchema = obj({
  curationSeq: int,
  curationContentsSeq: int,
  kind: contentKindEnum,
  title: str,
  summary: str,
  coverImageUrl: str,
  breedSeqs: list(int),
});

export const seriesSchema = obj({
  curationSeq: int,
  title: str,
  subtitle: str,
  contents: list(contentCardSchema),
});

export const curationHomeSchema = obj({ series: list(seriesSchema) });

export const picksSchema = obj({
  /** The breeds of my pets the picks are for (empty: no pet with a breed). */
  breeds: list(obj({ breedSeq: int, name: str, petNames: list(str) })),
  contents: list(contentCardSchema),
});

export const contentDetailSchema = obj({
  ...contentCardSchema.properties,
  seriesTitle: str,
  author: str,
  publishedAt: dateTime,
  video: nullable(videoSchema),
  blocks,
  /** Every shop the body's shop cards and the related list name (answered once, looked up by id). */
  shops: list(shopSummarySchema),
  relatedShopIds: list(int),
  related: list(contentCardSchema),
  next: nullable(contentCardSchema),
});

export const contentParams = obj({
  curationSeq: Type.Integer({ minimum: 1 }),
  curationContentsSeq: Type.Integer({ minimum: 1 }),
});

const noteSection = obj({ title: text(40), body: text(2000) });
const trait = obj({ label: text(20), value: text(60) });

export const breedGuideSchema = obj({
  breedSeq: int,
  kind: enumOf(['DOG', 'CAT']),
  name: str,
  /** null: no editor has written this breed's guide yet. */
  note: nullable(
    obj({ summary: str, traits: list(trait), careNotes: list(noteSection), updatedAt: dateTime }),
  ),
  contents: list(contentCardSchema),
});
export const guidedBreedsSchema = obj({ breedSeqs: list(int) });
export const breedParams = obj({ breedSeq: Type.Integer({ minimum: 1 }) });

export const reviewSchema = obj({
  reviewSeq: int,
  title: str,
  summary: str,
  author: str,
  rating: int,
  coverImageUrl: str,
  publishedAt: dateTime,
  blocks,
  shop: shopSummarySchema,
});
export const reviewCardSchema = obj({
  reviewSeq: int,
  title: str,
  summary: str,
  rating: int,
  coverImageUrl: str,
  shopId: int,
  shopName: str,
});

export const eventStatusEnum = enumOf(['RUNNING', 'UPCOMING', 'ENDED']);
export type EventStatus = Static<typeof eventStatusEnum>;

export const eventCardSchema = obj({
  eventSeq: int,
  title: str,
  summary: str,
  coverImageUrl: str,
  startDate: str,
  endDate: str,
  status: eventStatusEnum,
  hasCoupon: bool,
});
const discountTypeEnum = enumOf(['AMOUNT', 'PERCENT']);
export const eventCouponSchema = obj({
  name: str,
  description: str,
  discountType: discountTypeEnum,
  discountValue: int,
  maxDiscount: nullable(int),
  minPrice: int,
  validDays: int,
  /** My coupon (in 쿠폰함, /coupon/{couponSeq}) once the signed-in user has taken it; null before (or logged out). */
  couponSeq: nullable(int),
  takenAt: nullable(dateTime),
});
export const eventDetailSchema = obj({
  ...eventCardSchema.properties,
  blocks,
  coupon: nullable(eventCouponSchema),
});
export const takenCouponSchema = obj({
  eventSeq: int,
  couponSeq: int,
  name: str,
  expiresAt: dateTime,
  takenAt: dateTime,
});

// ---- editor API ----

export const editorLoginBody = obj({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export const editorProfileSchema = obj({ editorSeq: int, email: str, name: str });
export const editorSessionSchema = obj({ token: str, expiresAt: dateTime, editor: editorProfileSchema });

export const seriesBody = obj({
  title: text(40),
  subtitle: Type.String({ maxLength: 80 }),
  sortOrder: Type.Integer({ minimum: 0, maximum: 1000 }),
  published: bool,
});
export const editorSeriesSchema = obj({ curationSeq: int, ...seriesBody.properties });

const ids = (max: number) => Type.Array(Type.Integer({ minimum: 1 }), { maxItems: max, uniqueItems: true });

export const contentBody = obj({
  curationSeq: Type.Integer({ minimum: 1 }),
  kind: contentKindEnum,
  title: text(60),
  summary: text(200),
  author: text(30),
  coverImageUrl: imageUrl,
  video: nullable(videoSchema),
  blocks: blocksIn,
  relatedShopIds: ids(10),
  relatedContentsSeqs: ids(10),
  breedSeqs: ids(20),
  sortOrder: Type.Integer({ minimum: 0, maximum: 1000 }),
  published: bool,
});
export type ContentInput = Static<typeof contentBody>;
export const editorContentSchema = obj({ curationContentsSeq: int, ...contentBody.properties });

export const breedNoteBody = obj({
  summary: text(300),
  traits: Type.Array(trait, { maxItems: 10 }),
  careNotes: Type.Array(noteSection, { minItems: 1, maxItems: 12 }),
});
export type BreedNoteInput = Static<typeof breedNoteBody>;

export const reviewBody = obj({
  shopId: Type.Integer({ minimum: 1 }),
  title: text(60),
  summary: text(200),
  author: text(30),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  coverImageUrl: imageUrl,
  blocks: blocksIn,
  published: bool,
});
export type ReviewInput = Static<typeof reviewBody>;
export const editorReviewSchema = obj({ reviewSeq: int, ...reviewBody.properties });

export const eventBody = obj({
  title: text(60),
  summary: text(200),
  coverImageUrl: imageUrl,
  startDate: dateStr,
  endDate: dateStr,
  blocks: blocksIn,
  coupon: nullable(
    obj({
      name: text(40),
      description: text(200),
      discountType: discountTypeEnum,
      discountValue: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
      maxDiscount: nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
      minPrice: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
      validDays: Type.Integer({ minimum: 1, maximum: 365 }),
    }),
  ),
  published: bool,
});
export type EventInput = Static<typeof eventBody>;
export const editorEventSchema = obj({ eventSeq: int, ...eventBody.properties });
