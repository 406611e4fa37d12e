import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type Placeholder,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, literalLimit } from '../../infra/db/client.js';
import { StatementCache } from '../../infra/db/statement-cache.js';
import {
  breeds,
  communityBlocks,
  communityComments,
  communityLikes,
  communityPhotos,
  communityPosts,
  communityReports,
  communityUserBlocks,
  pets,
  users,
} from '../../db/schema/index.js';
import {
  type FeedSort,
  type PostInput,
  type ReportReason,
  type ReportTarget,
  SEARCH_COUNT_CAP,
} from './schemas.js';

/** A post as the lists and the detail read it (photos are added by the service). */
export interface PostRow {
  communitySeq: number;
  userSeq: number;
  content: string;
  breedSeq: number | null;
  breedName: string | null;
  nickname: string;
  profileImageUrl: string | null;
  profileMediaSeq: number | null;
  petName: string | null;
  petBreedName: string | null;
  likeCount: number;
  commentCount: number;
  liked: boolean;
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** The post's photos (media seqs) in their order. */
  photoSeqs: number[];
  /**
   * The viewer blocked its author: read for one post opened by itself (a link) only; the lists leave such posts out
   * (`notBlockedBy`), so they do not read it.
   */
  blocked?: boolean;
}

export interface CommentRow {
  commentSeq: number;
  communitySeq: number;
  parentSeq: number | null;
  userSeq: number;
  content: string;
  nickname: string;
  profileImageUrl: string | null;
  profileMediaSeq: number | null;
  petName: string | null;
  petBreedName: string | null;
  /** A reply to a reply: whom it answers, and their nickname as it is now (both null for any other comment). */
  addresseeSeq: number | null;
  addresseeNickname: string | null;
  hidden: boolean;
  deleted: boolean;
  /** The viewer reported it (false for no viewer). */
  reported: boolean;
  /** The viewer blocked its author (false for no viewer). */
  blocked: boolean;
  /** Who wrote the post it is on (the thread's 작성자 badge). */
  postAuthorSeq: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Where a page of comment seqs starts: before a seq (newest first), after one (oldest first), or neither. */
export type SeqBound = { before?: number; after?: number };

const bounds = (column: typeof communityComments.commentSeq, from: SeqBound) => [
  from.before != null ? lt(column, from.before) : undefined,
  from.after != null ? gt(column, from.after) : undefined,
];

/** A list of seqs as one `int[]` parameter (`= any(…)`): one statement text whatever the list's length. */
const seqArray = (seqs: number[]) => `{${seqs.join(',')}}`;

/** Where a feed page starts: the top, after a keyset cursor, or past the posts a POPULAR walk has served. */
export interface FeedOptions {
  sort: FeedSort;
  breedSeq?: number;
  after?: { seq: number; likes: number };
  /** POPULAR: the posts this walk has shown already (none of them is read again). */
  served?: number[];
  size: number;
}

const feedFrom = (opts: FeedOptions) => (opts.served?.length ? 'served' : opts.after ? 'after' : 'first');

/** The values of `feedQuery`'s placeholders. */
export const feedValues = (viewer: number | null, opts: FeedOptions) => ({
  viewer,
  breedSeq: opts.breedSeq,
  seq: opts.after?.seq,
  likes: opts.after?.likes,
  served: opts.served?.length ? seqArray(opts.served) : undefined,
});

/**
 * What a search reads: every word, the breed if any, and `size` matches from `page * size` (apps from before the
 * cursor) or, with `before`, the `size` newest below that seq.
 */
export interface SearchOptions {
  /** Who searches: the posts they reported are left out (none for no one). */
  viewer?: number | null;
  words: string[];
  breedSeq?: number;
  before?: number;
  page: number;
  size: number;
}

/** `%`, `_` and `\` in a search word are literal characters, not LIKE wildcards. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `ilike` for a word with cased letters, `like` for one without (Korean, digits, signs): `ilike` lower-cases
 * every text it tests (for UTF-8, a conversion per row), which made a common word's scan 2.5x slower, and
 * for a word without case the two match exactly the same texts.
 */
const contains = (word: string) =>
  word.toLowerCase() === word.toUpperCase()
    ? sql`${communityPosts.content} like ${likePattern(word)}`
    : sql`${communityPosts.content} ilike ${likePattern(word)}`;

const live = and(isNull(communityPosts.deletedAt), isNull(communityPosts.hiddenAt));

/**
 * Not a post `viewer` reported: what they reported leaves their feed and search at once, before enough people's
 * reports hide it from everyone. One probe of the reports' unique index (type, target, reporter) per post a page
 * reads (the feed: about a page; a search: at most its cap + 1 matches), whatever the table holds. `offset 0` keeps
 * it that way: without it the planner may turn the test into a hash anti-join that scans every report for the
 * reporter (on a small table it did, for each search), as no index starts with the reporter. The post's column is
 * named, not interpolated: drizzle writes a column of a one-table select unqualified.
 */
const notReportedBy = (viewer: number | Placeholder) =>
  sql`not exists (select 1 from ${communityReports} r where r.target_type = 'POST' and r.target_seq = community_posts.community_seq and r.user_seq = ${viewer} offset 0)`;

/**
 * Not a post by someone `viewer` blocked (차단하기): one probe of the blocks' unique index (blocker, blocked) per post a
 * page reads, as `notReportedBy` (and `offset 0` for the same reason).
 */
const notBlockedBy = (viewer: number | Placeholder) =>
  sql`not exists (select 1 from ${communityUserBlocks} ub where ub.user_seq = ${viewer} and ub.blocked_user_seq = community_posts.user_seq offset 0)`;

/** The author's first pet (name and breed; not one they removed), shown beside the nickname (comments). */
const firstPet = (userSeq: SQL | typeof users.userSeq) => ({
  petName: sql<
    string | null
  >`(select p.name from pets p where p.user_seq = ${userSeq} and p.removed_at is null order by p.pet_seq limit 1)`,
  petBreedName: sql<
    string | null
  >`(select b.name from pets p join breeds b on b.breed_seq = p.breed_seq where p.user_seq = ${userSeq} and p.removed_at is null order by p.pet_seq limit 1)`,
});

type PreparedPosts = { execute(values: Record<string, unknown>): Promise<PostRow[]> };

/** What a page of posts is read as before the views join the rest (see `views`). */
const pageColumns = {
  communitySeq: communityPosts.communitySeq,
  userSeq: communityPosts.userSeq,
  content: communityPosts.content,
  breedSeq: communityPosts.breedSeq,
  likeCount: communityPosts.likeCount,
  commentCount: communityPosts.commentCount,
  hiddenAt: communityPosts.hiddenAt,
  createdAt: communityPosts.createdAt,
  updatedAt: communityPosts.updatedAt,
  /** When the viewer liked it (the "posts I liked" order); null elsewhere. */
  likedAt: sql<Date | null>`null::timestamptz`.as('liked_at'),
};

/** Rows in, rows out: no rules and no transactions of its own (the service decides). */
export class CommunityRepository {
  constructor(private readonly db: Db) {}

  /** A page's posts: `pageColumns` of the chosen rows, already ordered and limited; `views` reads them as posts. */
  private page(likes = false) {
    const likedAt = sql<Date | null>`${communityLikes.createdAt}`.as('liked_at');
    return this.db
      .select(likes ? { ...pageColumns, likedAt } : pageColumns)
      .from(communityPosts)
      .$dynamic();
  }

  /**
   * The posts of one page as the lists show them, in one statement: the page is read first, then its authors'
   * first pet (and first pet with a breed) once per author, "liked" by the viewer's primary key (instead of
   * three correlated subqueries per row), and the photos' media seqs (instead of a statement of their own).
   * `order` re-applies the page's order (the joins do not keep it).
   */
  private views(
    viewer: number | Placeholder | null,
    pageQuery: ReturnType<CommunityRepository['page']>,
    order: 'newest' | 'popular' | 'liked',
    { blocked = false }: { blocked?: boolean } = {},
  ) {
    const page = this.db.$with('page').as(pageQuery);
    const authors = this.db.select({ u: page.userSeq }).from(page);
    const petNames = this.db.$with('pet_names').as(
      this.db
        .selectDistinctOn([pets.userSeq], { userSeq: pets.userSeq, name: pets.name })
        .from(pets)
        .where(and(inArray(pets.userSeq, authors), isNull(pets.removedAt)))
        .orderBy(pets.userSeq, pets.petSeq),
    );
    const petBreeds = this.db.$with('pet_breeds').as(
      this.db
        .selectDistinctOn([pets.userSeq], { userSeq: pets.userSeq, breedName: breeds.name })
        .from(pets)
        .innerJoin(breeds, eq(breeds.breedSeq, pets.breedSeq))
        .where(and(inArray(pets.userSeq, authors), isNull(pets.removedAt)))
        .orderBy(pets.userSeq, pets.petSeq),
    );
    const postPhotos = this.db.$with('post_photos').as(
      this.db
        .select({
          communitySeq: communityPhotos.communitySeq,
          media:
            sql<string>`string_agg(${communityPhotos.mediaSeq}::text, ',' order by ${communityPhotos.sortOrder})`.as(
              'media',
            ),
        })
        .from(communityPhotos)
        .where(inArray(communityPhotos.communitySeq, this.db.select({ s: page.communitySeq }).from(page)))
        .groupBy(communityPhotos.communitySeq),
    );
    const orderBy =
      order === 'popular'
        ? [desc(page.likeCount), desc(page.communitySeq)]
        : order === 'liked'
          ? [desc(page.likedAt), desc(page.communitySeq)]
          : [desc(page.communitySeq)];
    return this.db
      .with(page, petNames, petBreeds, postPhotos)
      .select({
        communitySeq: page.communitySeq,
        userSeq: page.userSeq,
        content: page.content,
        breedSeq: page.breedSeq,
        breedName: breeds.name,
        nickname: users.nickname,
        profileImageUrl: users.profileImageUrl,
        profileMediaSeq: users.profileMediaSeq,
        petName: petNames.name,
        petBreedName: petBreeds.breedName,
        likeCount: page.likeCount,
        commentCount: page.commentCount,
        liked: viewer == null ? sql<boolean>`false` : sql<boolean>`${communityLikes.userSeq} is not null`,
        hidden: sql<boolean>`${page.hiddenAt} is not null`,
        createdAt: page.createdAt,
        updatedAt: page.updatedAt,
        photoSeqs: sql<number[]>`coalesce(${postPhotos.media}, '')`.mapWith((v: string) =>
          v ? v.split(',').map(Number) : [],
        ),
        // One probe of the blocks' unique index (blocker, blocked), for the one post that asks.
        ...(blocked
          ? {
              blocked:
                viewer == null
                  ? sql<boolean>`false`
                  : sql<boolean>`exists (select 1 from ${communityUserBlocks} ub where ub.user_seq = ${viewer} and ub.blocked_user_seq = ${page.userSeq})`,
            }
          : {}),
      })
      .from(page)
      .innerJoin(users, eq(users.userSeq, page.userSeq))
      .leftJoin(breeds, eq(breeds.breedSeq, page.breedSeq))
      .leftJoin(petNames, eq(petNames.userSeq, page.userSeq))
      .leftJoin(petBreeds, eq(petBreeds.userSeq, page.userSeq))
      .leftJoin(postPhotos, eq(postPhotos.communitySeq, page.communitySeq))
      .leftJoin(
        communityLikes,
        and(
          eq(communityLikes.communitySeq, page.communitySeq),
          viewer == null ? sql`false` : eq(communityLikes.userSeq, viewer),
        ),
      )
      .orderBy(...orderBy);
  }

  /**
   * A statement of this repository built once per shape (the query builder spent ~150 µs of CPU per call
   * assembling the views' SQL) with placeholders for the values, prepared once per connection.
   */
  private prepared(key: string, build: () => { prepare(name: string): PreparedPosts }) {
    return this.statements.get(key, () => build().prepare(`community_${key}`));
  }

  /** Feed shapes multiply by page size (up to 50), so the most recently used are kept, not all. */
  private readonly statements = new StatementCache<PreparedPosts>(200);

  /**
   * Newest first by seq, or most liked first (then newest). NEWEST pages by keyset (`after`: the last row of the
   * previous page). POPULAR walks by what it has `served`: the most liked posts it has not served yet, so a post
   * liked or unliked between two pages is neither repeated nor skipped (the popular index is read from the top,
   * the served ones dropped by a hashed anti-join: the served count plus a page of index entries). `after` on
   * POPULAR is the old keyset cursor (like count and seq), still read for apps from before.
   */
  async feed(viewer: number | null, opts: FeedOptions): Promise<PostRow[]> {
    const key = `feed_${opts.sort}_${opts.breedSeq ? 'breed' : 'all'}_${feedFrom(opts)}_${viewer == null ? 'anon' : 'user'}_${opts.size}`;
    const statement = this.prepared(key, () => this.feedQuery(viewer, opts));
    return statement.execute(feedValues(viewer, opts));
  }

  /**
   * The feed's statement, with placeholders (one per shape: sort, breed or not, where it starts, signed in or
   * not, page size); `feedValues` fills them.
   */
  feedQuery(viewer: number | null, opts: FeedOptions) {
    const popular = opts.sort === 'POPULAR';
    const from = feedFrom(opts);
    const where: (SQL | undefined)[] = [live];
    if (viewer != null)
      where.push(notReportedBy(sql.placeholder('viewer')), notBlockedBy(sql.placeholder('viewer')));
    if (opts.breedSeq) where.push(eq(communityPosts.breedSeq, sql.placeholder('breedSeq')));
    if (from === 'after' && !popular) where.push(lt(communityPosts.communitySeq, sql.placeholder('seq')));
    if (from === 'after' && popular)
      where.push(
        or(
          lt(communityPosts.likeCount, sql.placeholder('likes')),
          and(
            eq(communityPosts.likeCount, sql.placeholder('likes')),
            lt(communityPosts.communitySeq, sql.placeholder('seq')),
          ),
        ),
      );
    // `not in (select unnest(…))`: a hashed subplan, one lookup per row (`<> all(…)` compares with every seq).
    if (from === 'served')
      where.push(
        sql`${communityPosts.communitySeq} not in (select unnest(${sql.placeholder('served')}::int[]))`,
      );
    const order = popular
      ? [desc(communityPosts.likeCount), desc(communityPosts.communitySeq)]
      : [desc(communityPosts.communitySeq)];
    const page = this.page()
      .where(and(...where))
      .orderBy(...order)
      .limit(literalLimit(opts.size));
    return this.views(
      viewer == null ? null : sql.placeholder('viewer'),
      page,
      popular ? 'popular' : 'newest',
    );
  }

  /**
   * Every word must appear somewhere in the text (partial words too: trigram index, `like`/`ilike`), newest
   * first, and how many match up to the cap. One statement finds up to cap + 1 matches in whatever order is
   * cheapest (the trigram and breed indexes for a rare word); when that is all of them, the page is sorted out
   * of those, otherwise (a common word) the newest-first index is walked, where matches are dense. Before, the
   * page always walked that index and the planner, taking a rare word with a breed as evenly spread, read
   * ~18,000 rows to find 20 (20 ms), beside a second statement for the count. It stays unprepared (a pattern's
   * plan depends on it); the page's posts are then read by the views' prepared statement.
   *
   * `before` (a seq: the last post a page served) pages by keyset: the `size` newest matches below it, whatever
   * was deleted, hidden or written since, where an offset (`page`) shifts by one for each. The total still
   * counts every match (the ones before the cursor too).
   */
  async search(viewer: number | null, opts: SearchOptions): Promise<{ rows: PostRow[]; total: number }> {
    const found = await this.db.execute(this.searchMatches({ ...opts, viewer }));
    const rows = (Array.isArray(found) ? found : (found as unknown as { rows: unknown[] }).rows) as {
      total: number;
      seq: number | null;
    }[];
    const seqs = rows.flatMap((r) => (r.seq == null ? [] : [Number(r.seq)]));
    const total = Number(rows[0]?.total ?? 0);
    if (!seqs.length) return { rows: [], total };
    const statement = this.prepared(`search_${viewer == null ? 'anon' : 'user'}`, () =>
      this.views(
        viewer == null ? null : sql.placeholder('viewer'),
        this.page().where(sql`${communityPosts.communitySeq} = any(${sql.placeholder('seqs')}::int[])`),
        'newest',
      ),
    );
    return { rows: await statement.execute({ viewer, seqs: `{${seqs.join(',')}}` }), total };
  }

  /** The search's first statement: the page's seqs and the capped total (see `search`). */
  searchMatches(opts: SearchOptions) {
    const where = and(
      live,
      opts.breedSeq ? eq(communityPosts.breedSeq, opts.breedSeq) : undefined,
      ...opts.words.map(contains),
      opts.viewer != null ? notReportedBy(opts.viewer) : undefined,
      opts.viewer != null ? notBlockedBy(opts.viewer) : undefined,
    );
    const seq = communityPosts.communitySeq;
    const offset = opts.before == null ? opts.page * opts.size : 0;
    // Both branches start below the cursor: out of the few collected matches, or down the newest-first index from it.
    const below = (column: SQL | typeof seq) =>
      opts.before == null ? sql`true` : sql`${column} < ${opts.before}`;
    return sql`
      with m as materialized (select ${seq} from ${communityPosts} where ${where} limit ${SEARCH_COUNT_CAP + 1}),
        n as (select count(*)::int as c from m),
        page as (
          (select m.community_seq from m where (select c from n) <= ${SEARCH_COUNT_CAP}
            and ${below(sql`m.community_seq`)}
            order by m.community_seq desc limit ${opts.size} offset ${offset})
          union all
          (select ${seq} from ${communityPosts} where (select c from n) > ${SEARCH_COUNT_CAP} and ${where}
            and ${below(seq)}
            order by ${seq} desc limit ${opts.size} offset ${offset})
        )
      select least(n.c, ${SEARCH_COUNT_CAP})::int as total, page.community_seq as seq from n left join page on true`;
  }

  /**
   * A post that is not deleted (hidden ones too: the service decides who may see them), and whether the viewer
   * blocked its author (it is still read: opened by a link, the screen says why it holds it back).
   */
  async post(viewer: number | null, communitySeq: number): Promise<PostRow | null> {
    const statement = this.prepared(`post_${viewer == null ? 'anon' : 'user'}`, () =>
      this.views(
        viewer == null ? null : sql.placeholder('viewer'),
        this.page().where(
          and(eq(communityPosts.communitySeq, sql.placeholder('seq')), isNull(communityPosts.deletedAt)),
        ),
        'newest',
        { blocked: true },
      ),
    );
    const [row] = await statement.execute({ viewer, seq: communitySeq });
    return row ?? null;
  }

  async byAuthor(userSeq: number, page: number, size: number) {
    const where = and(eq(communityPosts.userSeq, userSeq), isNull(communityPosts.deletedAt));
    const [rows, [{ n }]] = await Promise.all([
      this.views(
        userSeq,
        this.page()
          .where(where)
          .orderBy(desc(communityPosts.communitySeq))
          .limit(size)
          .offset(page * size),
        'newest',
      ),
      this.db.select({ n: count() }).from(communityPosts).where(where),
    ]);
    return { rows, total: n };
  }

  /** The live posts `userSeq` liked, but those of people they blocked (as their feed leaves them out). */
  async likedBy(userSeq: number, page: number, size: number) {
    const where = and(live, eq(communityLikes.userSeq, userSeq), notBlockedBy(userSeq));
    const [rows, [{ n }]] = await Promise.all([
      this.views(
        userSeq,
        this.page(true)
          .innerJoin(communityLikes, eq(communityLikes.communitySeq, communityPosts.communitySeq))
          .where(where)
          .orderBy(desc(communityLikes.createdAt), desc(communityPosts.communitySeq))
          .limit(size)
          .offset(page * size),
        'liked',
      ),
      this.db
        .select({ n: count() })
        .from(communityLikes)
        .innerJoin(communityPosts, eq(communityLikes.communitySeq, communityPosts.communitySeq))
        .where(where),
    ]);
    return { rows, total: n };
  }

  /**
   * The person's live comments on posts not deleted, those on posts by people they blocked too: the words are their
   * own (the post, opened from there, says it is by someone they blocked).
   */
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

  /**
   * How many posts, likes and comments the person has, for 내 활동. My page asks for it on every visit, so it is
   * one statement (three scalar sub-selects, one round trip), built once and prepared.
   */
  async counts(userSeq: number) {
    // Column names are written with aliases: drizzle prints a column of a selected expression without its table.
    // The likes count keeps the posts table unaliased so it can use `live`, the feed's one definition of a live post,
    // and `notBlockedBy`: it counts what 좋아요한 글 lists (`likedBy`).
    this.countsQuery ??= this.db
      .select({
        posts: sql<number>`(select count(*)::int from ${communityPosts} p
          where p.user_seq = ${sql.placeholder('userSeq')} and p.deleted_at is null)`,
        likes: sql<number>`(select count(*)::int from ${communityLikes} l
          join ${communityPosts} on ${communityPosts}.community_seq = l.community_seq
          where l.user_seq = ${sql.placeholder('userSeq')} and ${live}
            and ${notBlockedBy(sql.placeholder('userSeq'))})`,
        comments: sql<number>`(select count(*)::int from ${communityComments} c
          join ${communityPosts} p on p.community_seq = c.community_seq
          where c.user_seq = ${sql.placeholder('userSeq')} and c.deleted_at is null and p.deleted_at is null)`,
      })
      .from(sql`(select 1) as one`)
      .prepare('community_my_counts');
    const [row] = await this.countsQuery.execute({ userSeq });
    return { posts: Number(row.posts), likes: Number(row.likes), comments: Number(row.comments) };
  }

  private countsQuery?: {
    execute(p: { userSeq: number }): Promise<{ posts: number; likes: number; comments: number }[]>;
  };

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

  /** Blocks once: false when `userSeq` had already blocked `blockedUserSeq` (nothing changes then). */
  async blockUser(userSeq: number, blockedUserSeq: number, now: Date) {
    const inserted = await this.db
      .insert(communityUserBlocks)
      .values({ userSeq, blockedUserSeq, createdAt: now })
      .onConflictDoNothing()
      .returning({ s: communityUserBlocks.blockedUserSeq });
    return inserted.length > 0;
  }

  async unblockUser(userSeq: number, blockedUserSeq: number) {
    await this.db
      .delete(communityUserBlocks)
      .where(
        and(eq(communityUserBlocks.userSeq, userSeq), eq(communityUserBlocks.blockedUserSeq, blockedUserSeq)),
      );
  }

  /** The people `userSeq` blocked, the latest first (their nickname and picture as now). */
  async blockedUsers(userSeq: number, page: number, size: number) {
    const where = eq(communityUserBlocks.userSeq, userSeq);
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select({
          userSeq: users.userSeq,
          nickname: users.nickname,
          profileImageUrl: users.profileImageUrl,
          profileMediaSeq: users.profileMediaSeq,
          blockedAt: communityUserBlocks.createdAt,
        })
        .from(communityUserBlocks)
        .innerJoin(users, eq(users.userSeq, communityUserBlocks.blockedUserSeq))
        .where(where)
        .orderBy(desc(communityUserBlocks.createdAt), desc(communityUserBlocks.blockedUserSeq))
        .limit(size)
        .offset(page * size),
      this.db.select({ n: count() }).from(communityUserBlocks).where(where),
    ]);
    return { rows, total: n };
  }

  /** Which of `userSeqs` blocked `blockedUserSeq` (those hear nothing of what they write). */
  async blockersOf(blockedUserSeq: number, userSeqs: number[]): Promise<number[]> {
    if (!userSeqs.length) return [];
    const rows = await this.db
      .select({ s: communityUserBlocks.userSeq })
      .from(communityUserBlocks)
      .where(
        and(
          inArray(communityUserBlocks.userSeq, userSeqs),
          eq(communityUserBlocks.blockedUserSeq, blockedUserSeq),
        ),
      );
    return rows.map((r) => r.s);
  }

  async createPost(userSeq: number, input: PostInput & { clientId?: string }, now: Date) {
    const [row] = await this.db
      .insert(communityPosts)
      .values({
        userSeq,
        content: input.content,
        breedSeq: input.breedSeq ?? null,
        clientId: input.clientId ?? null,
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
        // The post's seq as a value: drizzle writes a column of a one-table select unqualified, and `community_seq`
        // inside the subquery then meant the like's own (`l.community_seq = l.community_seq`): anyone who had liked
        // any post read as liking this one, so an unlike answered liked: true.
        liked: sql<boolean>`exists (select 1 from community_likes l where l.community_seq = ${communitySeq} and l.user_seq = ${userSeq})`,
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

  /**
   * Seqs of the top-level comments a thread list shows (live, or deleted with a live reply still under it): newest
   * first before `from.before` (a seq; neither bound: from the newest), or oldest first after `from.after`, up to
   * `limit`. Seqs only rise, so paging by seq never repeats or skips a comment, whatever is written or deleted
   * meanwhile and however many share one instant. The post's live replies are read (once, hashed) only when a
   * deleted comment is met.
   */
  async threadSeqs(communitySeq: number, from: SeqBound, limit: number): Promise<number[]> {
    const c = communityComments;
    const r = alias(communityComments, 'r');
    const liveParents = this.db
      .select({ p: r.parentSeq })
      .from(r)
      .where(and(eq(r.communitySeq, communitySeq), isNotNull(r.parentSeq), isNull(r.deletedAt)));
    const rows = await this.db
      .select({ seq: c.commentSeq })
      .from(c)
      .where(
        and(
          eq(c.communitySeq, communitySeq),
          isNull(c.parentSeq),
          ...bounds(c.commentSeq, from),
          or(isNull(c.deletedAt), inArray(c.commentSeq, liveParents)),
        ),
      )
      .orderBy(from.after != null ? asc(c.commentSeq) : desc(c.commentSeq))
      .limit(literalLimit(limit));
    return rows.map((row) => row.seq);
  }

  /**
   * Seqs of one comment's live replies: newest first before `from.before` (neither bound: from the newest), or
   * oldest first after `from.after`, up to `limit`.
   */
  async replySeqs(communitySeq: number, parentSeq: number, from: SeqBound, limit: number): Promise<number[]> {
    const c = communityComments;
    const rows = await this.db
      .select({ seq: c.commentSeq })
      .from(c)
      .where(
        and(
          eq(c.communitySeq, communitySeq),
          // A reply is written after its comment: the post's index is walked from there, not from the first comment.
          gt(c.commentSeq, Math.max(parentSeq, from.after ?? 0)),
          eq(c.parentSeq, parentSeq),
          isNull(c.deletedAt),
          from.before != null ? lt(c.commentSeq, from.before) : undefined,
        ),
      )
      .orderBy(from.after != null ? asc(c.commentSeq) : desc(c.commentSeq))
      .limit(literalLimit(limit));
    return rows.map((row) => row.seq);
  }

  /** How many live replies a comment has after `after`. */
  async replyCountAfter(communitySeq: number, parentSeq: number, after: number): Promise<number> {
    const c = communityComments;
    const [row] = await this.db
      .select({ n: count() })
      .from(c)
      .where(
        and(
          eq(c.communitySeq, communitySeq),
          gt(c.commentSeq, Math.max(parentSeq, after)),
          eq(c.parentSeq, parentSeq),
          isNull(c.deletedAt),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** The newest `perThread` live replies of each of these comments, and how many live replies each has. */
  async replyPreview(
    communitySeq: number,
    parentSeqs: number[],
    perThread: number,
  ): Promise<{ seq: number; parentSeq: number; replyCount: number }[]> {
    if (!parentSeqs.length) return [];
    const c = communityComments;
    const ranked = this.db.$with('ranked').as(
      this.db
        .select({
          seq: c.commentSeq,
          parentSeq: sql<number>`${c.parentSeq}`.as('parent'),
          replyCount: sql<number>`count(*) over (partition by ${c.parentSeq})::int`.as('reply_count'),
          rank: sql<number>`row_number() over (partition by ${c.parentSeq} order by ${c.commentSeq} desc)`.as(
            'rank',
          ),
        })
        .from(c)
        .where(
          and(
            eq(c.communitySeq, communitySeq),
            gt(c.commentSeq, Math.min(...parentSeqs)),
            sql`${c.parentSeq} = any(${seqArray(parentSeqs)}::int[])`,
            isNull(c.deletedAt),
          ),
        ),
    );
    const rows = await this.db
      .with(ranked)
      .select({ seq: ranked.seq, parentSeq: ranked.parentSeq, replyCount: ranked.replyCount })
      .from(ranked)
      .where(sql`${ranked.rank} <= ${perThread}`);
    return rows.map((row) => ({ ...row, replyCount: Number(row.replyCount) }));
  }

  /**
   * These comments as a thread shows them (author, first pet, whether the post's author wrote it, whether `viewer`
   * reported it: a probe of the reports' unique index each), oldest first.
   */
  async commentsBySeq(seqs: number[], viewer: number | null = null): Promise<CommentRow[]> {
    if (!seqs.length) return [];
    const c = communityComments;
    const addressee = alias(users, 'addressee');
    return (
      this.db
        .select({
          commentSeq: communityComments.commentSeq,
          communitySeq: communityComments.communitySeq,
          parentSeq: communityComments.parentSeq,
          userSeq: communityComments.userSeq,
          content: communityComments.content,
          nickname: users.nickname,
          profileImageUrl: users.profileImageUrl,
          profileMediaSeq: users.profileMediaSeq,
          ...firstPet(users.userSeq),
          addresseeSeq: communityComments.addresseeSeq,
          addresseeNickname: addressee.nickname,
          hidden: sql<boolean>`${communityComments.hiddenAt} is not null`,
          deleted: sql<boolean>`${communityComments.deletedAt} is not null`,
          reported:
            viewer == null
              ? sql<boolean>`false`
              : sql<boolean>`exists (select 1 from ${communityReports} r where r.target_type = 'COMMENT' and r.target_seq = ${c}.comment_seq and r.user_seq = ${viewer})`,
          blocked:
            viewer == null
              ? sql<boolean>`false`
              : sql<boolean>`exists (select 1 from ${communityUserBlocks} ub where ub.user_seq = ${viewer} and ub.blocked_user_seq = ${c}.user_seq)`,
          postAuthorSeq: communityPosts.userSeq,
          createdAt: communityComments.createdAt,
          updatedAt: communityComments.updatedAt,
        })
        .from(communityComments)
        .innerJoin(users, eq(users.userSeq, communityComments.userSeq))
        .innerJoin(communityPosts, eq(communityPosts.communitySeq, communityComments.communitySeq))
        // A probe of the users' primary key, for a reply addressed to someone only.
        .leftJoin(addressee, eq(addressee.userSeq, communityComments.addresseeSeq))
        .where(sql`${communityComments.commentSeq} = any(${seqArray(seqs)}::int[])`)
        .orderBy(asc(communityComments.commentSeq))
    );
  }

  /** Where a comment sits (its post, its parent), deleted or not: a deleted comment's replies still show. */
  async commentPlace(commentSeq: number) {
    const [row] = await this.db
      .select({
        communitySeq: communityComments.communitySeq,
        parentSeq: communityComments.parentSeq,
        deleted: sql<boolean>`${communityComments.deletedAt} is not null`,
      })
      .from(communityComments)
      .where(eq(communityComments.commentSeq, commentSeq));
    return row ?? null;
  }

  /**
   * A comment answered by `replyToSeq`, deleted or not: where it sits, who wrote it (and whether they withdrew since),
   * and its thread's top-level comment's author (and whether that comment was deleted).
   */
  async replyTarget(commentSeq: number) {
    const c = communityComments;
    const head = alias(communityComments, 'head');
    const [row] = await this.db
      .select({
        communitySeq: c.communitySeq,
        parentSeq: c.parentSeq,
        userSeq: c.userSeq,
        deleted: sql<boolean>`${c.deletedAt} is not null`,
        authorWithdrawn: sql<boolean>`${users.deletedAt} is not null`,
        headUserSeq: head.userSeq,
        headDeleted: sql<boolean>`${head.deletedAt} is not null`,
      })
      .from(c)
      .innerJoin(users, eq(users.userSeq, c.userSeq))
      .leftJoin(head, eq(head.commentSeq, c.parentSeq))
      .where(eq(c.commentSeq, commentSeq));
    return row ?? null;
  }

  async comment(commentSeq: number) {
    const [row] = await this.db
      .select()
      .from(communityComments)
      .where(and(eq(communityComments.commentSeq, commentSeq), isNull(communityComments.deletedAt)));
    return row ?? null;
  }

  /** The post this person wrote with this client id (a repeated write), deleted or not, or null. */
  async postByClientId(userSeq: number, clientId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ seq: communityPosts.communitySeq })
      .from(communityPosts)
      .where(and(eq(communityPosts.userSeq, userSeq), eq(communityPosts.clientId, clientId)));
    return row?.seq ?? null;
  }

  /** The comment this person wrote with this client id (a repeated write), deleted or not, or null. */
  async commentByClientId(userSeq: number, clientId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ seq: communityComments.commentSeq })
      .from(communityComments)
      .where(and(eq(communityComments.userSeq, userSeq), eq(communityComments.clientId, clientId)));
    return row?.seq ?? null;
  }

  async createComment(
    v: {
      communitySeq: number;
      userSeq: number;
      parentSeq: number | null;
      /** A reply to a reply: whom it answers. */
      addresseeSeq?: number | null;
      content: string;
      clientId?: string | null;
    },
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

  /** The text only: a reply to a reply keeps whom it answers. */
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
   * people have reported it (`hiddenNow`: this report is the one that hid it). Returns null when this person had
   * already reported it.
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
      .returning({
        hidden: sql<boolean>`${table.hiddenAt} is not null`,
        // The count moves by one per person, and a review that shows the target again starts it from 0.
        hiddenNow: sql<boolean>`${table.reportCount} = ${hideAt}`,
      });
    return { hidden: row?.hidden ?? false, hiddenNow: row?.hiddenNow ?? false };
  }

  /** Moderation's answer: keep (shown again, the reports so far are closed) or remove (deleted). */
  async review(targetType: ReportTarget, targetSeq: number, keep: boolean, now: Date) {
    if (targetType === 'POST')
      await this.db
        .update(communityPosts)
        .set(keep ? { hiddenAt: null, reportCount: 0 } : { deletedAt: now })
        .where(eq(communityPosts.communitySeq, targetSeq));
    else if (keep)
      await this.db
        .update(communityComments)
        .set({ hiddenAt: null, reportCount: 0 })
        .where(eq(communityComments.commentSeq, targetSeq));
    else {
      // A comment removed leaves the post's count as its author's delete does (once, if it was still there).
      const [removed] = await this.db
        .update(communityComments)
        .set({ deletedAt: now })
        .where(and(eq(communityComments.commentSeq, targetSeq), isNull(communityComments.deletedAt)))
        .returning({ communitySeq: communityComments.communitySeq });
      if (removed) await this.bumpPost(removed.communitySeq, { commentCount: -1 });
    }
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
