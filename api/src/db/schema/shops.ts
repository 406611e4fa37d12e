import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { facilities, regions } from './catalog.js';
import { createdAt, ownerKey, serialId, tz } from './columns.js';
import { users } from './users.js';

export interface ShopHour {
  dayOfWeek: number;
  open: string;
  close: string;
  closed: boolean;
}

export const shops = pgTable(
  'shops',
  {
    shopId: serialId('shop_id'),
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
    // The search's orders, tie-breaker included, so a page is read off the index instead of sorting every row:
    // RECENTLY_REGISTERED (registered_at desc, shop_id desc) scans this one backwards; REVIEWS is
    // (review_count desc, shop_id asc), `desc` meaning nulls first as in the query's `order by`.
    index('shops_registered_idx').on(t.registeredAt, t.shopId),
    index('shops_reviews_idx').on(t.reviewCount.desc().nullsFirst(), t.shopId),
    // Nearest-first (CLOSEST): a GiST index on the (longitude, latitude) point, walked in distance order by
    // `point(longitude, latitude) <-> origin` (KNN) and probed with `<@ box` (modules/shops/repository.ts).
    index('shops_location_idx').using('gist', sql`point(${t.longitude}, ${t.latitude})`),
  ],
);

/**
 * One row whose `version` moves (triggers in migration 0006) whenever a shop's search facets change: a shop
 * added or removed, its region or online-booking flag updated, its categories or facilities edited. The shop
 * search caches a filter's `total` with the version it was counted at and recounts only when it moved.
 */
export const shopSearchVersion = pgTable('shop_search_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const shopCategories = pgTable(
  'shop_categories',
  {
    shopId: ownerKey('shop_id', () => shops.shopId),
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
    shopId: ownerKey('shop_id', () => shops.shopId),
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
    imageSeq: serialId('image_seq'),
    shopId: ownerKey('shop_id', () => shops.shopId),
    category: text('category').notNull(),
    imageUrl: text('image_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('shop_category_images_shop_idx').on(t.shopId)],
);

export const favorites = pgTable(
  'favorites',
  {
    userSeq: ownerKey('user_seq', () => users.userSeq),
    shopId: ownerKey('shop_id', () => shops.shopId),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userSeq, t.shopId] })],
);

/** A pet owner linked to a shop as one of its customers (through an invitation). */
export const userShops = pgTable(
  'user_shops',
  {
    userShopSeq: serialId('user_shop_seq'),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    shopId: ownerKey('shop_id', () => shops.shopId),
    customerSeq: integer('customer_seq').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_shops_user_shop_uq').on(t.userSeq, t.shopId)],
);

export const shopRegisterRequests = pgTable('shop_register_requests', {
  requestSeq: serialId('request_seq'),
  userSeq: integer('user_seq').references(() => users.userSeq, { onDelete: 'set null' }),
  shopName: text('shop_name').notNull(),
  address: text('address'),
  phone: text('phone'),
  memo: text('memo'),
  createdAt: createdAt(),
});
