/**
 * 홈 content: curated series and their contents, breed notes, curated shop reviews, events with coupons, and the
 * editors who write them (a population of their own, like shop staff: not owners, not partners).
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Block, ContentKind } from '../../modules/curation/schemas.js';
import { breeds } from './catalog.js';
import { createdAt, ownerKey, serialId, tz, updatedAt } from './columns.js';
import { coupons } from './coupons.js';
import { shops } from './shops.js';
import { users } from './users.js';

export const editors = pgTable(
  'editors',
  {
    editorSeq: serialId('editor_seq'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('editors_email_uq').on(t.email)],
);

/** Editor sessions; only the SHA-256 of a token is stored. */
export const editorSessions = pgTable(
  'editor_sessions',
  {
    sessionSeq: serialId('session_seq'),
    editorSeq: ownerKey('editor_seq', () => editors.editorSeq),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('editor_sessions_token_uq').on(t.tokenHash),
    // Login records: the clean-up (AuthService.pruneExpiredRecords) finds those past 3 months by it.
    index('editor_sessions_created_idx').on(t.createdAt),
  ],
);

export const curationSeries = pgTable('curation_series', {
  curationSeq: serialId('curation_seq'),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export interface VideoRef {
  provider: 'YOUTUBE' | 'VIMEO';
  videoId: string;
}

export const curationContents = pgTable(
  'curation_contents',
  {
    curationContentsSeq: serialId('curation_contents_seq'),
    curationSeq: ownerKey('curation_seq', () => curationSeries.curationSeq),
    kind: text('kind').$type<ContentKind>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    author: text('author').notNull(),
    coverImageUrl: text('cover_image_url').notNull(),
    video: jsonb('video').$type<VideoRef | null>(),
    blocks: jsonb('blocks').$type<Block[]>().notNull(),
    relatedShopIds: jsonb('related_shop_ids').$type<number[]>().notNull(),
    relatedContentsSeqs: jsonb('related_contents_seqs').$type<number[]>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(false),
    publishedAt: tz('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('curation_contents_series_idx').on(t.curationSeq, t.sortOrder)],
);

/** Which breeds a content is for (the 우리 아이 맞춤 picks read this). */
export const curationContentBreeds = pgTable(
  'curation_content_breeds',
  {
    curationContentsSeq: ownerKey('curation_contents_seq', () => curationContents.curationContentsSeq),
    breedSeq: integer('breed_seq')
      .notNull()
      .references(() => breeds.breedSeq),
  },
  (t) => [
    primaryKey({ columns: [t.curationContentsSeq, t.breedSeq] }),
    index('curation_content_breeds_breed_idx').on(t.breedSeq),
  ],
);

export interface BreedTrait {
  label: string;
  value: string;
}
export interface CareNote {
  title: string;
  body: string;
}

export const breedNotes = pgTable('breed_notes', {
  breedSeq: integer('breed_seq')
    .primaryKey()
    .references(() => breeds.breedSeq),
  summary: text('summary').notNull(),
  traits: jsonb('traits').$type<BreedTrait[]>().notNull(),
  careNotes: jsonb('care_notes').$type<CareNote[]>().notNull(),
  updatedAt: updatedAt(),
});

export const curationReviews = pgTable('curation_reviews', {
  reviewSeq: serialId('review_seq'),
  shopId: ownerKey('shop_id', () => shops.shopId),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  author: text('author').notNull(),
  rating: integer('rating').notNull(),
  coverImageUrl: text('cover_image_url').notNull(),
  blocks: jsonb('blocks').$type<Block[]>().notNull(),
  published: boolean('published').notNull().default(false),
  publishedAt: tz('published_at').notNull().defaultNow(),
  createdAt: createdAt(),
});

/** What an event's coupon gives: a coupons-module coupon for any shop, valid `validDays` from taking it. */
export interface EventCouponTerms {
  name: string;
  description: string;
  discountType: 'AMOUNT' | 'PERCENT';
  /** Won for AMOUNT, percent for PERCENT. */
  discountValue: number;
  maxDiscount: number | null;
  minPrice: number;
  validDays: number;
}

export const events = pgTable('events', {
  eventSeq: serialId('event_seq'),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  coverImageUrl: text('cover_image_url').notNull(),
  /** YYYY-MM-DD, Asia/Seoul, both days included. */
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  blocks: jsonb('blocks').$type<Block[]>().notNull(),
  /** The coupon a reader may take (all null: none), issued through the coupons module when taken. */
  coupon: jsonb('coupon').$type<EventCouponTerms | null>(),
  published: boolean('published').notNull().default(false),
  createdAt: createdAt(),
});

/** A coupon taken from an event: once per user and event (the primary key says so); the coupon itself is in `coupons`. */
export const eventCouponTakes = pgTable(
  'event_coupon_takes',
  {
    eventSeq: ownerKey('event_seq', () => events.eventSeq),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    couponSeq: ownerKey('coupon_seq', () => coupons.couponSeq),
    takenAt: tz('taken_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventSeq, t.userSeq] })],
);
