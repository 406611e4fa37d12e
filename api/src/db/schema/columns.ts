/** Column helpers every domain's tables share, so timestamps and keys are declared the same way everywhere. */
import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A timestamp with time zone (every instant in the database is one). */
export const tz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => tz('created_at').notNull().defaultNow();
export const updatedAt = () => tz('updated_at').notNull().defaultNow();

/** A serial primary key (`user_seq`, `shop_id`, …). */
export const serialId = (name: string) => serial(name).primaryKey();

/**
 * A required reference to the row that owns this one (a user, a shop, a reservation…), deleted with it.
 * The target is a thunk so domain files can point at each other's tables without evaluation order issues.
 */
export const ownerKey = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
