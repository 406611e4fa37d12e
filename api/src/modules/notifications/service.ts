import { NOTIFICATION_KINDS, type NotificationKind } from '../../db/schema/index.js';
import type { VapidConfig } from '../../infra/push/vapid.js';
import { AppError } from '../../lib/errors.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { PushDispatcher } from './push-dispatcher.js';
import type { NotificationRepository } from './repository.js';

export type { NotificationKind };

/** The Korean name of each kind (/news/setting rows, push titles). */
export const KIND_LABELS: Record<NotificationKind, string> = {
  RESERVATION_STATUS: '예약',
  ALIM_PAPER: '알림장',
  ALBUM: '앨범',
  NOTICE: '공지',
  CHAT: '채팅',
  COUPON: '쿠폰',
  CONSENT: '동의서',
  REVIEW: '리뷰 답글',
  COMMUNITY: '커뮤니티',
};

const KIND_DESCRIPTIONS: Record<NotificationKind, string> = {
  RESERVATION_STATUS: '예약 확정, 취소, 방문 완료',
  ALIM_PAPER: '매장이 보낸 새 알림장',
  ALBUM: '매장이 올린 새 앨범',
  NOTICE: '다니는 매장의 새 공지',
  CHAT: '매장과의 채팅 메시지',
  COUPON: '매장이 보낸 쿠폰',
  CONSENT: '서명할 새 동의서, 내용이 바뀐 동의서',
  REVIEW: '내 리뷰에 매장이 단 답글',
  COMMUNITY: '내 글에 단 댓글, 내 댓글에 단 답글, 가려진 내 글',
};

/**
 * The owner's notification centre (/news): every domain writes its notices through `notify`. A kind the owner
 * turned off in /news/setting is still written and listed, but not pushed (`pushed: false`).
 */
export class NotificationService {
  constructor(
    private readonly repo: NotificationRepository,
    private readonly uow: UnitOfWork,
    private readonly push: PushDispatcher,
    private readonly vapid: VapidConfig,
  ) {}

  list(userSeq: number, page: number, size: number) {
    return this.repo.list(userSeq, page, size);
  }

  async markRead(userSeq: number, notificationSeq: number) {
    if (!(await this.repo.markRead(userSeq, notificationSeq))) throw new AppError('NOTIFICATION_NOT_FOUND');
  }

  /** 모두 읽음: everything received up to `at`; answers how many were unread. */
  async markAllRead(userSeq: number, at: Date) {
    return { read: await this.repo.markReadUpTo(userSeq, at) };
  }

  /** Marks everything the user had received by `at` as read then (seeds: an inbox that was looked at). */
  async markReadUpTo(userSeq: number, at: Date) {
    await this.repo.markReadUpTo(userSeq, at);
  }

  /** Every kind with its label and whether it is on. */
  async settings(userSeq: number) {
    const changed = new Map((await this.repo.settings(userSeq)).map((s) => [s.kind, s.enabled]));
    return NOTIFICATION_KINDS.map((kind) => ({
      kind,
      label: KIND_LABELS[kind],
      description: KIND_DESCRIPTIONS[kind],
      enabled: changed.get(kind) ?? true,
    }));
  }

  async setSetting(userSeq: number, kind: NotificationKind, enabled: boolean) {
    await this.repo.setSetting(userSeq, kind, enabled);
    return this.settings(userSeq);
  }

  /** The public VAPID key the browser subscribes with. */
  vapidPublicKey() {
    if (!this.vapid.publicKey) throw new AppError('PUSH_NOT_CONFIGURED');
    return { publicKey: this.vapid.publicKey };
  }

  async subscribeWeb(userSeq: number, sub: { endpoint: string; keys: { p256dh: string; auth: string } }) {
    await this.repo.upsertSubscription({
      userSeq,
      channel: 'WEB',
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
    });
  }

  /** The app's FCM/APNs token, handed over by the native bridge (`PUSH_TOKEN`). */
  async registerNativeToken(userSeq: number, token: string, platform: 'ANDROID' | 'IOS') {
    await this.repo.upsertSubscription({ userSeq, channel: 'NATIVE', endpoint: token, platform });
  }

  async unsubscribe(userSeq: number, endpoint: string) {
    if (!(await this.repo.removeSubscription(userSeq, endpoint)))
      throw new AppError('PUSH_SUBSCRIPTION_NOT_FOUND');
  }

  /**
   * Writes one notification of `kind` with the screen it opens (`link`), stamped `at`, and pushes it to the
   * user's browsers and app unless the kind is turned off. Answers the notification's seq and whether it pushed.
   */
  async notify(
    userSeq: number,
    kind: NotificationKind,
    text: { title: string; body: string },
    link: string | null,
    at: Date,
  ) {
    const pushed = await this.repo.isEnabled(userSeq, kind);
    const notificationSeq = await this.repo.insert({
      userSeq,
      kind,
      title: text.title,
      body: text.body,
      link,
      pushed,
      createdAt: at,
    });
    // The job is written in the caller's transaction: a notification that rolls back never pushes.
    if (pushed && (await this.repo.hasSubscription(userSeq))) {
      await this.repo.enqueuePush(notificationSeq);
      this.push.wake();
    }
    return { notificationSeq, pushed };
  }

  /**
   * Like `notify`, for news that comes in bursts (a chat room's messages): while the user's entry of `kind` that opens
   * `link` is unread, it is rewritten with `text` and moved to `at` (to the top of 소식) instead of another being added;
   * once it is read, the next one starts a new entry. Two at once for the same link make one entry: they take turns
   * on a lock held until the caller's transaction ends (call it inside one). A push still goes for each, unless one
   * for the entry is waiting to go: that one sends the latest text (the browser shows one per link, see push-worker).
   */
  async notifyGrouped(
    userSeq: number,
    kind: NotificationKind,
    text: { title: string; body: string },
    link: string,
    at: Date,
  ) {
    await this.repo.lockThread(userSeq, kind, link);
    const unread = await this.repo.unreadLinkedTo(userSeq, kind, link);
    if (unread === null) return this.notify(userSeq, kind, text, link, at);
    const pushed = await this.repo.isEnabled(userSeq, kind);
    await this.repo.rewrite(unread, { title: text.title, body: text.body, pushed, createdAt: at });
    if (
      pushed &&
      (await this.repo.hasSubscription(userSeq)) &&
      (await this.repo.enqueuePushUnlessWaiting(unread))
    )
      this.push.wake();
    return { notificationSeq: unread, pushed };
  }

  /**
   * The push worker's batch: takes due jobs (FOR UPDATE SKIP LOCKED), sends each to every browser and app of its
   * user, drops subscriptions the push service reports gone, and retries a job whose every target failed (1, 4,
   * 16 minutes) before giving it up. Answers how many jobs it took.
   */
  async deliverPushes(limit = 20) {
    return this.uow(async ({ repos }) => {
      const jobs = await repos.notifications.takePushJobs(limit);
      for (const job of jobs) {
        const message = { kind: job.kind, title: job.title, body: job.body, link: job.link };
        const targets = await repos.notifications.subscriptions(job.userSeq);
        const results = await Promise.all(
          targets.map(async (t) => {
            const result =
              t.channel === 'WEB' && t.p256dh && t.auth
                ? await this.push.sender.sendWeb(
                    { endpoint: t.endpoint, p256dh: t.p256dh, auth: t.auth },
                    message,
                  )
                : await this.push.sender.sendNative(t.endpoint, t.platform, message);
            if (result === 'GONE') await repos.notifications.dropSubscription(t.endpoint);
            return result;
          }),
        );
        const allFailed = results.length > 0 && results.every((r) => r === 'FAILED');
        if (allFailed && job.attempts < 3)
          await repos.notifications.retryPushJob(job.jobSeq, 60 * 4 ** job.attempts);
        else await repos.notifications.finishPushJob(job.jobSeq);
      }
      return jobs.length;
    });
  }
}
