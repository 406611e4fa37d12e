import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { AppError } from '../../lib/errors.js';
import { endOfSeoulDay } from '../../lib/seoul-day.js';
import { seoulDate } from '../booking/rules.js';
import type { EventCouponTerms } from '../../db/schema/index.js';
import type { Block, EventStatus } from './schemas.js';

const PICKS_LIMIT = 10;

/** Whether an event runs on Seoul's `today` (both ends included). */
export function eventStatus(e: { startDate: string; endDate: string }, today: string): EventStatus {
  if (today < e.startDate) return 'UPCOMING';
  return today > e.endDate ? 'ENDED' : 'RUNNING';
}
const STATUS_ORDER: Record<EventStatus, number> = { RUNNING: 0, UPCOMING: 1, ENDED: 2 };

/** Shop ids the body's shop cards name, in order of appearance. */
export const blockShopIds = (blocks: Block[]) => blocks.flatMap((b) => (b.type === 'shop' ? [b.shopId] : []));

/** 홈 reads: curated series and contents, picks for my pets' breeds, breed guides, curated reviews, events. */
export class CurationService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
  ) {}

  /** Published series, each with its published contents (a series with none is left out). */
  async home() {
    const series = await this.repos.curation.publishedSeries();
    const cards = await this.repos.curation.publishedCards(series.map((s) => s.curationSeq));
    return {
      series: series
        .map((s) => ({
          curationSeq: s.curationSeq,
          title: s.title,
          subtitle: s.subtitle,
          contents: cards.filter((c) => c.curationSeq === s.curationSeq),
        }))
        .filter((s) => s.contents.length > 0),
    };
  }

  /** Contents tagged with the breeds of the user's pets. */
  async picks(userSeq: number) {
    const rows = await this.repos.curation.petBreeds(userSeq);
    const breeds: { breedSeq: number; name: string; petNames: string[] }[] = [];
    for (const r of rows) {
      const b = breeds.find((x) => x.breedSeq === r.breedSeq);
      if (b) b.petNames.push(r.petName);
      else breeds.push({ breedSeq: r.breedSeq, name: r.name, petNames: [r.petName] });
    }
    const contents = await this.repos.curation.cardsForBreeds(
      breeds.map((b) => b.breedSeq),
      PICKS_LIMIT,
    );
    return { breeds, contents };
  }

  /** One published content of a published series (else CURATION_NOT_FOUND), with its shops, related and next. */
  async content(curationSeq: number, curationContentsSeq: number, userSeq: number | null) {
    const c = await this.repos.curation.content(curationContentsSeq);
    const series = c && c.curationSeq === curationSeq ? await this.repos.curation.series(curationSeq) : null;
    if (!c || !c.published || !series?.published) throw new AppError('CURATION_NOT_FOUND');
    const shopIds = [...new Set([...blockShopIds(c.blocks), ...c.relatedShopIds])];
    const [shops, related, siblings] = await Promise.all([
      this.repos.shops.summaries(shopIds, userSeq),
      this.repos.curation.cardsBySeq(c.relatedContentsSeqs.filter((s) => s !== c.curationContentsSeq)),
      this.repos.curation.publishedCards([curationSeq]),
    ]);
    const at = siblings.findIndex((s) => s.curationContentsSeq === curationContentsSeq);
    return {
      curationSeq: c.curationSeq,
      curationContentsSeq: c.curationContentsSeq,
      kind: c.kind,
      title: c.title,
      summary: c.summary,
      coverImageUrl: c.coverImageUrl,
      breedSeqs: c.breedSeqs,
      seriesTitle: series.title,
      author: c.author,
      publishedAt: c.publishedAt,
      video: c.video ?? null,
      blocks: c.blocks,
      shops,
      relatedShopIds: c.relatedShopIds.filter((id) => shops.some((s) => s.shopId === id)),
      related,
      next: siblings[at + 1] ?? null,
    };
  }

  /** A breed's guide: the editor's note (null until written) and the contents tagged with it. */
  async breedGuide(breedSeq: number) {
    const [breed] = await this.repos.curation.breeds([breedSeq]);
    if (!breed) throw new AppError('BREED_NOT_FOUND');
    const [note, contents] = await Promise.all([
      this.repos.curation.breedNote(breedSeq),
      this.repos.curation.cardsForBreeds([breedSeq], PICKS_LIMIT),
    ]);
    return {
      breedSeq,
      kind: breed.kind as 'DOG' | 'CAT',
      name: breed.name,
      note: note && {
        summary: note.summary,
        traits: note.traits,
        careNotes: note.careNotes,
        updatedAt: note.updatedAt,
      },
      contents,
    };
  }

  /** The breeds an editor has written a guide for (the breed list marks them). */
  async guidedBreeds() {
    return { breedSeqs: await this.repos.curation.breedNoteSeqs() };
  }

  async review(reviewSeq: number, userSeq: number | null) {
    const r = await this.repos.curation.review(reviewSeq);
    if (!r?.published) throw new AppError('CURATION_REVIEW_NOT_FOUND');
    const [shop] = await this.repos.shops.summaries([r.shopId], userSeq);
    return {
      reviewSeq: r.reviewSeq,
      title: r.title,
      summary: r.summary,
      author: r.author,
      rating: r.rating,
      coverImageUrl: r.coverImageUrl,
      publishedAt: r.publishedAt,
      blocks: r.blocks,
      shop,
    };
  }

  reviews() {
    return this.repos.curation.publishedReviewCards(10);
  }

  /** Published events: running first (ending soonest first), then upcoming, then ended (latest first). */
  async events(now: Date) {
    const today = seoulDate(now);
    const rows = await this.repos.curation.publishedEvents();
    return rows
      .map((e) => this.card(e, today))
      .sort(
        (a, b) =>
          STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
          (a.status === 'ENDED' ? b.endDate.localeCompare(a.endDate) : a.endDate.localeCompare(b.endDate)) ||
          b.eventSeq - a.eventSeq,
      );
  }

  private card(
    e: {
      eventSeq: number;
      title: string;
      summary: string;
      coverImageUrl: string;
      startDate: string;
      endDate: string;
      coupon: EventCouponTerms | null;
    },
    today: string,
  ) {
    return {
      eventSeq: e.eventSeq,
      title: e.title,
      summary: e.summary,
      coverImageUrl: e.coverImageUrl,
      startDate: e.startDate,
      endDate: e.endDate,
      status: eventStatus(e, today),
      hasCoupon: e.coupon != null,
    };
  }

  /** An event with its coupon's terms; `couponSeq` is the signed-in user's coupon once taken. */
  async event(eventSeq: number, userSeq: number | null, now: Date) {
    const e = await this.repos.curation.event(eventSeq);
    if (!e?.published) throw new AppError('EVENT_NOT_FOUND');
    const take = userSeq != null && e.coupon ? await this.repos.curation.couponTake(eventSeq, userSeq) : null;
    return {
      ...this.card(e, seoulDate(now)),
      blocks: e.blocks,
      coupon: e.coupon && { ...e.coupon, couponSeq: take?.couponSeq ?? null, takenAt: take?.takenAt ?? null },
    };
  }

  /**
   * Takes the event's coupon: a coupons-module coupon for any shop, valid `validDays` (through the whole Seoul day
   * that many days after today), in the user's 쿠폰함. Once per user (409 EVENT_COUPON_ALREADY_TAKEN after that) and
   * only while the event runs. The event row is locked, so two taps at once queue, and the coupon and the take commit
   * together.
   */
  takeCoupon(eventSeq: number, userSeq: number, now: Date) {
    return this.uow(async ({ repos, services }) => {
      const e = await repos.curation.lockEvent(eventSeq);
      if (!e?.published) throw new AppError('EVENT_NOT_FOUND');
      if (!e.coupon) throw new AppError('EVENT_COUPON_NOT_FOUND');
      if (eventStatus(e, seoulDate(now)) !== 'RUNNING') throw new AppError('EVENT_NOT_RUNNING');
      if (await repos.curation.couponTake(eventSeq, userSeq))
        throw new AppError('EVENT_COUPON_ALREADY_TAKEN');
      const { name, description, discountType, discountValue, maxDiscount, minPrice, validDays } = e.coupon;
      const expiresAt = endOfSeoulDay(now, validDays);
      const couponSeq = await services.coupons.issue(userSeq, {
        name,
        description,
        discountType,
        discountValue,
        maxDiscount,
        minPrice,
        shopId: null,
        expiresAt,
        source: `EVENT:${eventSeq}`,
      });
      const take = await repos.curation.insertCouponTake(eventSeq, userSeq, couponSeq, now);
      if (!take) throw new AppError('EVENT_COUPON_ALREADY_TAKEN');
      return { eventSeq, couponSeq, name, expiresAt, takenAt: take.takenAt };
    });
  }
}
