import type { PushSender } from '../../infra/push/push-sender.js';

/**
 * Runs the push worker (`NotificationService.deliverPushes`, bound to the pool by the services plugin): woken
 * shortly after a notification is written and on the server's timer. Runs are serialised in one process; several
 * processes share the jobs through FOR UPDATE SKIP LOCKED.
 */
export class PushDispatcher {
  /** One batch of due jobs; answers how many it took (set by the services plugin). */
  drain: () => Promise<number> = async () => 0;
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(readonly sender: PushSender) {}

  /**
   * Runs the worker soon: a notification's transaction commits after `notify` returns, so an immediate run
   * would not see its job yet (the server's timer would still send it later).
   */
  wake(delayMs = 250) {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, delayMs);
    this.timer.unref?.();
  }

  /** Drains every due job (batch after batch); one run at a time. */
  run(): Promise<void> {
    this.running ??= (async () => {
      try {
        while ((await this.drain()) > 0);
      } catch {
        // The next wake or tick tries again; the jobs stay.
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Sends what is due now and waits for it (tests, shutdown). */
  async settled() {
    this.stop();
    await this.running;
    await this.run();
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
