import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReportReason, ReportTarget } from '../../modules/community/schemas.js';
import { breeds } from './catalog.js';
import { createdAt, ownerKey, serialId, tz, updatedAt } from './columns.js';
import { media } from './media.js';
import { users } from './users.js';

/**
 * A community post. `like_count`, `comment_count` and `report_count` are counters kept by the service in the
 * same transaction as the row they count (a like is one row in community_likes, so a double tap counts once).
 * `hidden_at` is set when enough different people reported the post; it stays out of every list until reviewed.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    communitySeq: serialId('community_seq'),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    content: text('content').notNull(),
    breedSeq: integer('breed_seq').references(() => breeds.breedSeq),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    hiddenAt: tz('hidden_at'),
    deletedAt: tz('deleted_at'),
    /** Made by the app once per post: a repeat of the same id by the same person answers this post. */
    clientId: text('client_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Ascending btree indexes: the feeds' `order by … desc` read them backwards. (Drizzle's `.desc()` writes
  // DESC NULLS LAST, which an `order by … desc` (NULLS FIRST) cannot use: the popular feed sorted 100,000 rows.)
  (t) => [
    index('community_posts_newest_idx')
      .on(t.communitySeq)
      .where(sql`${t.deletedAt} is null and ${t.hiddenAt} is null`),
    index('community_posts_popular_idx')
      .on(t.likeCount, t.communitySeq)
      .where(sql`${t.deletedAt} is null and ${t.hiddenAt} is null`),
    index('community_posts_breed_idx').on(t.breedSeq, t.communitySeq),
    // Partial, so a person's live posts are counted from the index alone (내 활동's count and the 내가 쓴 글 total);
    // every read by author asks for live posts only. Whole-table, it read one heap page per post: 40 ms for 4,600.
    index('community_posts_user_idx')
      .on(t.userSeq, t.communitySeq)
      .where(sql`${t.deletedAt} is null`),
    // Korean partial words: `content ilike '%산책%'` is answered from trigrams (pg_trgm, also on PGlite).
    index('community_posts_content_trgm_idx').using('gin', sql`${t.content} gin_trgm_ops`),
    uniqueIndex('community_posts_client_uq')
      .on(t.userSeq, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/** One like per person per post (the primary key is what makes concurrent likes count once). */
export const communityLikes = pgTable(
  'community_likes',
  {
    communitySeq: ownerKey('community_seq', () => communityPosts.communitySeq),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.communitySeq, t.userSeq] }),
    index('community_likes_user_idx').on(t.userSeq, t.createdAt),
  ],
);

/**
 * A comment, or a reply when `parent_seq` names a top-level comment of the same post (one level). A reply written to
 * another reply of its thread (답글에 답글) keeps that reply's author in `addressee_seq`, whom it answers (shown as
 * `@nickname` before the text, the nickname read from users at each read); `content` is the text alone.
 */
export const communityComments = pgTable(
  'community_comments',
  {
    commentSeq: serialId('comment_seq'),
    communitySeq: ownerKey('community_seq', () => communityPosts.communitySeq),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    parentSeq: integer('parent_seq').references((): AnyPgColumn => communityComments.commentSeq, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    /**
     * A reply to a reply: the answered reply's author; null for anything else. A withdrawn account keeps its row
     * (renamed 탈퇴회원#N), so this stays; a row really deleted leaves the reply addressed to no one.
     */
    addresseeSeq: integer('addressee_seq').references(() => users.userSeq, { onDelete: 'set null' }),
    reportCount: integer('report_count').notNull().default(0),
    hiddenAt: tz('hidden_at'),
    deletedAt: tz('deleted_at'),
    /** Made by the app once per comment: a repeat of the same id by the same person answers this comment. */
    clientId: text('client_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('community_comments_client_uq')
      .on(t.userSeq, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('community_comments_post_idx').on(t.communitySeq, t.commentSeq),
    index('community_comments_user_idx').on(t.userSeq, t.commentSeq),
    // A post's threads (parent_seq is null) and one comment's replies, each paged by seq (comment-threads, replies).
    index('community_comments_thread_idx').on(t.communitySeq, t.parentSeq, t.commentSeq),
  ],
);

/** A report of a post or a comment; one per person per target, so N reports are N different people. */
export const communityReports = pgTable(
  'community_reports',
  {
    reportSeq: serialId('report_seq'),
    targetType: text('target_type').$type<ReportTarget>().notNull(),
    targetSeq: integer('target_seq').notNull(),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    reason: text('reason').$type<ReportReason>().notNull(),
    detail: text('detail'),
    reviewedAt: tz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('community_reports_uq').on(t.targetType, t.targetSeq, t.userSeq)],
);

/** People moderation stopped from writing (posts and comments), until `until` or for good when it is null. */
export const communityBlocks = pgTable('community_blocks', {
  userSeq: integer('user_seq')
    .primaryKey()
    .references(() => users.userSeq, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  until: tz('until'),
  createdAt: createdAt(),
});

/**
 * One person blocking another (차단하기): the blocked person's posts leave the blocker's feed and search, their comments
 * read as blocked in the blocker's threads, and their comments tell the blocker nothing in 소식. Nothing changes for the
 * blocked person, who is not told. Unique per pair (blocking again changes nothing); the feed's anti-join probes it by
 * (blocker, blocked) once per post a page reads.
 */
export const communityUserBlocks = pgTable(
  'community_user_blocks',
  {
    userSeq: ownerKey('user_seq', () => users.userSeq),
    blockedUserSeq: ownerKey('blocked_user_seq', () => users.userSeq),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('community_user_blocks_uq').on(t.userSeq, t.blockedUserSeq)],
);

/** A post's photos (media seqs from the media module), in the order the author set. */
export const communityPhotos = pgTable(
  'community_photos',
  {
    communitySeq: ownerKey('community_seq', () => communityPosts.communitySeq),
    mediaSeq: integer('media_seq')
      .notNull()
      .references(() => media.mediaSeq),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.communitySeq, t.sortOrder] }),
    uniqueIndex('community_photos_media_uq').on(t.mediaSeq),
  ],
);
