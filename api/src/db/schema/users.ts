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
    /**
     * When the owner last decided on marketing messages (agreed or withdrew; at sign-up, the sign-up's instant):
     * 정보통신망법 §50 asks that the owner be told the date of either.
     */
    termsMarketingAt: tz('terms_marketing_at').notNull().defaultNow(),
    termsPrivacyAt: tz('terms_privacy_at').notNull(),
    createdAt: createdAt(),
    deletedAt: tz('deleted_at'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // Live accounts only: a deleted account's anonymised name must never stand in a live one's way, nor the other
    // way round (a live name equal to the name a deletion writes made the deletion fail, over and over).
    uniqueIndex('users_nickname_uq')
      .on(sql`lower(${t.nickname})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_sns_uq').on(t.snsKind, t.snsId),
  ],
);
