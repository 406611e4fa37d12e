import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, tz } from './columns.js';
import { shops } from './shops.js';
import { users } from './users.js';

export const shopInvitations = pgTable('shop_invitations', {
  token: text('token').primaryKey(),
  shopId: ownerKey('shop_id', () => shops.shopId),
  customerSeq: integer('customer_seq').notNull(),
  customerName: text('customer_name').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  usedBy: integer('used_by').references(() => users.userSeq, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
