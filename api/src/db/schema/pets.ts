import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { PetKind, PetSex } from '../../modules/pets/schemas.js';
import { breeds } from './catalog.js';
import { createdAt, ownerKey, serialId, tz } from './columns.js';
import { media } from './media.js';
import { users } from './users.js';

export const pets = pgTable(
  'pets',
  {
    petSeq: serialId('pet_seq'),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    name: text('name').notNull(),
    kind: text('kind').$type<PetKind>().notNull(),
    breedSeq: integer('breed_seq').references(() => breeds.breedSeq),
    birthDate: text('birth_date'),
    weightKg: doublePrecision('weight_kg'),
    sex: text('sex').$type<PetSex>().notNull(),
    neutered: boolean('neutered').notNull().default(false),
    /** A picture given as an address (older rows; the API sets none); unused while `imageMediaSeq` is set. */
    imageUrl: text('image_url'),
    /** A photo the owner uploaded (media, claimed), served through signed links as the profile picture is. */
    imageMediaSeq: integer('image_media_seq').references(() => media.mediaSeq, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * Set when the owner removes the pet (DELETE /v2/pets/{id}): gone from their lists, booking, chat and new
     * records, while the shops' 알림장 and albums and past reservations keep it (a hard delete would cascade
     * over them).
     */
    removedAt: tz('removed_at'),
  },
  (t) => [index('pets_user_idx').on(t.userSeq)],
);
