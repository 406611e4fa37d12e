import type { PushMessage, PushSender } from '../../infra/push/push-sender.js';
import type { PushSubscriptionRow } from './repository.js';

/**
 * Sends pushes off the request path: a notification is written in the caller's transaction, and its pushes go out
 * without holding that transaction or the response. A failed push never fails the write; a subscription the push
 * service reports gone is dropped through `onGone` (bound to the pool by the services plugin).
 */
export class PushDispatcher {
  private readonly pending = new Set<Promise<unknown>>();
  onGone: (endpoint: string) => Promise<void> = async () => {};

  constructor(private readonly sender: PushSender) {}

  dispatch(targets: PushSubscriptionRow[], message: PushMessage) {
    for (const t of targets) {
      const send =
        t.channel === 'WEB' && t.p256dh && t.auth
          ? this.sender.sendWeb({ endpoint: t.endpoint, p256dh: t.p256dh, auth: t.auth }, message)
          : this.sender.sendNative(t.endpoint, t.platform, message);
      const done = send
        .then((result) => (result === 'GONE' ? this.onGone(t.endpoint) : undefined))
        .catch(() => undefined)
        .finally(() => this.pending.delete(done));
      this.pending.add(done);
    }
  }

  /** Resolves once every push started so far has been answered (tests, graceful shutdown). */
  async settled() {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
