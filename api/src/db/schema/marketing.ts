import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const banners = pgTable('banners', {
  bannerSeq: integer('banner_seq').primaryKey(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
