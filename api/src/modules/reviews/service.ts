import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { AppError } from '../../lib/errors.js';
import { REVIEW_EDIT_DAYS, type ReviewText } from './schemas.js';

const DAY = 86_400_000;
type Row = NonNullable<Awaited<ReturnType<Repositories['reviews']['one']>>>;

/**
 * Reviews of completed visits: one per visit, stars and text (photos once the media module is merged), editable for
 * a week, deletable by their author; the shop answers. Every write refreshes the shop's review count in the same
 * transaction, so search (리뷰많은순) and the shop pages count real reviews.
 */
export class ReviewService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
  ) {}

  private mine(r: Row, now: Date) {
    const { userSeq: _u, authorNickname: _a, ...rest } = r;
    const editableUntil = new Date(r.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY);
    return { ...rest, editableUntil, editable: now < editableUntil };
  }

  private async publicViews(rows: Row[]) {
    const pets = await this.repos.reviews.petNames(rows.map((r) => r.reservationSeq));
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
    return (await this.repos.reviews.mine(userSeq)).map((r) => this.mine(r, now));
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
    const reviewSeq = await this.uow(async ({ repos }) => {
      const seq = await repos.reviews.insert({
        reservationSeq: input.reservationSeq,
        userSeq,
        shopId: reservation.shopId,
        rating: input.rating,
        content: input.content.trim(),
        createdAt: now,
      });
      if (seq == null) throw new AppError('REVIEW_ALREADY_WRITTEN');
      await repos.reviews.refreshShopCount(reservation.shopId);
      return seq;
    });
    return this.mine(await this.own(userSeq, reviewSeq), now);
  }

  async update(userSeq: number, reviewSeq: number, input: ReviewText, now: Date) {
    const r = await this.own(userSeq, reviewSeq);
    if (!this.mine(r, now).editable) throw new AppError('REVIEW_EDIT_CLOSED');
    await this.repos.reviews.update(reviewSeq, {
      rating: input.rating,
      content: input.content.trim(),
      updatedAt: now,
    });
    return this.mine(await this.own(userSeq, reviewSeq), now);
  }

  async remove(userSeq: number, reviewSeq: number) {
    const r = await this.own(userSeq, reviewSeq);
    await this.uow(async ({ repos }) => {
      await repos.reviews.remove(reviewSeq);
      await repos.reviews.refreshShopCount(r.shopId);
    });
  }

  /** A shop's reviews, newest first, with the count and the average rating. */
  async shopReviews(shopId: number, page: number, size: number) {
    if (!(await this.repos.shops.exists(shopId))) throw new AppError('SHOP_NOT_FOUND');
    const { rows, total, average } = await this.repos.reviews.shopPage([shopId], page, size);
    const items = (await this.publicViews(rows)).map(({ shopId: _s, reservationSeq: _r, ...v }) => v);
    return {
      items,
      page,
      size,
      total,
      hasNext: (page + 1) * size < total,
      reviewCount: total,
      averageRating: average == null ? null : Math.round(average * 10) / 10,
    };
  }

  // ---- the shop's side ----

  async partnerReviews(staffSeq: number, shopId: number | undefined, page: number, size: number) {
    const mine = await this.repos.partners.shopIds(staffSeq);
    if (shopId != null && !mine.includes(shopId)) throw new AppError('FORBIDDEN');
    const { rows, total } = await this.repos.reviews.shopPage(shopId != null ? [shopId] : mine, page, size);
    return { items: await this.publicViews(rows), page, size, total, hasNext: (page + 1) * size < total };
  }

  /** The shop's answer (written again, it replaces the previous one). */
  async reply(staffSeq: number, reviewSeq: number, reply: string, now: Date) {
    const shopIds = await this.repos.partners.shopIds(staffSeq);
    if (!(await this.repos.reviews.one(reviewSeq, { shopIds }))) throw new AppError('REVIEW_NOT_FOUND');
    await this.repos.reviews.update(reviewSeq, { reply: reply.trim(), repliedAt: now });
    return (await this.publicViews([(await this.repos.reviews.one(reviewSeq, { shopIds }))!]))[0];
  }
}

/** "보호자" style masking: the first two characters stay, the rest become *. */
const maskNickname = (nickname: string) =>
  nickname.length <= 2
    ? `${nickname[0]}*`
    : nickname.slice(0, 2) + '*'.repeat(Math.min(nickname.length - 2, 4));
