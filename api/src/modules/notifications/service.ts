import { AppError } from '../../lib/errors.js';
import type { NotificationRepository } from './repository.js';

/** What a notification is about; the front picks its icon and grouping from it. */
export type NotificationKind = 'RESERVATION_STATUS' | 'ALIM_PAPER';

/** The owner's inbox (/news): every domain writes its notices through here. */
export class NotificationService {
  constructor(private readonly repo: NotificationRepository) {}

  list(userSeq: number, page: number, size: number) {
    return this.repo.list(userSeq, page, size);
  }

  async markRead(userSeq: number, notificationSeq: number) {
    if (!(await this.repo.markRead(userSeq, notificationSeq))) throw new AppError('NOT_FOUND');
  }

  /** Marks everything the user had received by `at` as read then (seeds: an inbox that was looked at). */
  markReadUpTo(userSeq: number, at: Date) {
    return this.repo.markReadUpTo(userSeq, at);
  }

  /** Writes one notification of `kind` with the screen it opens (`link`), stamped `at`. */
  notify(
    userSeq: number,
    kind: NotificationKind,
    text: { title: string; body: string },
    link: string | null,
    at: Date,
  ) {
    return this.repo.insert({ userSeq, kind, title: text.title, body: text.body, link, createdAt: at });
  }
}
