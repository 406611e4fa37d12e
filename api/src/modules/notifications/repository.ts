import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.js';
import type { Db } from '../../infra/db/client.js';

export type NewNotification = typeof notifications.$inferInsert;

export class NotificationRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewNotification) {
    await this.db.insert(notifications).values(values);
  }

  /** Marks read (at `at`) the user's unread notifications created up to `at`. */
  async markReadUpTo(userSeq: number, at: Date) {
    await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(
          eq(notifications.userSeq, userSeq),
          isNull(notifications.readAt),
          lte(notifications.createdAt, at),
        ),
      );
  }

  async list(userSeq: number, page: number, size: number) {
    const where = eq(notifications.userSeq, userSeq);
    const [items, [{ total, unread }]] = await Promise.all([
      this.db
        .select({
          notificationSeq: notifications.notificationSeq,
          kind: notifications.kind,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.notificationSeq))
        .limit(size)
        .offset(page * size),
      this.db
        .select({
          total: sql<number>`count(*)::int`,
          unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
        })
        .from(notifications)
        .where(where),
    ]);
    return {
      items,
      page,
      size,
      total: Number(total),
      hasNext: (page + 1) * size < Number(total),
      unread: Number(unread),
    };
  }

  async markRead(userSeq: number, notificationSeq: number) {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.notificationSeq, notificationSeq), eq(notifications.userSeq, userSeq)))
      .returning({ seq: notifications.notificationSeq });
    return rows.length > 0;
  }
}
