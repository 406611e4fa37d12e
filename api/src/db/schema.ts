import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    userSeq: serial('user_seq').primaryKey(),
    // Stored lower-cased, so the unique index makes e-mail addresses case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    snsKind: text('sns_kind').notNull().default('NONE'),
    snsId: text('sns_id'),
    profileImageUrl: text('profile_image_url'),
    termsMarketing: boolean('terms_marketing').notNull().default(false),
    termsPrivacyAt: tz('terms_privacy_at').notNull(),
    createdAt: createdAt(),
    deletedAt: tz('deleted_at'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_nickname_uq').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_sns_uq').on(t.snsKind, t.snsId),
  ],
);

/** Bearer sessions and chat tokens; only the SHA-256 of a token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    sessionSeq: serial('session_seq').primaryKey(),
    userSeq: integer('user_seq')
      .notNull()
      .references(() => users.userSeq, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('SESSION'), // SESSION | CHAT
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userSeq)],
);

/** Fixed-window counters shared by every API process. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    windowStart: tz('window_start').notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_expires_idx').on(t.expiresAt)],
);

export const phoneCertifications = pgTable(
  'phone_certifications',
  {
    certificationSeq: serial('certification_seq').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose').notNull(), // SIGNUP | PASSWORD
    codeHash: text('code_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: tz('verified_at'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: tz('token_expires_at'),
    tokenUsedAt: tz('token_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_cert_phone_idx').on(t.phoneNumber, t.createdAt),
    uniqueIndex('phone_cert_token_uq').on(t.tokenHash),
  ],
);

export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  kind: text('kind').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: createdAt(),
});

/** Issued after a first SNS sign-in; redeemed by POST /v2/signup. */
export const snsSignupTokens = pgTable('sns_signup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  kind: text('kind').notNull(),
  snsId: text('sns_id').notNull(),
  email: text('email'),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: createdAt(),
});

export const regions = pgTable('regions', {
  regionSeq: integer('region_seq').primaryKey(),
  sido: text('sido').notNull(),
  sigungu: text('sigungu').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const facilities = pgTable('facilities', {
  facilitiesSeq: integer('facilities_seq').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
});

export interface ShopHour {
  dayOfWeek: number;
  open: string;
  close: string;
  closed: boolean;
}

export const shops = pgTable(
  'shops',
  {
    shopId: serial('shop_id').primaryKey(),
    name: text('name').notNull(),
    regionSeq: integer('region_seq')
      .notNull()
      .references(() => regions.regionSeq),
    address: text('address').notNull(),
    addressDetail: text('address_detail').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
    reviewCount: integer('review_count').notNull().default(0),
    registeredAt: tz('registered_at').notNull(),
    onlineReservation: boolean('online_reservation').notNull().default(false),
    chatting: boolean('chatting').notNull().default(true),
    menus: jsonb('menus').$type<string[]>().notNull().default([]),
    hours: jsonb('hours').$type<ShopHour[]>().notNull().default([]),
  },
  (t) => [
    index('shops_region_idx').on(t.regionSeq),
    index('shops_registered_idx').on(t.registeredAt),
    index('shops_reviews_idx').on(t.reviewCount),
  ],
);

export const shopCategories = pgTable(
  'shop_categories',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    category: text('category').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.category] }),
    index('shop_categories_cat_idx').on(t.category, t.shopId),
  ],
);

export const shopFacilities = pgTable(
  'shop_facilities',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    facilitiesSeq: integer('facilities_seq')
      .notNull()
      .references(() => facilities.facilitiesSeq),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.facilitiesSeq] }),
    index('shop_facilities_fac_idx').on(t.facilitiesSeq, t.shopId),
  ],
);

export const shopCategoryImages = pgTable(
  'shop_category_images',
  {
    imageSeq: serial('image_seq').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    imageUrl: text('image_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('shop_category_images_shop_idx').on(t.shopId)],
);

export const favorites = pgTable(
  'favorites',
  {
    userSeq: integer('user_seq')
      .notNull()
      .references(() => users.userSeq, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userSeq, t.shopId] })],
);

export const userShops = pgTable(
  'user_shops',
  {
    userShopSeq: serial('user_shop_seq').primaryKey(),
    userSeq: integer('user_seq')
      .notNull()
      .references(() => users.userSeq, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    customerSeq: integer('customer_seq').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_shops_user_shop_uq').on(t.userSeq, t.shopId)],
);

export const shopInvitations = pgTable('shop_invitations', {
  token: text('token').primaryKey(),
  shopId: integer('shop_id')
    .notNull()
    .references(() => shops.shopId, { onDelete: 'cascade' }),
  customerSeq: integer('customer_seq').notNull(),
  customerName: text('customer_name').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  usedBy: integer('used_by').references(() => users.userSeq, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const breeds = pgTable('breeds', {
  breedSeq: integer('breed_seq').primaryKey(),
  kind: text('kind').notNull(), // DOG | CAT
  name: text('name').notNull(),
});

export const pets = pgTable(
  'pets',
  {
    petSeq: serial('pet_seq').primaryKey(),
    userSeq: integer('user_seq')
      .notNull()
      .references(() => users.userSeq, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    breedSeq: integer('breed_seq').references(() => breeds.breedSeq),
    birthDate: text('birth_date'),
    weightKg: doublePrecision('weight_kg'),
    sex: text('sex').notNull(),
    neutered: boolean('neutered').notNull().default(false),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [index('pets_user_idx').on(t.userSeq)],
);

export const emotionWords = pgTable('emotion_words', {
  emotionSeq: integer('emotion_seq').primaryKey(),
  word: text('word').notNull(),
});

export const banners = pgTable('banners', {
  bannerSeq: integer('banner_seq').primaryKey(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const shopRegisterRequests = pgTable('shop_register_requests', {
  requestSeq: serial('request_seq').primaryKey(),
  userSeq: integer('user_seq').references(() => users.userSeq, { onDelete: 'set null' }),
  shopName: text('shop_name').notNull(),
  address: text('address'),
  phone: text('phone'),
  memo: text('memo'),
  createdAt: createdAt(),
});

export * from './schema-booking.js';
