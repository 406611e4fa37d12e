import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const regions = pgTable('regions', {
  regionSeq: integer('region_seq').primaryKey(),
  sido: text('sido').notNull(),
  sigungu: text('sigungu').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const facilities = pgTable('facilities', {
  facilitiesSeq: integer('facilities_seq').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
});

export const breeds = pgTable('breeds', {
  breedSeq: integer('breed_seq').primaryKey(),
  kind: text('kind').notNull(), // DOG | CAT
  name: text('name').notNull(),
});

export const emotionWords = pgTable('emotion_words', {
  emotionSeq: integer('emotion_seq').primaryKey(),
  word: text('word').notNull(),
});
