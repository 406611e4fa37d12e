import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz, updatedAt } from './columns.js';
import { staff } from './partner.js';
import { shops } from './shops.js';

/**
 * A shop's notices (공지): drafts until published; owners see published ones, pinned first. `publishedAt` is null while
 * a draft; `firstPublishedAt` is set the first time the notice is published (when its shop's customers are notified)
 * and never cleared, so a notice taken back to draft and published again notifies nobody and keeps that first date.
 */
export const notices = pgTable(
  'notices',
  {
    noticeSeq: serialId('notice_seq'),
    shopId: ownerKey('shop_id', () => shops.shopId),
    staffSeq: integer('staff_seq').references(() => staff.staffSeq, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: tz('published_at'),
    firstPublishedAt: tz('first_published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notices_shop_idx').on(t.shopId, t.publishedAt)],
);
