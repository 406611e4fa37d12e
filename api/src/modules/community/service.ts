import type { Repositories } from '../../repositories.js';
import { paged } from '../../lib/envelope.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { AppError, validationError } from '../../lib/errors.js';
import { excerpt } from '../../lib/excerpt.js';
import { isUniqueViolation } from '../../infra/db/pg-errors.js';
import type { MediaView } from '../media/service.js';
import { commentLink } from './links.js';
import { noticeComment, noticePostHidden } from './news.js';
import { decodeWalk, encodeWalk, isWalkCursor, POPULAR_WALK_MAX } from './popular-walk.js';
import type { CommentRow, PostRow, SeqBound } from './repository.js';
import {
  COMMENT_PAGING,
  type CommunityComment,
  type CommunityPost,
  type CommunityReply,
  type FeedSort,
  type PostCreateInput,
  type PostInput,
  type ReportReason,
  type ReportTarget,
} from './schemas.js';

/** Different people whose reports hide a post or a comment until moderation reviews it. */
export const REPORT_HIDE_THRESHOLD = 3;

export type PhotoView = MediaView;

/** What the community reads of the media module outside a unit of work: fresh signed links. */
export interface CommunityMedia {
  views(mediaSeqs: number[]): Promise<PhotoView[]>;
  profilePictureUrl(person: {
    profileImageUrl: string | null;
    profileMediaSeq: number | null;
  }): string | null;
}

/** Search words: split on spaces, duplicates and empties dropped, at most five. */
export const searchWords = (keyword: string | undefined) =>
  [...new Set((keyword ?? '').normalize('NFC').trim().split(/\s+/).filter(Boolean))].slice(0, 5);

/**
 * Where a comment goes and whom it tells: its thread's top-level comment (null: it is one), that comment's author
 * (null: none to tell, as it was deleted), and the person it answers (a reply to a reply).
 */
interface ReplyPlace {
  parentSeq: number | null;
  parentAuthorSeq: number | null;
  /** Stored with the reply and shown as its `addressee`. */
  addresseeSeq: number | null;
  /** Told in 소식: the addressee, unless they withdrew. */
  toldAddresseeSeq: number | null;
}
const TOP_LEVEL: ReplyPlace = {
  parentSeq: null,
  parentAuthorSeq: null,
  addresseeSeq: null,
  toldAddresseeSeq: null,
};

/** A comment page's cursor: the seq its page reads before or after (beyond any seq: from the newest). */
const seqCursor = (cursor: string | undefined) =>
  cursor ? Math.min(Number(cursor), 2_147_483_647) : undefined;

/** Reads seqs newest first before `from.before`, or oldest first after `from.after` (see the repository). */
type SeqReader = (from: SeqBound, limit: number) => Promise<number[]>;

/** A page of seqs (oldest first) and what lies on either side of it, up to a page each way. */
interface SeqPage {
  page: number[];
  nextCursor: string | null;
  nextCount: number;
  newerCursor: string | null;
  newerCount: number;
}

/** The page's cursors, given how many there are before it (older) and after it (newer), up to a page each. */
const sides = (page: number[], older: number, newer: number): SeqPage => ({
  page,
  nextCursor: older && page.length ? String(page[0]) : null,
  nextCount: page.length ? older : 0,
  newerCursor: newer && page.length ? String(page[page.length - 1]) : null,
  newerCount: page.length ? newer : 0,
});

const oneWay = (q: { cursor?: string; after?: string; around?: number }) => {
  const given = (['cursor', 'after', 'around'] as const).filter((k) => q[k] != null);
  if (given.length > 1)
    throw validationError(
      given.slice(1).map((field) => ({ field, message: `${given.join(', ')} 중 하나만 보내 주세요.` })),
    );
};

/**
 * A page of `size` seqs read one way, and how many the pages on either side hold. Without a cursor it is the newest
 * (nothing after it); by `cursor` the newest before it; by `after` the oldest after it. One page's worth more is read
 * the way it goes, and up to a page the other way (none for the newest), never the whole list.
 */
async function seqPage(read: SeqReader, q: { cursor?: string; after?: string; size: number }) {
  const { size } = q;
  if (q.after) {
    const newer = await read({ after: seqCursor(q.after) }, size * 2);
    const page = newer.slice(0, size);
    const older = page.length ? await read({ before: page[0] }, size) : [];
    return sides(page, older.length, newer.length - page.length);
  }
  const before = seqCursor(q.cursor);
  const older = await read({ before }, size * 2);
  const page = older.slice(0, size).reverse();
  const newer = before && page.length ? await read({ after: page[page.length - 1] }, size) : [];
  return sides(page, older.length - page.length, newer.length);
}

/**
 * A page of `size` seqs around `pivot`: the pivot itself when the list holds it, a little fewer older ones than newer
 * (the page opens at the pivot and reads on downwards), more on one side when the other runs out.
 */
async function seqPageAround(read: SeqReader, pivot: number, size: number) {
  const olderAndPivot = await read({ before: pivot + 1 }, size * 2);
  const self = olderAndPivot[0] === pivot ? [pivot] : [];
  const older = olderAndPivot.slice(self.length);
  const newer = await read({ after: pivot }, size * 2);
  const room = size - self.length;
  const olderTaken = Math.min(older.length, Math.max(Math.floor(room / 2), room - newer.length));
  const newerTaken = Math.min(newer.length, room - olderTaken);
  const page = [...older.slice(0, olderTaken).reverse(), ...self, ...newer.slice(0, newerTaken)];
  return {
    page,
    nextCursor: older.length > olderTaken ? String(page[0]) : null,
    nextCount: Math.min(size, older.length - olderTaken),
    newerCursor: newer.length > newerTaken ? String(page[page.length - 1]) : null,
    newerCount: Math.min(size, newer.length - newerTaken),
  } satisfies SeqPage;
}

const cursorOf = (sort: FeedSort, row: PostRow) =>
  sort === 'POPULAR' ? `${row.likeCount}_${row.communitySeq}` : String(row.communitySeq);

/**
 * After a page: NEWEST, its last seq; POPULAR, the walk's served posts with this page's (an old keyset cursor
 * goes on as one, and a walk past `POPULAR_WALK_MAX` posts goes on by keyset from its last post).
 */
const nextFeedCursor = (
  q: { sort: FeedSort; cursor?: string },
  served: number[] | undefined,
  page: PostRow[],
) => {
  const last = page[page.length - 1];
  if (q.sort !== 'POPULAR' || (q.cursor && !served)) return cursorOf(q.sort, last);
  const walk = [...(served ?? []), ...page.map((r) => r.communitySeq)];
  return walk.length <= POPULAR_WALK_MAX ? encodeWalk(walk) : cursorOf(q.sort, last);
};

const parseCursor = (sort: FeedSort, cursor: string | undefined) => {
  if (!cursor) return undefined;
  const [a, b] = cursor.split('_').map((n) => Math.min(Number(n), 2_147_483_647));
  return sort === 'POPULAR' && b !== undefined ? { likes: a, seq: b } : { likes: 0, seq: b ?? a };
};

/**
 * The community: posts, likes, comments with one level of replies, reports and search. Reading is public;
 * every write is by a signed-in person and only ever touches that person's own rows (someone else's post or
 * comment is "not found", and nothing changes).
 */
export class CommunityService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly media: CommunityMedia,
  ) {}

  /** The photos of a page's posts: one read of the media rows for all of them, none when there are none. */
  private async photos(rows: PostRow[]) {
    const out = new Map<number, PhotoView[]>();
    const seqs = rows.flatMap((r) => r.photoSeqs);
    if (!seqs.length) return out;
    const views = new Map((await this.media.views(seqs)).map((v) => [v.mediaSeq, v]));
    for (const r of rows) {
      const list = r.photoSeqs.flatMap((s) => views.get(s) ?? []);
      if (list.length) out.set(r.communitySeq, list);
    }
    return out;
  }

  private async present(rows: PostRow[], viewer: number | null): Promise<CommunityPost[]> {
    const photos = await this.photos(rows);
    return rows.map((r) => ({
      communitySeq: r.communitySeq,
      content: r.content,
      breedSeq: r.breedSeq,
      breedName: r.breedName,
      author: {
        userSeq: r.userSeq,
        nickname: r.nickname,
        profileImageUrl: this.media.profilePictureUrl(r),
        petName: r.petName,
        petBreedName: r.petBreedName,
      },
      photos: photos.get(r.communitySeq) ?? [],
      likeCount: r.likeCount,
      commentCount: r.commentCount,
      liked: !!r.liked,
      mine: viewer === r.userSeq,
      hidden: !!r.hidden,
      blocked: !!r.blocked,
      edited: r.updatedAt.getTime() - r.createdAt.getTime() > 1000,
      createdAt: r.createdAt,
    }));
  }

  /**
   * A page of the feed. NEWEST pages by the last seq. POPULAR walks by the posts it has served (see
   * popular-walk.ts): a post liked or unliked between two pages is neither skipped nor shown twice.
   */
  async feed(viewer: number | null, q: { sort: FeedSort; breedSeq?: number; cursor?: string; size: number }) {
    const served = isWalkCursor(q.cursor) ? decodeWalk(q.cursor!) : undefined;
    if (served === null || (served && q.sort !== 'POPULAR'))
      throw validationError([{ field: 'cursor', message: '목록을 처음부터 다시 불러와 주세요.' }]);
    const rows = await this.repos.community.feed(viewer, {
      sort: q.sort,
      breedSeq: q.breedSeq,
      after: served ? undefined : parseCursor(q.sort, q.cursor),
      served,
      size: q.size + 1,
    });
    const page = rows.slice(0, q.size);
    return {
      items: await this.present(page, viewer),
      nextCursor: rows.length > q.size ? nextFeedCursor(q, served, page) : null,
    };
  }

  /**
   * A page of matches, newest first. From the top or after `cursor` (the last post a page served) it pages by
   * keyset: one match more than the page says whether another follows, and a post deleted, hidden or written
   * between two pages neither skips nor repeats one. `page` > 0 (apps from before the cursor) reads by offset as
   * it did, its `hasNext` by the capped total.
   */
  async search(
    viewer: number | null,
    q: { keyword?: string; breedSeq?: number; cursor?: string; page: number; size: number },
  ) {
    if (q.cursor && q.page > 0)
      throw validationError([{ field: 'page', message: 'cursor, page 중 하나만 보내 주세요.' }]);
    const words = searchWords(q.keyword);
    const answer = { page: q.page, size: q.size };
    if (!words.length && !q.breedSeq)
      return { items: [], ...answer, total: 0, hasNext: false, nextCursor: null };
    const byOffset = q.page > 0;
    const { rows, total } = await this.repos.community.search(viewer, {
      words,
      breedSeq: q.breedSeq,
      before: seqCursor(q.cursor),
      page: q.page,
      size: byOffset ? q.size : q.size + 1,
    });
    const page = rows.slice(0, q.size);
    const hasNext = byOffset ? (q.page + 1) * q.size < total : rows.length > q.size;
    return {
      items: await this.present(page, viewer),
      ...answer,
      total,
      hasNext,
      nextCursor: hasNext && page.length ? String(page[page.length - 1].communitySeq) : null,
    };
  }

  /**
   * A post; one hidden after reports is shown to its author only. One by someone the viewer blocked is read as
   * `blocked` (not 404: opened by a link, the screen says why it holds it back and offers it anyway or 차단 해제).
   */
  async post(viewer: number | null, communitySeq: number) {
    const row = await this.repos.community.post(viewer, communitySeq);
    if (!row || (row.hidden && row.userSeq !== viewer)) throw new AppError('COMMUNITY_POST_NOT_FOUND');
    return (await this.present([row], viewer))[0];
  }

  private async assertCanWrite(userSeq: number, now: Date) {
    if (await this.repos.community.blockedUntil(userSeq, now)) throw new AppError('COMMUNITY_WRITE_BLOCKED');
  }

  private async checkPost<T extends PostInput>(userSeq: number, input: T) {
    if (input.breedSeq != null && !(await this.repos.community.breedExists(input.breedSeq)))
      throw new AppError('COMMUNITY_INVALID_BREED');
    return { ...input, content: input.content.normalize('NFC').trim() };
  }

  /** The post this person already wrote with this clientId (a repeat whose first answer was lost), or null. */
  async madePost(userSeq: number, clientId: string): Promise<CommunityPost | null> {
    const seq = await this.repos.community.postByClientId(userSeq, clientId);
    return seq == null ? null : this.post(userSeq, seq);
  }

  /**
   * Writes a post, or (the same `clientId` again by the same person) answers the one already written: nothing is
   * written or claimed twice, also when the first is still committing (its unique index makes this one wait, then
   * the violation is answered with the row it committed).
   */
  async create(userSeq: number, input: PostCreateInput, now: Date) {
    const { clientId } = input;
    if (clientId) {
      const made = await this.madePost(userSeq, clientId);
      if (made) return made;
    }
    await this.assertCanWrite(userSeq, now);
    const clean = await this.checkPost(userSeq, input);
    let communitySeq: number;
    try {
      // The post and its photos commit together: a photo that is not this person's (or already used) undoes the post.
      communitySeq = await this.uow(async ({ repos, services }) => {
        const seq = await repos.community.createPost(userSeq, clean, now);
        if (clean.mediaSeqs.length) {
          await services.media.claim({ kind: 'USER', seq: userSeq }, clean.mediaSeqs, now);
          await repos.community.setPhotos(seq, clean.mediaSeqs);
        }
        return seq;
      });
    } catch (err) {
      const made =
        clientId && isUniqueViolation(err, 'community_posts_client_uq')
          ? await this.repos.community.postByClientId(userSeq, clientId)
          : null;
      if (made == null) throw err;
      communitySeq = made;
    }
    return this.post(userSeq, communitySeq);
  }

  async update(userSeq: number, communitySeq: number, input: PostInput, now: Date) {
    const clean = await this.checkPost(userSeq, input);
    await this.uow(async ({ repos, services }) => {
      if (!(await repos.community.updatePost(userSeq, communitySeq, clean, now)))
        throw new AppError('COMMUNITY_POST_NOT_FOUND');
      const before = (await repos.community.photos([communitySeq])).map((p) => p.mediaSeq);
      const added = clean.mediaSeqs.filter((s) => !before.includes(s));
      const removed = before.filter((s) => !clean.mediaSeqs.includes(s));
      if (added.length) await services.media.claim({ kind: 'USER', seq: userSeq }, added, now);
      await repos.community.setPhotos(communitySeq, clean.mediaSeqs);
      if (removed.length) await services.media.release(removed);
    });
    return this.post(userSeq, communitySeq);
  }

  async remove(userSeq: number, communitySeq: number, now: Date) {
    if (!(await this.repos.community.deletePost(userSeq, communitySeq, now)))
      throw new AppError('COMMUNITY_POST_NOT_FOUND');
  }

  /** Like or unlike; the same answer however many times it is sent (and however concurrently). */
  async setLike(userSeq: number, communitySeq: number, liked: boolean) {
    await this.post(userSeq, communitySeq);
    return this.uow(async ({ repos }) => {
      if (liked) await repos.community.like(userSeq, communitySeq);
      else await repos.community.unlike(userSeq, communitySeq);
      return repos.community.likeState(userSeq, communitySeq);
    });
  }

  /**
   * A comment or reply as the thread shows it: a deleted one says so, a hidden one (or one the viewer reported, or by
   * someone the viewer blocked) keeps its author only, in its place, so that the replies under it stay in their thread.
   */
  private commentView(viewer: number | null, c: CommentRow): CommunityReply {
    const shown = !(c.deleted || c.hidden || c.reported || c.blocked);
    return {
      commentSeq: c.commentSeq,
      parentSeq: c.parentSeq,
      content: shown ? c.content : null,
      deleted: !!c.deleted,
      hidden: !c.deleted && !!c.hidden,
      reported: !c.deleted && !!c.reported,
      blocked: !c.deleted && !!c.blocked,
      byPostAuthor: !c.deleted && c.userSeq === c.postAuthorSeq,
      author: c.deleted
        ? null
        : {
            userSeq: c.userSeq,
            nickname: c.nickname,
            profileImageUrl: this.media.profilePictureUrl(c),
            petName: c.petName,
            petBreedName: c.petBreedName,
          },
      addressee:
        shown && c.addresseeSeq != null && c.addresseeNickname != null
          ? { userSeq: c.addresseeSeq, nickname: c.addresseeNickname }
          : null,
      mine: !c.deleted && viewer === c.userSeq,
      edited: c.updatedAt.getTime() - c.createdAt.getTime() > 1000,
      createdAt: c.createdAt,
    };
  }

  /**
   * These threads (seqs of top-level comments), oldest first, each with its newest `perThread` replies; the thread of
   * `window` with those replies instead, and how many live ones come after them.
   */
  private async threadViews(
    viewer: number | null,
    communitySeq: number,
    seqs: number[],
    perThread: number,
    window?: { threadSeq: number; replies: number[]; newer: number },
  ): Promise<CommunityComment[]> {
    const preview = await this.repos.community.replyPreview(communitySeq, seqs, perThread);
    const replySeqs = preview.filter((r) => r.parentSeq !== window?.threadSeq).map((r) => r.seq);
    const rows = await this.repos.community.commentsBySeq(
      [...seqs, ...replySeqs, ...(window?.replies ?? [])],
      viewer,
    );
    const under = new Map<number, CommunityReply[]>();
    for (const c of rows)
      if (c.parentSeq != null)
        under.set(c.parentSeq, [...(under.get(c.parentSeq) ?? []), this.commentView(viewer, c)]);
    const counts = new Map(preview.map((r) => [r.parentSeq, r.replyCount]));
    return rows
      .filter((c) => c.parentSeq == null)
      .map((c) => ({
        ...this.commentView(viewer, c),
        replies: under.get(c.commentSeq) ?? [],
        replyCount: counts.get(c.commentSeq) ?? 0,
        newerReplyCount: c.commentSeq === window?.threadSeq ? window.newer : 0,
      }));
  }

  /**
   * A page of a post's threads, shown oldest first: the newest `size`, the newest before `cursor`, the oldest after
   * `after`, or the page around the comment `around` names (see `threadsAround`). A deleted comment stays as "삭제된
   * 댓글입니다" only while it still has replies under it.
   */
  async threads(
    viewer: number | null,
    communitySeq: number,
    q: { cursor?: string; after?: string; around?: number; size: number },
    { perThread = COMMENT_PAGING.replyPreview, now = new Date() }: { perThread?: number; now?: Date } = {},
  ) {
    oneWay(q);
    await this.post(viewer, communitySeq);
    if (q.around != null) return this.threadsAround(viewer, communitySeq, q.around, q.size, now);
    const read: SeqReader = (from, limit) => this.repos.community.threadSeqs(communitySeq, from, limit);
    const { page, ...rest } = await seqPage(read, q);
    return {
      items: page.length ? await this.threadViews(viewer, communitySeq, page, perThread) : [],
      ...rest,
      anchor: null,
    };
  }

  /**
   * The page a link to one comment opens: the page of threads around its thread, and for a reply, that thread's
   * replies around it (the replies before and after them page on from there). A comment deleted since is placed
   * where it was, and `anchor` says so; one that is not this post's is not found. Opened so by the person a
   * notification told of that comment, the notification is read too (as a notice or an album opened is).
   */
  private async threadsAround(
    viewer: number | null,
    communitySeq: number,
    commentSeq: number,
    size: number,
    now: Date,
  ) {
    const place = await this.repos.community.commentPlace(commentSeq);
    if (!place || place.communitySeq !== communitySeq) throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
    if (viewer != null)
      await this.repos.notifications.markReadLinkedTo(viewer, commentLink(communitySeq, commentSeq), now);
    const threadSeq = place.parentSeq ?? commentSeq;
    const read: SeqReader = (from, limit) => this.repos.community.threadSeqs(communitySeq, from, limit);
    const { page, ...rest } = await seqPageAround(read, threadSeq, size);
    let window: { threadSeq: number; replies: number[]; newer: number } | undefined;
    if (place.parentSeq != null && page.includes(threadSeq)) {
      const replies = (
        await seqPageAround(
          this.replyReader(communitySeq, threadSeq),
          commentSeq,
          COMMENT_PAGING.replyPreview,
        )
      ).page;
      const last = replies.at(-1);
      const newer = last ? await this.repos.community.replyCountAfter(communitySeq, threadSeq, last) : 0;
      window = { threadSeq, replies, newer };
    }
    const items = page.length
      ? await this.threadViews(viewer, communitySeq, page, COMMENT_PAGING.replyPreview, window)
      : [];
    return { items, ...rest, anchor: { commentSeq, threadSeq, deleted: place.deleted } };
  }

  private replyReader(communitySeq: number, parentSeq: number): SeqReader {
    return (from, limit) => this.repos.community.replySeqs(communitySeq, parentSeq, from, limit);
  }

  /** The list as an app from before paging reads it (no parameters): the newest threads, bounded. */
  async comments(viewer: number | null, communitySeq: number): Promise<CommunityComment[]> {
    const size = COMMENT_PAGING.oldAppThreads;
    return (await this.threads(viewer, communitySeq, { size }, { perThread: COMMENT_PAGING.oldAppReplies }))
      .items;
  }

  /** A page of one comment's live replies, shown oldest first: the newest `size`, before `cursor` or after `after`. */
  async replies(
    viewer: number | null,
    commentSeq: number,
    q: { cursor?: string; after?: string; size: number },
  ) {
    oneWay(q);
    const head = await this.repos.community.commentPlace(commentSeq);
    if (!head || head.parentSeq != null) throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
    await this.post(viewer, head.communitySeq);
    const { page, ...rest } = await seqPage(this.replyReader(head.communitySeq, commentSeq), q);
    const rows = await this.repos.community.commentsBySeq(page, viewer);
    return { items: rows.map((c) => this.commentView(viewer, c)), ...rest };
  }

  /** The comment just written, as the thread shows it (the screen puts it in place without reading the list). */
  async writtenComment(viewer: number, commentSeq: number): Promise<CommunityReply> {
    const [row] = await this.repos.community.commentsBySeq([commentSeq], viewer);
    return this.commentView(viewer, row);
  }

  /** The comment this person already wrote with this clientId (a repeat whose first answer was lost), or null. */
  madeComment(userSeq: number, clientId: string): Promise<number | null> {
    return this.repos.community.commentByClientId(userSeq, clientId);
  }

  /**
   * Where a comment goes (see ReplyPlace). By `parentSeq`: under that top-level comment of the post (a reply named
   * there is refused, COMMUNITY_REPLY_DEPTH, as before replies could be answered). By `replyToSeq` (답글에 답글): in
   * that reply's thread, under its top-level comment (deleted or not: a thread shows while replies live in it),
   * addressed to the reply's author. Refused when that reply was deleted meanwhile, or its author is someone the
   * writer blocked (they see it held back). One's own reply continues the thread, addressed to no one; a top-level
   * comment named by `replyToSeq` is answered as by `parentSeq`.
   */
  private async replyPlace(
    userSeq: number,
    communitySeq: number,
    input: { parentSeq?: number | null; replyToSeq?: number | null },
  ): Promise<ReplyPlace> {
    if (input.replyToSeq == null) {
      if (input.parentSeq == null) return TOP_LEVEL;
      const parent = await this.repos.community.comment(input.parentSeq);
      if (!parent || parent.communitySeq !== communitySeq) throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
      if (parent.parentSeq != null) throw new AppError('COMMUNITY_REPLY_DEPTH');
      return { ...TOP_LEVEL, parentSeq: parent.commentSeq, parentAuthorSeq: parent.userSeq };
    }
    const to = await this.repos.community.replyTarget(input.replyToSeq);
    if (!to || to.communitySeq !== communitySeq) throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
    const threadSeq = to.parentSeq ?? input.replyToSeq;
    if (input.parentSeq != null && input.parentSeq !== threadSeq)
      throw validationError([
        { field: 'parentSeq', message: 'replyToSeq가 달린 댓글을 보내거나 비워 주세요.' },
      ]);
    if (to.parentSeq == null) return this.replyPlace(userSeq, communitySeq, { parentSeq: threadSeq });
    if (to.deleted) throw new AppError('COMMUNITY_REPLY_TARGET_NOT_FOUND');
    // The thread's own comment, deleted, hears nothing of what is said under it.
    const inThread = {
      ...TOP_LEVEL,
      parentSeq: threadSeq,
      parentAuthorSeq: to.headDeleted ? null : to.headUserSeq,
    };
    if (to.userSeq === userSeq) return inThread;
    if ((await this.repos.community.blockersOf(to.userSeq, [userSeq])).length)
      throw new AppError('COMMUNITY_REPLY_TO_BLOCKED');
    return {
      ...inThread,
      addresseeSeq: to.userSeq,
      toldAddresseeSeq: to.authorWithdrawn ? null : to.userSeq,
    };
  }

  /**
   * Writes a comment or reply, or (the same `clientId` again by the same person) answers the one already written:
   * the post's comment count moves once, also when the first is still committing. The post's author, for a reply
   * the thread's comment's author, and for a reply to a reply that reply's author are told in 소식, in the same
   * transaction (noticeComment).
   */
  async comment(
    userSeq: number,
    communitySeq: number,
    input: { content: string; parentSeq?: number | null; replyToSeq?: number | null; clientId?: string },
    now: Date,
  ) {
    const { clientId } = input;
    if (clientId) {
      const made = await this.madeComment(userSeq, clientId);
      if (made != null) return made;
    }
    await this.assertCanWrite(userSeq, now);
    const post = await this.post(userSeq, communitySeq);
    const { parentSeq, parentAuthorSeq, addresseeSeq, toldAddresseeSeq } = await this.replyPlace(
      userSeq,
      communitySeq,
      input,
    );
    const content = input.content.normalize('NFC').trim();
    try {
      return await this.uow(async (scope) => {
        const commentSeq = await scope.repos.community.createComment(
          { communitySeq, userSeq, parentSeq, addresseeSeq, content, clientId: clientId ?? null },
          now,
        );
        const postAuthorSeq = post.author.userSeq;
        const written = {
          communitySeq,
          commentSeq,
          content,
          writerSeq: userSeq,
          postAuthorSeq,
          parentAuthorSeq,
          addresseeSeq: toldAddresseeSeq,
        };
        await noticeComment(scope, written, now);
        return commentSeq;
      });
    } catch (err) {
      const made =
        clientId && isUniqueViolation(err, 'community_comments_client_uq')
          ? await this.madeComment(userSeq, clientId)
          : null;
      if (made == null) throw err;
      return made;
    }
  }

  async editComment(userSeq: number, commentSeq: number, content: string, now: Date) {
    if (
      !(await this.repos.community.updateComment(userSeq, commentSeq, content.normalize('NFC').trim(), now))
    )
      throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
  }

  async removeComment(userSeq: number, commentSeq: number, now: Date) {
    const done = await this.uow(({ repos }) => repos.community.deleteComment(userSeq, commentSeq, now));
    if (!done) throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
  }

  /**
   * Records this person's report. From then on they no longer see what they reported (the feed and search leave the
   * post out, the thread shows the comment as reported). The report that hides a post tells its author.
   */
  async report(
    userSeq: number,
    target: { type: ReportTarget; seq: number },
    input: { reason: ReportReason; detail?: string },
    now: Date,
  ): Promise<{ hidden: boolean }> {
    let authorSeq: number;
    let postContent = '';
    if (target.type === 'POST') {
      const post = await this.post(userSeq, target.seq);
      authorSeq = post.author.userSeq;
      postContent = post.content;
    } else {
      const c = await this.repos.community.comment(target.seq);
      if (!c || c.hiddenAt) throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
      await this.post(userSeq, c.communitySeq);
      authorSeq = c.userSeq;
    }
    if (authorSeq === userSeq) throw new AppError('COMMUNITY_CANNOT_REPORT_OWN');
    const result = await this.uow(async (scope) => {
      const reported = await scope.repos.community.report(
        {
          targetType: target.type,
          targetSeq: target.seq,
          userSeq,
          reason: input.reason,
          detail: input.detail?.trim() || null,
        },
        REPORT_HIDE_THRESHOLD,
        now,
      );
      if (reported?.hiddenNow && target.type === 'POST')
        await noticePostHidden(scope, { authorSeq, content: postContent }, now);
      return reported;
    });
    if (!result) throw new AppError('COMMUNITY_ALREADY_REPORTED');
    return { hidden: result.hidden };
  }

  /** Moderation (no route yet: an operator tool calls it): keep shows the target again, otherwise it is removed. */
  review(target: { type: ReportTarget; seq: number }, keep: boolean, now: Date) {
    return this.uow(({ repos }) => repos.community.review(target.type, target.seq, keep, now));
  }

  /** Moderation: stop a person from writing posts and comments (until a date, or for good). */
  block(userSeq: number, reason: string, until: Date | null) {
    return this.repos.community.block(userSeq, reason, until);
  }

  /**
   * 차단하기: from now on `userSeq` no longer gets `blockedUserSeq`'s posts in the feed or search, gets their comments
   * as blocked in place, and hears nothing of their comments in 소식. Blocking again changes nothing; the blocked
   * person is not told and still sees everything as before.
   */
  async blockUser(userSeq: number, blockedUserSeq: number, now: Date) {
    if (userSeq === blockedUserSeq) throw new AppError('COMMUNITY_CANNOT_BLOCK_SELF');
    if (!(await this.repos.users.bySeq(blockedUserSeq))) throw new AppError('COMMUNITY_USER_NOT_FOUND');
    await this.repos.community.blockUser(userSeq, blockedUserSeq, now);
    return { userSeq: blockedUserSeq, blocked: true };
  }

  /** 차단 해제: their posts and comments show again. Unblocking someone not blocked changes nothing. */
  async unblockUser(userSeq: number, blockedUserSeq: number) {
    await this.repos.community.unblockUser(userSeq, blockedUserSeq);
    return { userSeq: blockedUserSeq, blocked: false };
  }

  /** 차단한 사용자: the latest first. */
  async blockedUsers(userSeq: number, page: number, size: number) {
    const { rows, total } = await this.repos.community.blockedUsers(userSeq, page, size);
    const items = rows.map((r) => ({
      userSeq: r.userSeq,
      nickname: r.nickname,
      profileImageUrl: this.media.profilePictureUrl(r),
      blockedAt: r.blockedAt,
    }));
    return paged(items, page, size, total);
  }

  async myPosts(userSeq: number, page: number, size: number) {
    const { rows, total } = await this.repos.community.byAuthor(userSeq, page, size);
    return paged(await this.present(rows, userSeq), page, size, total);
  }

  /** 좋아요한 글: those of people I blocked are left out, as from the feed (and from `counts`). */
  async myLikes(userSeq: number, page: number, size: number) {
    const { rows, total } = await this.repos.community.likedBy(userSeq, page, size);
    return paged(await this.present(rows, userSeq), page, size, total);
  }

  /** 내가 쓴 댓글: those on posts of people I blocked too (my own words). */
  async myComments(userSeq: number, page: number, size: number) {
    const { rows, total } = await this.repos.community.commentsBy(userSeq, page, size);
    const items = rows.map((r) => ({
      commentSeq: r.commentSeq,
      communitySeq: r.communitySeq,
      content: r.content,
      postExcerpt: excerpt(r.postContent),
      isReply: r.parentSeq != null,
      createdAt: r.createdAt,
    }));
    return paged(items, page, size, total);
  }

  counts(userSeq: number) {
    return this.repos.community.counts(userSeq);
  }
}
