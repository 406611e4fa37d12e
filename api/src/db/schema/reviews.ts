import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { reservations } from './booking.js';
import { createdAt, ownerKey, serialId, tz } from './columns.js';
import { shops } from './shops.js';
import { users } from './users.js';

/** One review per completed visit (the unique reservation key makes a second one impossible, even racing). */
export const reviews = pgTable(
  'reviews',
  {
    reviewSeq: serialId('review_seq'),
    reservationSeq: ownerKey('reservation_seq', () => reservations.reservationSeq),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    shopId: ownerKey('shop_id', () => shops.shopId),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    /** Photos (media module's mediaSeqs), in the order shown. */
    mediaSeqs: jsonb('media_seqs').$type<number[]>().notNull().default([]),
    reply: text('reply'),
    repliedAt: tz('replied_at'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at'),
  },
  (t) => [
    uniqueIndex('reviews_reservation_uq').on(t.reservationSeq),
    index('reviews_shop_idx').on(t.shopId, t.createdAt),
    index('reviews_user_idx').on(t.userSeq, t.createdAt),
  ],
);
