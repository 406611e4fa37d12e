import type { SnsKind } from '../../modules/users/schemas.js';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, tz } from './columns.js';
import { media } from './media.js';

export const users = pgTable(
  'users',
  {
    userSeq: serialId('user_seq'),
    // Stored lower-cased, so the unique index makes e-mail addresses case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    snsKind: text('sns_kind').$type<SnsKind>().notNull().default('NONE'),
    snsId: text('sns_id'),
    /** A picture given as an address (the spec's `?profile=`); unused while `profileMediaSeq` is set. */
    profileImageUrl: text('profile_image_url'),
    /** A picture the owner uploaded (media, claimed): served through signed links like every other photo. */
    profileMediaSeq: integer('profile_media_seq').references(() => media.mediaSeq, { onDelete: 'set null' }),
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
