import { daysBetween, isRealDate, seoulDate } from '../booking/rules.js';
import { paged } from '../../lib/envelope.js';
import { isUniqueViolation } from '../../infra/db/pg-errors.js';
import { newToken, sha256 } from '../../infra/tokens.js';
import { AppError, validationError, type FieldError } from '../../lib/errors.js';
import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { MediaService, MediaView } from '../media/service.js';
import type { AlimPaperFull } from './repository.js';
import type { AlimPaperInput, CreateAlimPaperInput } from './schemas.js';

/** A share link lives a week unless the owner revokes it (or makes a new one, which replaces it). */
export const SHARE_TTL_MS = 7 * 86_400_000;
/** The longest stay one card covers. */
const MAX_STAY_DAYS = 30;

export const alimPaperPath = (alimPaperSeq: number) => `/alim-paper/${alimPaperSeq}`;
export const sharedAlimPaperPath = (token: string) => `/alim-paper/detail?token=${encodeURIComponent(token)}`;

const monthDay = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`;

const hasHealthNote = (h: AlimPaperInput['health']) =>
  !!h && (h.vomiting || h.injury || h.medicine || h.note.trim().length > 0);

/**
 * 알림장: the shop writes (draft), edits and publishes one card per pet and day; the owner reads it
 * (marked read), answers once, and shares it through a link that expires and can be revoked. Another
 * shop's staff and another owner see "not found", never the card.
 */
export class AlimPaperService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly media: MediaService,
  ) {}

  // ---- shared views -------------------------------------------------------------------------------

  private async base(card: AlimPaperFull, now: Date) {
    const photos: MediaView[] = await this.media.views(card.mediaSeqs, now);
    return {
      alimPaperSeq: card.alimPaperSeq,
      date: card.date,
      endDate: card.endDate,
      shop: { shopId: card.shopId, name: card.shopName },
      pet: { petSeq: card.petSeq, name: card.petName, kind: card.petKind },
      moods: card.moods,
      meal: card.meal,
      potty: card.potty,
      activity: card.activity,
      health: card.health,
      hasHealthNote: card.hasHealthNote,
      text: card.text,
      teacherName: card.teacherName,
      photos,
      publishedAt: card.publishedAt,
      reply: card.reply && card.repliedAt ? { text: card.reply, repliedAt: card.repliedAt } : null,
    };
  }

  private async ownerView(card: AlimPaperFull, now: Date) {
    const live = card.shareTokenHash && card.shareExpiresAt && card.shareExpiresAt > now;
    return {
      ...(await this.base(card, now)),
      readAt: card.readAt,
      share: live ? { expiresAt: card.shareExpiresAt! } : null,
    };
  }

  private async partnerView(card: AlimPaperFull, now: Date) {
    return {
      ...(await this.base(card, now)),
      status: card.status,
      readAt: card.readAt,
      updatedAt: card.updatedAt,
    };
  }

  // ---- the shop (partner API) ---------------------------------------------------------------------

  /** The card tells of a day that has come: its first day is today (Seoul) or before, never a day ahead. */
  private async checkInput(input: AlimPaperInput, now: Date) {
    const fields: FieldError[] = [];
    if (!isRealDate(input.date)) fields.push({ field: 'date', message: '날짜를 확인해 주세요.' });
    else if (input.date > seoulDate(now))
      fields.push({ field: 'date', message: '오늘이나 지난 날짜로 써주세요.' });
    if (input.endDate != null) {
      if (!isRealDate(input.endDate) || input.endDate < input.date)
        fields.push({ field: 'endDate', message: '마지막 날은 첫날과 같거나 뒤여야 해요.' });
      else if (daysBetween(input.date, input.endDate) > MAX_STAY_DAYS)
        fields.push({ field: 'endDate', message: `한 알림장은 ${MAX_STAY_DAYS}일까지 쓸 수 있어요.` });
    }
    if (input.moods.length) {
      const words = new Set((await this.repos.catalog.emotionWords()).map((w) => w.word));
      if (input.moods.some((m) => !words.has(m)))
        fields.push({ field: 'moods', message: '기분은 목록에 있는 단어로 골라 주세요.' });
    }
    if (fields.length) throw validationError(fields);
  }

  private async staffCard(staffSeq: number, alimPaperSeq: number) {
    const card = await this.repos.alimPapers.one(alimPaperSeq);
    if (!card || !(await this.repos.partners.shopIds(staffSeq)).includes(card.shopId))
      throw new AppError('ALIM_PAPER_NOT_FOUND');
    return card;
  }

  private fields(input: AlimPaperInput) {
    return {
      date: input.date,
      endDate: input.endDate ?? null,
      moods: input.moods,
      meal: input.meal,
      potty: input.potty,
      activity: input.activity,
      health: input.health,
      hasHealthNote: hasHealthNote(input.health),
      text: input.text,
      mediaSeqs: input.mediaSeqs,
    };
  }

  /** A draft card; the photos must be this staff member's fresh uploads. */
  async create(staffSeq: number, input: CreateAlimPaperInput, now = new Date()) {
    if (!(await this.repos.partners.shopIds(staffSeq)).includes(input.shopId))
      throw new AppError('FORBIDDEN');
    await this.checkInput(input, now);
    const userSeq = await this.repos.alimPapers.customerOwner(input.shopId, input.petSeq);
    if (userSeq == null) throw new AppError('ALIM_PAPER_NOT_CUSTOMER');
    const teacher = await this.repos.partners.profile(staffSeq);
    const seq = await this.uow(async ({ repos, services }) => {
      await services.media.claim({ kind: 'STAFF', seq: staffSeq }, input.mediaSeqs, now);
      try {
        return await repos.alimPapers.insert({
          ...this.fields(input),
          shopId: input.shopId,
          petSeq: input.petSeq,
          userSeq,
          writtenBy: staffSeq,
          teacherName: teacher.name,
          createdAt: now,
          updatedAt: now,
        });
      } catch (err) {
        if (isUniqueViolation(err, 'alim_papers_shop_pet_date_uq')) throw new AppError('ALIM_PAPER_EXISTS');
        throw err;
      }
    });
    return this.partnerView((await this.repos.alimPapers.one(seq))!, now);
  }

  /**
   * Rewrites the card (a published one too: the owner sees the correction); new photos are claimed, dropped ones
   * released. A health note added to a card already sent is news the owner must not miss in a quiet correction: a
   * 소식 entry says so, and the card is unread again.
   */
  async update(staffSeq: number, alimPaperSeq: number, input: AlimPaperInput, now = new Date()) {
    const card = await this.staffCard(staffSeq, alimPaperSeq);
    await this.checkInput(input, now);
    const added = input.mediaSeqs.filter((s) => !card.mediaSeqs.includes(s));
    const dropped = card.mediaSeqs.filter((s) => !input.mediaSeqs.includes(s));
    const healthAdded = card.status === 'PUBLISHED' && !card.hasHealthNote && hasHealthNote(input.health);
    await this.uow(async ({ repos, services }) => {
      await services.media.claim({ kind: 'STAFF', seq: staffSeq }, added, now);
      await services.media.release(dropped);
      try {
        await repos.alimPapers.update(alimPaperSeq, {
          ...this.fields(input),
          updatedAt: now,
          ...(healthAdded ? { readAt: null } : {}),
        });
      } catch (err) {
        if (isUniqueViolation(err, 'alim_papers_shop_pet_date_uq')) throw new AppError('ALIM_PAPER_EXISTS');
        throw err;
      }
      if (healthAdded)
        await services.notifications.notify(
          card.userSeq,
          'ALIM_PAPER',
          {
            title: `${card.petName}의 알림장에 건강 메모가 더해졌어요`,
            body: `${card.shopName} · ${monthDay(input.date)}\n꼭 확인해 주세요.`,
          },
          alimPaperPath(alimPaperSeq),
          now,
        );
    });
    return this.partnerView((await this.repos.alimPapers.one(alimPaperSeq))!, now);
  }

  /** Sends the card to the owner: published, and a 소식 entry that opens it. */
  async publish(staffSeq: number, alimPaperSeq: number, now = new Date()) {
    const card = await this.staffCard(staffSeq, alimPaperSeq);
    await this.uow(async ({ repos, services }) => {
      if (!(await repos.alimPapers.publish(alimPaperSeq, now)))
        throw new AppError('ALIM_PAPER_ALREADY_PUBLISHED');
      const health = card.hasHealthNote ? '\n건강 메모가 있어요. 꼭 확인해 주세요.' : '';
      await services.notifications.notify(
        card.userSeq,
        'ALIM_PAPER',
        {
          title: `${card.petName}의 알림장이 도착했어요`,
          body: `${card.shopName} · ${monthDay(card.date)}${health}`,
        },
        alimPaperPath(alimPaperSeq),
        now,
      );
    });
    return this.partnerView((await this.repos.alimPapers.one(alimPaperSeq))!, now);
  }

  async partnerOne(staffSeq: number, alimPaperSeq: number, now = new Date()) {
    return this.partnerView(await this.staffCard(staffSeq, alimPaperSeq), now);
  }

  async partnerList(
    staffSeq: number,
    q: { shopId: number; date?: string; page: number; size: number },
    now = new Date(),
  ) {
    if (!(await this.repos.partners.shopIds(staffSeq)).includes(q.shopId)) throw new AppError('FORBIDDEN');
    const { rows, total } = await this.repos.alimPapers.shopPage(q.shopId, q.date, q.page, q.size);
    return paged(await Promise.all(rows.map((r) => this.partnerView(r, now))), q.page, q.size, total);
  }

  // ---- the owner ----------------------------------------------------------------------------------

  private async ownerCard(userSeq: number, alimPaperSeq: number) {
    const card = await this.repos.alimPapers.one(alimPaperSeq);
    if (!card || card.userSeq !== userSeq || card.status !== 'PUBLISHED')
      throw new AppError('ALIM_PAPER_NOT_FOUND');
    return card;
  }

  async list(userSeq: number, q: { petSeq?: number; page: number; size: number }, now = new Date()) {
    const { rows, total, unread } = await this.repos.alimPapers.ownerPage(userSeq, q.petSeq, q.page, q.size);
    const thumbs = await this.media.thumbnails(
      rows.flatMap((r) => r.mediaSeqs.slice(0, 1)),
      now,
    );
    const items = rows.map((r) => ({
      alimPaperSeq: r.alimPaperSeq,
      date: r.date,
      endDate: r.endDate,
      shop: { shopId: r.shopId, name: r.shopName },
      pet: { petSeq: r.petSeq, name: r.petName, kind: r.petKind },
      moods: r.moods,
      hasHealthNote: r.hasHealthNote,
      preview: r.text.slice(0, 80),
      photoCount: r.mediaSeqs.length,
      thumbnailUrl: r.mediaSeqs.length ? (thumbs.get(r.mediaSeqs[0]) ?? null) : null,
      publishedAt: r.publishedAt!,
      unread: r.readAt == null,
    }));
    return { ...paged(items, q.page, q.size, total), unread };
  }

  /** The card, marked read on the first open, and with it the 소식 entry that announced it. */
  async detail(userSeq: number, alimPaperSeq: number, now = new Date()) {
    const card = await this.ownerCard(userSeq, alimPaperSeq);
    if (!card.readAt) {
      // Through this service's repositories, not a unit of work of its own: the demo seed opens cards inside its
      // transaction, and a second one waits forever on PGlite's single connection.
      await this.repos.alimPapers.markRead(alimPaperSeq, now);
      await this.repos.notifications.markReadLinkedTo(userSeq, alimPaperPath(alimPaperSeq), now);
      card.readAt = now;
    }
    return this.ownerView(card, now);
  }

  /** The owner's reply or thanks to the teacher (one per card; writing again replaces it). */
  async reply(userSeq: number, alimPaperSeq: number, text: string, now = new Date()) {
    await this.ownerCard(userSeq, alimPaperSeq);
    await this.repos.alimPapers.update(alimPaperSeq, { reply: text, repliedAt: now });
    return this.ownerView((await this.repos.alimPapers.one(alimPaperSeq))!, now);
  }

  /** A new share link (the previous one stops working); only the token's hash is kept. */
  async share(userSeq: number, alimPaperSeq: number, now = new Date()) {
    await this.ownerCard(userSeq, alimPaperSeq);
    const token = newToken(24);
    const expiresAt = new Date(now.getTime() + SHARE_TTL_MS);
    await this.repos.alimPapers.update(alimPaperSeq, {
      shareTokenHash: sha256(token),
      shareExpiresAt: expiresAt,
    });
    return { token, path: sharedAlimPaperPath(token), expiresAt };
  }

  async revokeShare(userSeq: number, alimPaperSeq: number) {
    await this.ownerCard(userSeq, alimPaperSeq);
    await this.repos.alimPapers.update(alimPaperSeq, { shareTokenHash: null, shareExpiresAt: null });
  }

  /** No login: the token is the permission. Expired, revoked, unknown, or not this card's → one answer. */
  async shared(token: string, alimPaperSeq: number | undefined, now = new Date()) {
    const card = await this.repos.alimPapers.byShareHash(sha256(token));
    if (
      !card ||
      card.status !== 'PUBLISHED' ||
      !card.shareExpiresAt ||
      card.shareExpiresAt <= now ||
      (alimPaperSeq !== undefined && alimPaperSeq !== card.alimPaperSeq)
    )
      throw new AppError('ALIM_PAPER_SHARE_INVALID');
    return this.base(card, now);
  }
}
