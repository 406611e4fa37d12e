import type { Repositories } from '../../repositories.js';
import { paged } from '../../lib/envelope.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { AppError } from '../../lib/errors.js';
import { excerpt } from '../../lib/excerpt.js';
import { endOfSeoulDay } from '../../lib/seoul-day.js';
import type { MediaService, MediaView } from '../media/service.js';
import { REVIEW_EDIT_DAYS, type ReviewText } from './schemas.js';

/** The owner's reviews (내 리뷰), where the shop's answer shows under theirs. */
export const REVIEWS_LINK = '/review';

type Row = NonNullable<Awaited<ReturnType<Repositories['reviews']['one']>>>;

/**
 * The last instant a review can be edited: the end of the Seoul day REVIEW_EDIT_DAYS after the day it was written
 * ("쓴 날부터 7일"), as passes and coupons run to the end of their last day. The screen says that day
 * ("12월 15일까지 고칠 수 있어요"), and the whole of it holds, whatever the time of day the review was written.
 */
const editableUntil = (r: Row) => endOfSeoulDay(r.createdAt, REVIEW_EDIT_DAYS);

/**
 * Reviews of completed visits: one per visit, stars and text (photos once the media module is merged), editable
 * through the 7th Seoul day after the day written, deletable by their author; the shop answers. Every write
 * refreshes the shop's review count in the same transaction, so search (리뷰많은순) and the shop pages count real
 * reviews.
 */
export class ReviewService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly media: MediaService,
  ) {}

  /** Fresh signed links for the rows' photos, by mediaSeq. */
  private async photos(rows: Row[], now: Date) {
    const views = await this.media.views(
      rows.flatMap((r) => r.mediaSeqs),
      now,
    );
    const byId = new Map(views.map((v) => [v.mediaSeq, v]));
    return (r: Row) => r.mediaSeqs.flatMap((s) => byId.get(s) ?? []) as MediaView[];
  }

  private async mineViews(rows: Row[], now: Date) {
    const photosOf = await this.photos(rows, now);
    return rows.map((r) => {
      const { userSeq: _u, authorNickname: _a, ...rest } = r;
      return {
        ...rest,
        photos: photosOf(r),
        editableUntil: editableUntil(r),
        editable: this.editable(r, now),
      };
    });
  }

  private editable(r: Row, now: Date) {
    return now.getTime() <= editableUntil(r).getTime();
  }

  private async publicViews(rows: Row[], now: Date) {
    const pets = await this.repos.reviews.petNames(rows.map((r) => r.reservationSeq));
    const photosOf = await this.photos(rows, now);
    return rows.map((r) => ({
      reviewSeq: r.reviewSeq,
      shopId: r.shopId,
      reservationSeq: r.reservationSeq,
      authorNickname: maskNickname(r.authorNickname),
      productName: r.productName,
      petNames: pets.get(r.reservationSeq) ?? [],
      rating: r.rating,
      content: r.content,
      mediaSeqs: r.mediaSeqs,
      photos: photosOf(r),
      reply: r.reply,
      repliedAt: r.repliedAt,
      createdAt: r.createdAt,
      edited: r.updatedAt != null,
    }));
  }

  private async own(userSeq: number, reviewSeq: number) {
    const r = await this.repos.reviews.one(reviewSeq, { userSeq });
    if (!r) throw new AppError('REVIEW_NOT_FOUND');
    return r;
  }

  async myReviews(userSeq: number, now: Date) {
    return this.mineViews(await this.repos.reviews.mine(userSeq), now);
  }

  async pending(userSeq: number) {
    const rows = await this.repos.reviews.pending(userSeq);
    const pets = await this.repos.reviews.petNames(rows.map((r) => r.reservationSeq));
    return rows.map((r) => ({ ...r, petNames: pets.get(r.reservationSeq) ?? [] }));
  }

  async create(userSeq: number, input: ReviewText & { reservationSeq: number }, now: Date) {
    const reservation = await this.repos.reviews.reservation(userSeq, input.reservationSeq);
    if (!reservation) throw new AppError('RESERVATION_NOT_FOUND');
    if (reservation.status !== 'COMPLETED') throw new AppError('REVIEW_NOT_ALLOWED');
    const reviewSeq = await this.uow(async ({ repos, services }) => {
      const seq = await repos.reviews.insert({
        reservationSeq: input.reservationSeq,
        userSeq,
        shopId: reservation.shopId,
        rating: input.rating,
        content: input.content.trim(),
        mediaSeqs: input.mediaSeqs,
        createdAt: now,
      });
      if (seq == null) throw new AppError('REVIEW_ALREADY_WRITTEN');
      // Only the author's own fresh uploads (MEDIA_NOT_FOUND / MEDIA_ALREADY_ATTACHED roll the review back).
      await services.media.claim({ kind: 'USER', seq: userSeq }, input.mediaSeqs, now);
      await repos.reviews.refreshShopCount(reservation.shopId);
      return seq;
    });
    return (await this.mineViews([await this.own(userSeq, reviewSeq)], now))[0];
  }

  async update(userSeq: number, reviewSeq: number, input: ReviewText, now: Date) {
    const r = await this.own(userSeq, reviewSeq);
    if (!this.editable(r, now)) throw new AppError('REVIEW_EDIT_CLOSED');
    await this.uow(async ({ repos, services }) => {
      await services.media.claim(
        { kind: 'USER', seq: userSeq },
        input.mediaSeqs.filter((s) => !r.mediaSeqs.includes(s)),
        now,
      );
      await services.media.release(r.mediaSeqs.filter((s) => !input.mediaSeqs.includes(s)));
      await repos.reviews.update(reviewSeq, {
        rating: input.rating,
        content: input.content.trim(),
        mediaSeqs: input.mediaSeqs,
        updatedAt: now,
      });
    });
    return (await this.mineViews([await this.own(userSeq, reviewSeq)], now))[0];
  }

  async remove(userSeq: number, reviewSeq: number) {
    const r = await this.own(userSeq, reviewSeq);
    await this.uow(async ({ repos, services }) => {
      await services.media.release(r.mediaSeqs);
      await repos.reviews.remove(reviewSeq);
      await repos.reviews.refreshShopCount(r.shopId);
    });
  }

  /** A shop's reviews, newest first, with the count and the average rating. */
  async shopReviews(shopId: number, page: number, size: number, now: Date) {
    if (!(await this.repos.shops.exists(shopId))) throw new AppError('SHOP_NOT_FOUND');
    const { rows, total, average } = await this.repos.reviews.shopPage([shopId], page, size);
    const items = (await this.publicViews(rows, now)).map(({ shopId: _s, reservationSeq: _r, ...v }) => v);
    return {
      ...paged(items, page, size, total),
      reviewCount: total,
      averageRating: average == null ? null : Math.round(average * 10) / 10,
    };
  }

  // ---- the shop's side ----

  async partnerReviews(staffSeq: number, shopId: number | undefined, page: number, size: number, now: Date) {
    const mine = await this.repos.partners.shopIds(staffSeq);
    if (shopId != null && !mine.includes(shopId)) throw new AppError('FORBIDDEN');
    const { rows, total } = await this.repos.reviews.shopPage(shopId != null ? [shopId] : mine, page, size);
    return paged(await this.publicViews(rows, now), page, size, total);
  }

  /** The shop's answer (written again, it replaces the previous one). */
  async reply(staffSeq: number, reviewSeq: number, reply: string, now: Date) {
    const shopIds = await this.repos.partners.shopIds(staffSeq);
    const before = await this.repos.reviews.one(reviewSeq, { shopIds });
    if (!before) throw new AppError('REVIEW_NOT_FOUND');
    const text = reply.trim();
    await this.uow(async ({ repos, services }) => {
      await repos.reviews.update(reviewSeq, { reply: text, repliedAt: now });
      // The author hears of the shop's first answer (소식, push); a reply corrected later is not news again.
      if (!before.reply)
        await services.notifications.notify(
          before.userSeq,
          'REVIEW',
          { title: `${before.shopName}에서 리뷰에 답글을 남겼어요`, body: excerpt(text) },
          REVIEWS_LINK,
          now,
        );
    });
    return (await this.publicViews([(await this.repos.reviews.one(reviewSeq, { shopIds }))!], now))[0];
  }
}

/** "보호자" style masking: the first two characters stay, the rest become *. */
const maskNickname = (nickname: string) =>
  nickname.length <= 2
    ? `${nickname[0]}*`
    : nickname.slice(0, 2) + '*'.repeat(Math.min(nickname.length - 2, 4));
