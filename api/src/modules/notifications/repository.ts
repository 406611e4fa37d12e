import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { paged } from '../../lib/envelope.js';
import {
  type NotificationKind,
  notificationSettings,
  notifications,
  pushJobs,
  pushSubscriptions,
} from '../../db/schema/index.js';
import { type Db, literalLimit } from '../../infra/db/client.js';
import { StatementCache } from '../../infra/db/statement-cache.js';

export type NewNotification = typeof notifications.$inferInsert;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** One owner's notifications, the owner as a placeholder (built once, with the statements that use it). */
const ofOwner = eq(notifications.userSeq, sql.placeholder('userSeq'));

export class NotificationRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewNotification) {
    const [row] = await this.db
      .insert(notifications)
      .values(values)
      .returning({ notificationSeq: notifications.notificationSeq });
    return row.notificationSeq;
  }

  /** Marks read (at `at`) the user's unread notifications created up to `at`. */
  async markReadUpTo(userSeq: number, at: Date) {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(
          eq(notifications.userSeq, userSeq),
          isNull(notifications.readAt),
          lte(notifications.createdAt, at),
        ),
      )
      .returning({ seq: notifications.notificationSeq });
    return rows.length;
  }

  /**
   * A page of the owner's notifications, newest first, with the total and unread count. The bell asks on every
   * visit: the page (per page size, see `literalLimit`) and the counts are built once with placeholders, prepared.
   */
  async list(userSeq: number, page: number, size: number) {
    const pageQuery = this.pages.get(String(size), () =>
      this.db
        .select({
          notificationSeq: notifications.notificationSeq,
          kind: notifications.kind,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
          pushed: notifications.pushed,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(ofOwner)
        .orderBy(desc(notifications.createdAt), desc(notifications.notificationSeq))
        .limit(literalLimit(size))
        .offset(sql.placeholder('offset'))
        .prepare(`notifications_page_${size}`),
    );
    this.countsQuery ??= this.db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
      })
      .from(notifications)
      .where(ofOwner)
      .prepare('notifications_counts');
    const values = { userSeq, offset: page * size };
    const [items, [{ total, unread }]] = await Promise.all([
      pageQuery.execute(values),
      this.countsQuery.execute(values),
    ]);
    return {
      ...paged(items, page, size, total),
      unread: Number(unread),
    };
  }

  private readonly pages = new StatementCache<{
    execute(p: {
      userSeq: number;
      offset: number;
    }): Promise<
      Pick<
        typeof notifications.$inferSelect,
        'notificationSeq' | 'kind' | 'title' | 'body' | 'link' | 'pushed' | 'createdAt' | 'readAt'
      >[]
    >;
  }>(20);
  private countsQuery?: { execute(p: { userSeq: number }): Promise<{ total: number; unread: number }[]> };

  /**
   * Marks read the user's unread notifications that open `link`: the screen was opened some other way (the 알림장
   * list, a link), and 소식 counts it read too.
   */
  /** `createdUpTo`: only those written then or before (a chat read up to a message leaves the later ones). */
  async markReadLinkedTo(userSeq: number, link: string, at: Date, createdUpTo?: Date) {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(
          eq(notifications.userSeq, userSeq),
          eq(notifications.link, link),
          isNull(notifications.readAt),
          createdUpTo ? lte(notifications.createdAt, createdUpTo) : undefined,
        ),
      )
      .returning({ seq: notifications.notificationSeq });
    return rows.length;
  }

  async markRead(userSeq: number, notificationSeq: number) {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.notificationSeq, notificationSeq), eq(notifications.userSeq, userSeq)))
      .returning({ seq: notifications.notificationSeq });
    return rows.length > 0;
  }

  /** The kinds the user changed in /news/setting (a kind without a row is on). */
  async settings(userSeq: number) {
    return this.db
      .select({ kind: notificationSettings.kind, enabled: notificationSettings.enabled })
      .from(notificationSettings)
      .where(eq(notificationSettings.userSeq, userSeq));
  }

  async setSetting(userSeq: number, kind: NotificationKind, enabled: boolean) {
    await this.db
      .insert(notificationSettings)
      .values({ userSeq, kind, enabled })
      .onConflictDoUpdate({
        target: [notificationSettings.userSeq, notificationSettings.kind],
        set: { enabled },
      });
  }

  async isEnabled(userSeq: number, kind: NotificationKind) {
    const [row] = await this.db
      .select({ enabled: notificationSettings.enabled })
      .from(notificationSettings)
      .where(and(eq(notificationSettings.userSeq, userSeq), eq(notificationSettings.kind, kind)));
    return row?.enabled ?? true;
  }

  /** Registers (or moves to this user) a browser subscription or a native token. */
  async upsertSubscription(values: typeof pushSubscriptions.$inferInsert) {
    await this.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userSeq: values.userSeq,
          channel: values.channel,
          p256dh: values.p256dh ?? null,
          auth: values.auth ?? null,
          platform: values.platform ?? null,
        },
      });
  }

  async removeSubscription(userSeq: number, endpoint: string) {
    const rows = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userSeq, userSeq), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ seq: pushSubscriptions.subscriptionSeq });
    return rows.length > 0;
  }

  /** A subscription the push service reported gone (404/410). */
  async dropSubscription(endpoint: string) {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  }

  subscriptions(userSeq: number): Promise<PushSubscriptionRow[]> {
    return this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userSeq, userSeq));
  }

  async hasSubscription(userSeq: number) {
    const [row] = await this.db
      .select({ seq: pushSubscriptions.subscriptionSeq })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userSeq, userSeq))
      .limit(1);
    return row != null;
  }

  async enqueuePush(notificationSeq: number) {
    await this.db.insert(pushJobs).values({ notificationSeq });
  }

  /**
   * Queues a push of the notification unless one is already waiting to go (it reads the notification as it is when
   * sent, so it carries the latest text). One the worker is sending right now (locked) read the text before this
   * change: a new one is queued. Answers whether it queued one.
   */
  async enqueuePushUnlessWaiting(notificationSeq: number) {
    const [waiting] = await this.db
      .select({ jobSeq: pushJobs.jobSeq })
      .from(pushJobs)
      .where(eq(pushJobs.notificationSeq, notificationSeq))
      .limit(1)
      .for('update', { skipLocked: true });
    if (waiting) return false;
    await this.enqueuePush(notificationSeq);
    return true;
  }

  /**
   * Serialises writes to one user's notifications of `kind` that open `link` until the transaction ends (a lock
   * held by no row: two first messages at once have no entry yet to lock).
   */
  async lockThread(userSeq: number, kind: NotificationKind, link: string) {
    await this.db.execute(sql`select pg_advisory_xact_lock(${userSeq}::int, hashtext(${`${kind} ${link}`}))`);
  }

  /** The user's newest unread notification of `kind` that opens `link`, or null. */
  async unreadLinkedTo(userSeq: number, kind: NotificationKind, link: string) {
    const [row] = await this.db
      .select({ seq: notifications.notificationSeq })
      .from(notifications)
      .where(
        and(
          eq(notifications.userSeq, userSeq),
          eq(notifications.kind, kind),
          eq(notifications.link, link),
          isNull(notifications.readAt),
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.notificationSeq))
      .limit(1);
    return row?.seq ?? null;
  }

  /** Rewrites an entry with new text, stamped `createdAt` (it moves to the top of the list). */
  async rewrite(
    notificationSeq: number,
    values: Pick<NewNotification, 'title' | 'body' | 'pushed' | 'createdAt'>,
  ) {
    await this.db.update(notifications).set(values).where(eq(notifications.notificationSeq, notificationSeq));
  }

  /**
   * Due push jobs with their notification, locked FOR UPDATE SKIP LOCKED (another worker skips them). "Due" is by
   * the database's clock, so app clocks pinned by tests or seeds do not matter.
   */
  takePushJobs(limit: number) {
    return this.db
      .select({
        jobSeq: pushJobs.jobSeq,
        attempts: pushJobs.attempts,
        userSeq: notifications.userSeq,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
      })
      .from(pushJobs)
      .innerJoin(notifications, eq(notifications.notificationSeq, pushJobs.notificationSeq))
      .where(lte(pushJobs.runAfter, sql`now()`))
      .orderBy(asc(pushJobs.jobSeq))
      .limit(limit)
      .for('update', { of: pushJobs, skipLocked: true });
  }

  async finishPushJob(jobSeq: number) {
    await this.db.delete(pushJobs).where(eq(pushJobs.jobSeq, jobSeq));
  }

  /** Tries again after `delaySec` (every target failed this time). */
  async retryPushJob(jobSeq: number, delaySec: number) {
    await this.db
      .update(pushJobs)
      .set({
        attempts: sql`${pushJobs.attempts} + 1`,
        runAfter: sql`now() + make_interval(secs => ${delaySec})`,
      })
      .where(eq(pushJobs.jobSeq, jobSeq));
  }
}
