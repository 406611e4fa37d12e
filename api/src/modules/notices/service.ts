import type { Static } from '@sinclair/typebox';
import type { Repositories } from '../../repositories.js';
import type { Scope, UnitOfWork } from '../../unit-of-work.js';
import { AppError } from '../../lib/errors.js';
import type { NoticeRow } from './repository.js';
import type { createNoticeBody, updateNoticeBody } from './schemas.js';

export type CreateNotice = Static<typeof createNoticeBody>;
export type UpdateNotice = Static<typeof updateNoticeBody>;

/** The link a notice's notification opens (mf-shops /notice/{id}, public). */
export const noticeLink = (noticeSeq: number) => `/notice/${noticeSeq}`;

const partnerView = (n: NoticeRow) => ({
  noticeSeq: n.noticeSeq,
  shopId: n.shopId,
  title: n.title,
  body: n.body,
  pinned: n.pinned,
  status: n.publishedAt ? ('PUBLISHED' as const) : ('DRAFT' as const),
  publishedAt: n.publishedAt,
  createdAt: n.createdAt,
  updatedAt: n.updatedAt,
});

/**
 * A shop's notices (공지). Staff of the shop write, pin, publish and delete them; owners read the published ones
 * (the detail opens from a link without login). Publishing for the first time notifies the shop's linked customers
 * in the same transaction; editing, un-publishing and publishing again notify nobody.
 */
export class NoticeService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * A shop's published notices; for an owner (`viewer`), each says whether it is new to them (`unread`: published since
   * they became the shop's customer and not opened yet), and the page how many are.
   */
  async list(shopId: number, page: number, size: number, viewer: number | null = null) {
    if ((await this.repos.notices.shopName(shopId)) == null) throw new AppError('SHOP_NOT_FOUND');
    return this.repos.notices.published(shopId, page, size, viewer);
  }

  /**
   * A published notice; opened by an owner (`viewer`), its 소식 entry is read too, and, the first time, so is the
   * notice (its "N" on the list goes, on every device).
   */
  async detail(noticeSeq: number, viewer: number | null = null, now = new Date()) {
    const notice = await this.repos.notices.publishedOne(noticeSeq, viewer);
    if (!notice) throw new AppError('NOTICE_NOT_FOUND');
    if (viewer != null) {
      if (notice.unread) await this.repos.notices.markRead(noticeSeq, viewer, now);
      await this.repos.notifications.markReadLinkedTo(viewer, noticeLink(noticeSeq), now);
    }
    return notice;
  }

  /** The staff member's notices (of one of their shops, or all of them); another shop is SHOP_NOT_FOUND. */
  async partnerList(staffSeq: number, q: { shopId?: number; page: number; size: number }) {
    const mine = await this.repos.partners.shopIds(staffSeq);
    if (q.shopId != null && !mine.includes(q.shopId)) throw new AppError('SHOP_NOT_FOUND');
    const page = await this.repos.notices.ofShops(q.shopId != null ? [q.shopId] : mine, q.page, q.size);
    return { ...page, items: page.items.map(partnerView) };
  }

  async create(staffSeq: number, input: CreateNotice, now: Date) {
    const mine = await this.repos.partners.shopIds(staffSeq);
    // Not the staff member's shop: answered as if it did not exist.
    if (!mine.includes(input.shopId)) throw new AppError('SHOP_NOT_FOUND');
    return this.uow(async (scope) => {
      const { repos } = scope;
      const row = await repos.notices.insert({
        shopId: input.shopId,
        staffSeq,
        title: input.title.trim(),
        body: input.body.trim(),
        pinned: input.pinned,
        publishedAt: input.publish ? now : null,
        firstPublishedAt: input.publish ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      if (row.publishedAt) await this.notifyCustomers(scope, row, now);
      return partnerView(row);
    });
  }

  async update(staffSeq: number, noticeSeq: number, input: UpdateNotice, now: Date) {
    await this.ownedRow(staffSeq, noticeSeq);
    return this.uow(async (scope) => {
      const { repos } = scope;
      // Only the first publish notifies: a notice taken back to draft and published again notifies nobody and
      // keeps its first date (the one its customers were told of, and its place in the list).
      const { row, firstPublish } = await repos.notices.edit(
        noticeSeq,
        { title: input.title.trim(), body: input.body.trim(), pinned: input.pinned, updatedAt: now },
        input.publish,
        now,
      );
      if (firstPublish) await this.notifyCustomers(scope, row, now);
      return partnerView(row);
    });
  }

  async remove(staffSeq: number, noticeSeq: number) {
    await this.ownedRow(staffSeq, noticeSeq);
    await this.repos.notices.remove(noticeSeq);
  }

  /** A 소식 entry (kind NOTICE) for every owner linked to the notice's shop. */
  private async notifyCustomers({ repos, services }: Scope, notice: NoticeRow, now: Date) {
    const shopName = (await repos.notices.shopName(notice.shopId)) ?? '매장';
    for (const userSeq of await repos.notices.customers(notice.shopId)) {
      await services.notifications.notify(
        userSeq,
        'NOTICE',
        { title: `${shopName} 새 공지`, body: notice.title },
        noticeLink(notice.noticeSeq),
        now,
      );
    }
  }

  /** Another shop's notice is NOTICE_NOT_FOUND, as if it did not exist. */
  private async ownedRow(staffSeq: number, noticeSeq: number) {
    const row = await this.repos.notices.row(noticeSeq);
    if (!row || !(await this.repos.partners.shopIds(staffSeq)).includes(row.shopId))
      throw new AppError('NOTICE_NOT_FOUND');
    return row;
  }
}
