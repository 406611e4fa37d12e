import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.js';
import {
  breeds,
  communityBlocks,
  communityComments,
  communityLikes,
  communityPhotos,
  communityPosts,
  communityReports,
  users,
} from '../../db/schema/index.js';
import type { FeedSort, PostInput, ReportReason, ReportTarget } from './schemas.js';

/** A post as the lists and the detail read it (photos are added by the service). */
export interface PostRow {
  communitySeq: number;
  userSeq: number;
  content: string;
  breedSeq: number | null;
  breedName: string | null;
  nickname: string;
  profileImageUrl: string | null;
  petName: string | null;
  petBreedName: string | null;
  likeCount: number;
  commentCount: number;
  liked: boolean;
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface CommentRow {
  commentSeq: number;
  communitySeq: number;
  parentSeq: number | null;
  userSeq: number;
  content: string;
  nickname: string;
  profileImageUrl: string | null;
  petName: string | null;
  petBreedName: string | null;
  hidden: boolean;
  deleted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** Search results are counted (and paged) up to this many. */
export const SEARCH_COUNT_CAP = 1000;

/** `%`, `_` and `\` in a search word are literal characters, not LIKE wildcards. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const live = and(isNull(communityPosts.deletedAt), isNull(communityPosts.hiddenAt));

/** The author's first pet (name and breed), shown beside the nickname. */
const firstPet = (userSeq: SQL | typeof users.userSeq) => ({
  petName: sql<
    string | null
  >`(select p.name from pets p where p.user_seq = ${userSeq} order by p.pet_seq limit 1)`,
  petBreedName: sql<
    string | null
  >`(select b.name from pets p join breeds b on b.breed_seq = p.breed_seq where p.user_seq = ${userSeq} order by p.pet_seq limit 1)`,
});

/** Rows in, rows out: no rules and no transactions of its own (the service decides). */
export class CommunityRepository {
  constructor(private readonly db: Db) {}

  private selectPosts(viewer: number | null) {
    return this.db
      .select({
        communitySeq: communityPosts.communitySeq,
        userSeq: communityPosts.userSeq,
        content: communityPosts.content,
        breedSeq: communityPosts.breedSeq,
        breedName: breeds.name,
        nickname: users.nickname,
        profileImageUrl: users.profileImageUrl,
        ...firstPet(users.userSeq),
        likeCount: communityPosts.likeCount,
        commentCount: communityPosts.commentCount,
        liked:
          viewer == null
            ? sql<boolean>`false`
            : sql<boolean>`exists (select 1 from community_likes l where l.community_seq = ${communityPosts.communitySeq} and l.user_seq = ${viewer})`,
        hidden: sql<boolean>`${communityPosts.hiddenAt} is not null`,
        createdAt: communityPosts.createdAt,
        updatedAt: communityPosts.updatedAt,
      })
      .from(communityPosts)
      .innerJoin(users, eq(users.userSeq, communityPosts.userSeq))
      .leftJoin(breeds, eq(breeds.breedSeq, communityPosts.breedSeq));
  }

  /** Newest first by seq, or most liked first; keyset paging (`after` is the last row of the previous page). */
  async feed(
    viewer: number | null,
    opts: { sort: FeedSort; breedSeq?: number; after?: { seq: number; likes: number }; size: number },
  ): Promise<PostRow[]> {
    const where: (SQL | undefined)[] = [live];
    if (opts.breedSeq) where.push(eq(communityPosts.breedSeq, opts.breedSeq));
    const a = opts.after;
    if (a && opts.sort === 'NEWEST') where.push(lt(communityPosts.communitySeq, a.seq));
    if (a && opts.sort === 'POPULAR')
      where.push(
        or(
          lt(communityPosts.likeCount, a.likes),
          and(eq(communityPosts.likeCount, a.likes), lt(communityPosts.communitySeq, a.seq)),
        ),
      );
    const order =
      opts.sort === 'POPULAR'
        ? [desc(communityPosts.likeCount), desc(communityPosts.communitySeq)]
        : [desc(communityPosts.communitySeq)];
    return this.selectPosts(viewer)
      .where(and(...where))
      .orderBy(...order)
      .limit(opts.size);
  }

  /** Every word must appear somewhere in the text (partial words too: trigram index, `ilike`). */
  async search(
    viewer: number | null,
    opts: { words: string[]; breedSeq?: number; page: number; size: number },
  ): Promise<{ rows: PostRow[]; total: number }> {
    const where = and(
      live,
      opts.breedSeq ? eq(communityPosts.breedSeq, opts.breedSeq) : undefined,
      ...opts.words.map((w) => sql`${communityPosts.content} ilike ${likePattern(w)}`),
    );
    const [rows, [{ n }]] = await Promise.all([
      this.selectPosts(viewer)
        .where(where)
        .orderBy(desc(communityPosts.communitySeq))
        .limit(opts.size)
        .offset(opts.page * opts.size),
      // Counted up to the cap only: a common word matches a third of every post, and counting them all
      // is a full scan on every page.
      this.db
        .select({ n: count() })
        .from(
          this.db
            .select({ s: communityPosts.communitySeq })
            .from(communityPosts)
            .where(where)
            .limit(SEARCH_COUNT_CAP)
            .as('m'),
        ),
    ]);
    return { rows, total: n };
  }

  /** A post that is not deleted (hidden ones too: the service decides who may see them). */
  async post(viewer: number | null, communitySeq: number): Promise<PostRow | null> {
    const [row] = await this.selectPosts(viewer).where(
      and(eq(communityPosts.communitySeq, communitySeq), isNull(communityPosts.deletedAt)),
    );
    return row ?? null;
  }

  async byAuthor(userSeq: number, page: number, size: number) {
    const where = and(eq(communityPosts.userSeq, userSeq), isNull(communityPosts.deletedAt));
    const [rows, [{ n }]] = await Promise.all([
      this.selectPosts(userSeq)
        .where(where)
        .orderBy(desc(communityPosts.communitySeq))
        .limit(size)
        .offset(page * size),
      this.db.select({ n: count() }).from(communityPosts).where(where),
    ]);
    return { rows, total: n };
  }

  async likedBy(userSeq: number, page: number, size: number) {
    const where = and(live, eq(communityLikes.userSeq, userSeq));
    const [rows, [{ n }]] = await Promise.all([
      this.selectPosts(userSeq)
        .innerJoin(communityLikes, eq(communityLikes.communitySeq, communityPosts.communitySeq))
        .where(where)
        .orderBy(desc(communityLikes.createdAt), desc(communityPosts.communitySeq))
        .limit(size)
        .offset(page * size),
      this.db
        .select({ n: count() })
        .from(communityLikes)
        .innerJoin(communityPosts, eq(communityLikes.communitySeq, communityPosts.communitySeq))
        .where(where),
    ]);
    return { rows, total: n };
  }

  async commentsBy(userSeq: number, page: number, size: number) {
    const where = and(
      eq(communityComments.userSeq, userSeq),
      isNull(communityComments.deletedAt),
      isNull(communityPosts.deletedAt),
    );
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select({
          commentSeq: communityComments.commentSeq,
          communitySeq: communityComments.communitySeq,
          content: communityComments.content,
          postContent: communityPosts.content,
          parentSeq: communityComments.parentSeq,
          createdAt: communityComments.createdAt,
        })
        .from(communityComments)
        .innerJoin(communityPosts, eq(communityPosts.communitySeq, communityComments.communitySeq))
        .where(where)
        .orderBy(desc(communityComments.createdAt), desc(communityComments.commentSeq))
        .limit(size)
        .offset(page * size),
      this.db
        .select({ n: count() })
        .from(communityComments)
        .innerJoin(communityPosts, eq(communityPosts.communitySeq, communityComments.communitySeq))
        .where(where),
    ]);
    return { rows, total: n };
  }

  async counts(userSeq: number) {
    const [[posts], [likes], [comments]] = await Promise.all([
      this.db
        .select({ n: count() })
        .from(communityPosts)
        .where(and(eq(communityPosts.userSeq, userSeq), isNull(communityPosts.deletedAt))),
      this.db
        .select({ n: count() })
        .from(communityLikes)
        .innerJoin(communityPosts, eq(communityLikes.communitySeq, communityPosts.communitySeq))
        .where(and(live, eq(communityLikes.userSeq, userSeq))),
      this.db
        .select({ n: count() })
        .from(communityComments)
        .innerJoin(communityPosts, eq(communityPosts.communitySeq, communityComments.communitySeq))
        .where(
          and(
            eq(communityComments.userSeq, userSeq),
            isNull(communityComments.deletedAt),
            isNull(communityPosts.deletedAt),
          ),
        ),
    ]);
    return { posts: posts.n, likes: likes.n, comments: comments.n };
  }

  async photos(communitySeqs: number[]) {
    if (!communitySeqs.length) return [];
    return this.db
      .select()
      .from(communityPhotos)
      .where(inArray(communityPhotos.communitySeq, communitySeqs))
      .orderBy(asc(communityPhotos.communitySeq), asc(communityPhotos.sortOrder));
  }

  async setPhotos(communitySeq: number, mediaSeqs: number[]) {
    await this.db.delete(communityPhotos).where(eq(communityPhotos.communitySeq, communitySeq));
    if (mediaSeqs.length)
      await this.db
        .insert(communityPhotos)
        .values(mediaSeqs.map((mediaSeq, sortOrder) => ({ communitySeq, mediaSeq, sortOrder })));
  }

  async breedExists(breedSeq: number) {
    const [row] = await this.db
      .select({ s: breeds.breedSeq })
      .from(breeds)
      .where(eq(breeds.breedSeq, breedSeq));
    return !!row;
  }

  async blockedUntil(userSeq: number, now: Date) {
    const [row] = await this.db
      .select({ until: communityBlocks.until })
      .from(communityBlocks)
      .where(
        and(
          eq(communityBlocks.userSeq, userSeq),
          or(isNull(communityBlocks.until), gt(communityBlocks.until, now)),
        ),
      );
    return row ? { until: row.until } : null;
  }

  async block(userSeq: number, reason: string, until: Date | null) {
    await this.db
      .insert(communityBlocks)
      .values({ userSeq, reason, until })
      .onConflictDoUpdate({ target: communityBlocks.userSeq, set: { reason, until } });
  }

  async createPost(userSeq: number, input: PostInput, now: Date) {
    const [row] = await this.db
      .insert(communityPosts)
      .values({
        userSeq,
        content: input.content,
        breedSeq: input.breedSeq ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ communitySeq: communityPosts.communitySeq });
    return row.communitySeq;
  }

  /** Writes `set` to the author's own, live post; the rows it changed (none: someone else's, deleted, unknown). */
  private ownLivePost(
    userSeq: number,
    communitySeq: number,
    set: Partial<typeof communityPosts.$inferInsert>,
  ) {
    return this.db
      .update(communityPosts)
      .set(set)
      .where(
        and(
          eq(communityPosts.communitySeq, communitySeq),
          eq(communityPosts.userSeq, userSeq),
          isNull(communityPosts.deletedAt),
        ),
      )
      .returning({ communitySeq: communityPosts.communitySeq });
  }

  /** Only the author's own, live post; false when there is none (someone else's, deleted, unknown). */
  async updatePost(userSeq: number, communitySeq: number, input: PostInput, now: Date) {
    const set = { content: input.content, breedSeq: input.breedSeq ?? null, updatedAt: now };
    return (await this.ownLivePost(userSeq, communitySeq, set)).length > 0;
  }

  async deletePost(userSeq: number, communitySeq: number, now: Date) {
    return (await this.ownLivePost(userSeq, communitySeq, { deletedAt: now })).length > 0;
  }

  /** Inserts the like once; the counter moves only when this call inserted it (concurrent taps count once). */
  async like(userSeq: number, communitySeq: number) {
    const inserted = await this.db
      .insert(communityLikes)
      .values({ communitySeq, userSeq })
      .onConflictDoNothing()
      .returning({ s: communityLikes.communitySeq });
    if (inserted.length) await this.bumpPost(communitySeq, { likeCount: 1 });
  }

  async unlike(userSeq: number, communitySeq: number) {
    const deleted = await this.db
      .delete(communityLikes)
      .where(and(eq(communityLikes.communitySeq, communitySeq), eq(communityLikes.userSeq, userSeq)))
      .returning({ s: communityLikes.communitySeq });
    if (deleted.length) await this.bumpPost(communitySeq, { likeCount: -1 });
  }

  async likeState(userSeq: number, communitySeq: number) {
    const [row] = await this.db
      .select({
        likeCount: communityPosts.likeCount,
        liked: sql<boolean>`exists (select 1 from community_likes l where l.community_seq = ${communityPosts.communitySeq} and l.user_seq = ${userSeq})`,
      })
      .from(communityPosts)
      .where(eq(communityPosts.communitySeq, communitySeq));
    return row;
  }

  /** Atomic counter moves (`x = x + n` in one statement), never read-modify-write. */
  private async bumpPost(communitySeq: number, by: { likeCount?: number; commentCount?: number }) {
    await this.db
      .update(communityPosts)
      .set({
        ...(by.likeCount
          ? { likeCount: sql`greatest(${communityPosts.likeCount} + ${by.likeCount}, 0)` }
          : {}),
        ...(by.commentCount
          ? { commentCount: sql`greatest(${communityPosts.commentCount} + ${by.commentCount}, 0)` }
          : {}),
      })
      .where(eq(communityPosts.communitySeq, communitySeq));
  }

  async comments(communitySeq: number): Promise<CommentRow[]> {
    return this.db
      .select({
        commentSeq: communityComments.commentSeq,
        communitySeq: communityComments.communitySeq,
        parentSeq: communityComments.parentSeq,
        userSeq: communityComments.userSeq,
        content: communityComments.content,
        nickname: users.nickname,
        profileImageUrl: users.profileImageUrl,
        ...firstPet(users.userSeq),
        hidden: sql<boolean>`${communityComments.hiddenAt} is not null`,
        deleted: sql<boolean>`${communityComments.deletedAt} is not null`,
        createdAt: communityComments.createdAt,
        updatedAt: communityComments.updatedAt,
      })
      .from(communityComments)
      .innerJoin(users, eq(users.userSeq, communityComments.userSeq))
      .where(eq(communityComments.communitySeq, communitySeq))
      .orderBy(asc(communityComments.commentSeq))
      .limit(1000);
  }

  async comment(commentSeq: number) {
    const [row] = await this.db
      .select()
      .from(communityComments)
      .where(and(eq(communityComments.commentSeq, commentSeq), isNull(communityComments.deletedAt)));
    return row ?? null;
  }

  async createComment(
    v: { communitySeq: number; userSeq: number; parentSeq: number | null; content: string },
    now: Date,
  ) {
    const [row] = await this.db
      .insert(communityComments)
      .values({ ...v, createdAt: now, updatedAt: now })
      .returning({ commentSeq: communityComments.commentSeq });
    await this.bumpPost(v.communitySeq, { commentCount: 1 });
    return row.commentSeq;
  }

  /** Writes `set` to the author's own, live comment; the rows it changed (none: someone else's, deleted, unknown). */
  private ownLiveComment(
    userSeq: number,
    commentSeq: number,
    set: Partial<typeof communityComments.$inferInsert>,
  ) {
    return this.db
      .update(communityComments)
      .set(set)
      .where(
        and(
          eq(communityComments.commentSeq, commentSeq),
          eq(communityComments.userSeq, userSeq),
          isNull(communityComments.deletedAt),
        ),
      )
      .returning({ communitySeq: communityComments.communitySeq });
  }

  async updateComment(userSeq: number, commentSeq: number, content: string, now: Date) {
    return (await this.ownLiveComment(userSeq, commentSeq, { content, updatedAt: now })).length > 0;
  }

  async deleteComment(userSeq: number, commentSeq: number, now: Date) {
    const rows = await this.ownLiveComment(userSeq, commentSeq, { deletedAt: now });
    if (rows.length) await this.bumpPost(rows[0].communitySeq, { commentCount: -1 });
    return rows.length > 0;
  }

  /**
   * Records one person's report once; counts it on the target and hides the target when `hideAt` different
   * people have reported it. Returns null when this person had already reported it.
   */
  async report(
    v: {
      targetType: ReportTarget;
      targetSeq: number;
      userSeq: number;
      reason: ReportReason;
      detail: string | null;
    },
    hideAt: number,
    now: Date,
  ) {
    const inserted = await this.db
      .insert(communityReports)
      .values(v)
      .onConflictDoNothing()
      .returning({ s: communityReports.reportSeq });
    if (!inserted.length) return null;
    const table = v.targetType === 'POST' ? communityPosts : communityComments;
    const key = v.targetType === 'POST' ? communityPosts.communitySeq : communityComments.commentSeq;
    const [row] = await this.db
      .update(table)
      .set({
        reportCount: sql`${table.reportCount} + 1`,
        hiddenAt: sql`case when ${table.reportCount} + 1 >= ${hideAt} then coalesce(${table.hiddenAt}, ${now.toISOString()}::timestamptz) else ${table.hiddenAt} end`,
      })
      .where(eq(key, v.targetSeq))
      .returning({ hidden: sql<boolean>`${table.hiddenAt} is not null` });
    return { hidden: row?.hidden ?? false };
  }

  /** Moderation's answer: keep (shown again, the reports so far are closed) or remove (deleted). */
  async review(targetType: ReportTarget, targetSeq: number, keep: boolean, now: Date) {
    const table = targetType === 'POST' ? communityPosts : communityComments;
    const key = targetType === 'POST' ? communityPosts.communitySeq : communityComments.commentSeq;
    await this.db
      .update(table)
      .set(keep ? { hiddenAt: null, reportCount: 0 } : { deletedAt: now })
      .where(eq(key, targetSeq));
    await this.db
      .update(communityReports)
      .set({ reviewedAt: now })
      .where(
        and(
          eq(communityReports.targetType, targetType),
          eq(communityReports.targetSeq, targetSeq),
          isNull(communityReports.reviewedAt),
        ),
      );
  }
}
