import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz } from './columns.js';
import { users } from './users.js';

export const notifications = pgTable(
  'notifications',
  {
    notificationSeq: serialId('notification_seq'),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    kind: text('kind').notNull(), // RESERVATION_STATUS
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: createdAt(),
    readAt: tz('read_at'),
  },
  (t) => [index('notifications_user_idx').on(t.userSeq, t.createdAt)],
);
