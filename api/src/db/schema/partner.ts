import type { StaffRole } from '../../modules/partner/schemas.js';
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz } from './columns.js';
import { shops } from './shops.js';

/** Partner (shop staff) accounts: a separate population from pet owners. */
export const staff = pgTable(
  'staff',
  {
    staffSeq: serialId('staff_seq'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_uq').on(t.email)],
);

export const staffShops = pgTable(
  'staff_shops',
  {
    staffSeq: ownerKey('staff_seq', () => staff.staffSeq),
    shopId: ownerKey('shop_id', () => shops.shopId),
    role: text('role').$type<StaffRole>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffSeq, t.shopId] }), index('staff_shops_shop_idx').on(t.shopId)],
);

/** Partner sessions; only the SHA-256 of a token is stored (as for owner sessions). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    sessionSeq: serialId('session_seq'),
    staffSeq: ownerKey('staff_seq', () => staff.staffSeq),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_uq').on(t.tokenHash),
    // Login records: the clean-up (AuthService.pruneExpiredRecords) finds those past 3 months by it.
    index('staff_sessions_created_idx').on(t.createdAt),
  ],
);
