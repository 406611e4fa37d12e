import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz, updatedAt } from './columns.js';
import { staff } from './partner.js';
import { shops } from './shops.js';
import { users } from './users.js';

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

/**
 * Which owner has opened which notice (the "N" on the 공지사항 list goes once there is a row; on every device, as it
 * is the server's). A notice published before the owner became the shop's customer (`user_shops.created_at`) counts
 * as read without a row. Keyed by the notice first: the list's left join finds the viewer's row by both, and a
 * deleted notice takes its rows with it; `notice_reads_user_idx` serves a deleted account's.
 */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeSeq: ownerKey('notice_seq', () => notices.noticeSeq),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    readAt: tz('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeSeq, t.userSeq] }), index('notice_reads_user_idx').on(t.userSeq)],
);
