import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz } from './columns.js';
import { media } from './media.js';
import { staff } from './partner.js';
import { pets } from './pets.js';
import { shops } from './shops.js';
import { users } from './users.js';

/** PET: one pet's photos (a grooming, a stay); DAY: a day at the shop with several pets. */
export type AlbumKind = 'PET' | 'DAY';

/** A photo album a shop posts for its customers' pets (앨범). */
export const albums = pgTable(
  'albums',
  {
    albumSeq: serialId('album_seq'),
    shopId: ownerKey('shop_id', () => shops.shopId),
    staffSeq: integer('staff_seq').references(() => staff.staffSeq, { onDelete: 'set null' }),
    kind: text('kind').$type<AlbumKind>().notNull(),
    title: text('title').notNull(),
    /** The day the photos were taken (YYYY-MM-DD, Seoul). */
    date: text('date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('albums_shop_idx').on(t.shopId, t.date)],
);

/** The pets an album is about: their owners see it. */
export const albumPets = pgTable(
  'album_pets',
  {
    albumSeq: ownerKey('album_seq', () => albums.albumSeq),
    petSeq: ownerKey('pet_seq', () => pets.petSeq),
  },
  (t) => [primaryKey({ columns: [t.albumSeq, t.petSeq] }), index('album_pets_pet_idx').on(t.petSeq)],
);

/** The album's photos in order (the first is the cover); the files are the media module's. */
export const albumPhotos = pgTable(
  'album_photos',
  {
    albumSeq: ownerKey('album_seq', () => albums.albumSeq),
    mediaSeq: ownerKey('media_seq', () => media.mediaSeq),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.albumSeq, t.mediaSeq] })],
);

/**
 * Which owner has opened which album (the "N" on the 앨범 list goes once there is a row; on every device). An album
 * posted before the owner's current link to its shop (`user_shops.created_at`: linked again after unlinking) counts
 * as read without a row. Keyed by the album first (the list's left join, a deleted album's rows going with it);
 * `album_reads_user_idx` serves a deleted account's.
 */
export const albumReads = pgTable(
  'album_reads',
  {
    albumSeq: ownerKey('album_seq', () => albums.albumSeq),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    readAt: tz('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.albumSeq, t.userSeq] }), index('album_reads_user_idx').on(t.userSeq)],
);
