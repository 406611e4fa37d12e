import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, tz } from './columns.js';

/** Who uploaded a photo: a pet owner (users) or shop staff (staff); two tables, so no foreign key. */
export type UploaderKind = 'USER' | 'STAFF';

/** One resized WebP rendition of a photo (`w320`, `w720`, `w1280`). */
export interface MediaVariant {
  name: string;
  width: number;
  height: number;
  key: string;
  bytes: number;
}

/**
 * Uploaded photos. The files live in the storage (disk or S3) under `media/<random>/…`; this row knows
 * their keys. `attached_at` is set once a domain (a report card, a review…) claims the photo: from then on
 * nobody else can claim it. The original (metadata stripped, orientation applied) is never served.
 */
export const media = pgTable(
  'media',
  {
    mediaSeq: serialId('media_seq'),
    uploaderKind: text('uploader_kind').$type<UploaderKind>().notNull(),
    uploaderSeq: integer('uploader_seq').notNull(),
    /** The detected type of the upload (image/jpeg, image/png, image/webp, image/heic). */
    sourceType: text('source_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    originalKey: text('original_key').notNull(),
    originalType: text('original_type').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    attachedAt: tz('attached_at'),
    createdAt: createdAt(),
  },
  (t) => [index('media_uploader_idx').on(t.uploaderKind, t.uploaderSeq)],
);
