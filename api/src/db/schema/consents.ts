import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz, updatedAt } from './columns.js';
import { pets } from './pets.js';
import { shops } from './shops.js';
import { users } from './users.js';

export type ConsentKind = 'GROOMING' | 'HOTEL' | 'VACCINATION';

/**
 * A shop's consent form. Editing its title or text raises `version`; signatures keep the text they signed, so a
 * signature of an older version no longer counts (the owner is asked again: 다시 서명 필요).
 */
export const consentForms = pgTable(
  'consent_forms',
  {
    formSeq: serialId('form_seq'),
    shopId: ownerKey('shop_id', () => shops.shopId),
    kind: text('kind').$type<ConsentKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    version: integer('version').notNull().default(1),
    /** Signed once per pet (grooming, hotel, vaccination are about one animal) or once per owner. */
    perPet: boolean('per_pet').notNull().default(true),
    /** The shop cannot confirm a booking until the owner signed it (for every booked pet when per pet). */
    requiredForBooking: boolean('required_for_booking').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('consent_forms_shop_idx').on(t.shopId)],
);

/** One signature: the exact text signed (and its SHA-256), the signature image and when, in an immutable row. */
export const consentSignatures = pgTable(
  'consent_signatures',
  {
    signatureSeq: serialId('signature_seq'),
    formSeq: ownerKey('form_seq', () => consentForms.formSeq),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    /** Null for a per-owner form; set null when the pet is deleted (the name stays). */
    petSeq: integer('pet_seq').references(() => pets.petSeq, { onDelete: 'set null' }),
    petName: text('pet_name'),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    bodySha256: text('body_sha256').notNull(),
    /** The PNG from the signature pad, base64 (no data: prefix). */
    signaturePng: text('signature_png').notNull(),
    signedAt: tz('signed_at').notNull(),
  },
  (t) => [index('consent_signatures_user_form_idx').on(t.userSeq, t.formSeq, t.petSeq)],
);
