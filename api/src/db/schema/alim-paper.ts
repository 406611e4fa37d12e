import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz, updatedAt } from './columns.js';
import { staff } from './partner.js';
import { pets } from './pets.js';
import { shops } from './shops.js';
import { users } from './users.js';

export type MealAmount = 'ALL' | 'MOST' | 'HALF' | 'LITTLE' | 'NONE';
export type PoopState = 'NORMAL' | 'SOFT' | 'DIARRHEA' | 'NONE';
export type AlimPaperStatus = 'DRAFT' | 'PUBLISHED';

export interface AlimMeal {
  amount: MealAmount;
  note: string;
}
export interface AlimPotty {
  pee: number;
  poop: number;
  state: PoopState;
  note: string;
}
export interface AlimActivity {
  walkMinutes: number;
  note: string;
}
/** What the owner must not miss: shown first, highlighted. */
export interface AlimHealth {
  vomiting: boolean;
  injury: boolean;
  medicine: boolean;
  note: string;
}

/**
 * 알림장: the shop's daily report card for one pet (one per pet, shop and day; a stay is dated by its
 * first day with `end_date`). Written by staff as a draft, published to the owner (a notification), read,
 * answered once, and shareable through a token (only its SHA-256 is stored; revoked by clearing it).
 */
export const alimPapers = pgTable(
  'alim_papers',
  {
    alimPaperSeq: serialId('alim_paper_seq'),
    shopId: ownerKey('shop_id', () => shops.shopId),
    petSeq: ownerKey('pet_seq', () => pets.petSeq),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    date: text('date').notNull(),
    endDate: text('end_date'),
    status: text('status').$type<AlimPaperStatus>().notNull().default('DRAFT'),
    moods: jsonb('moods').$type<string[]>().notNull().default([]),
    meal: jsonb('meal').$type<AlimMeal | null>(),
    potty: jsonb('potty').$type<AlimPotty | null>(),
    activity: jsonb('activity').$type<AlimActivity | null>(),
    health: jsonb('health').$type<AlimHealth | null>(),
    hasHealthNote: boolean('has_health_note').notNull().default(false),
    text: text('text').notNull().default(''),
    mediaSeqs: jsonb('media_seqs').$type<number[]>().notNull().default([]),
    writtenBy: integer('written_by').references(() => staff.staffSeq, { onDelete: 'set null' }),
    teacherName: text('teacher_name').notNull(),
    publishedAt: tz('published_at'),
    readAt: tz('read_at'),
    reply: text('reply'),
    repliedAt: tz('replied_at'),
    shareTokenHash: text('share_token_hash'),
    shareExpiresAt: tz('share_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('alim_papers_shop_pet_date_uq').on(t.shopId, t.petSeq, t.date),
    index('alim_papers_user_idx').on(t.userSeq, t.date),
    uniqueIndex('alim_papers_share_uq').on(t.shareTokenHash),
  ],
);
