import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz } from './columns.js';
import { users } from './users.js';

/** What a notification is about; the front picks its icon from it and /news/setting mutes per kind. */
export const NOTIFICATION_KINDS = [
  'RESERVATION_STATUS',
  'ALIM_PAPER',
  'ALBUM',
  'NOTICE',
  'CHAT',
  'COUPON',
  'CONSENT',
  'REVIEW',
  'COMMUNITY',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notifications = pgTable(
  'notifications',
  {
    notificationSeq: serialId('notification_seq'),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** False when the owner had muted the kind: listed in /news, never pushed. */
    pushed: boolean('pushed').notNull().default(true),
    createdAt: createdAt(),
    readAt: tz('read_at'),
  },
  (t) => [index('notifications_user_idx').on(t.userSeq, t.createdAt)],
);

/** A kind the owner turned off in /news/setting (no row: on). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userSeq: ownerKey('user_seq', () => users.userSeq),
    kind: text('kind').$type<NotificationKind>().notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userSeq, t.kind] })],
);

/**
 * Where to push: a browser's Web Push subscription (endpoint + keys) or the app's native token (FCM/APNs),
 * registered through the bridge. One row per endpoint/token; the latest user to register it owns it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    subscriptionSeq: serialId('subscription_seq'),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    channel: text('channel').$type<'WEB' | 'NATIVE'>().notNull(),
    /** WEB: the push service endpoint; NATIVE: the device token. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh'),
    auth: text('auth'),
    /** NATIVE: ANDROID | IOS. */
    platform: text('platform'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userSeq),
  ],
);

/**
 * Pushes waiting to go out: written with the notification, in its transaction (a rolled-back notification never
 * pushes), and taken by the push worker with FOR UPDATE SKIP LOCKED, so several API processes share them and a
 * restart loses none. A job whose every target failed is retried later, a few times.
 */
export const pushJobs = pgTable(
  'push_jobs',
  {
    jobSeq: serialId('job_seq'),
    notificationSeq: ownerKey('notification_seq', () => notifications.notificationSeq),
    attempts: integer('attempts').notNull().default(0),
    runAfter: tz('run_after').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('push_jobs_run_after_idx').on(t.runAfter)],
);
