/**
 * The in-process job worker: takes one job at a time (or `concurrency`) from the table, hands the photos to the
 * PortraitGenerator, polls it, keeps the job's progress and lease current, and finishes or fails (refunding) the
 * order. Several API processes may each run one: jobs are taken with FOR UPDATE SKIP LOCKED, and a job whose
 * worker died is taken again when its lease lapses.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PortraitGenerator } from './generation/types.js';
import type { AiProfileService } from './service.js';

export interface AiProfileWorkerOptions {
  /** How often an idle worker looks for a job, and how often it polls the generator. */
  pollMs?: number;
  concurrency?: number;
  now?: () => Date;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class AiProfileWorker {
  private running = false;
  private loops: Promise<void>[] = [];
  private wake: (() => void) | null = null;
  private readonly pollMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly service: () => AiProfileService,
    private readonly generator: PortraitGenerator,
    private readonly log: FastifyBaseLogger,
    private readonly opts: AiProfileWorkerOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 1000;
    this.now = opts.now ?? (() => new Date());
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.loops = Array.from({ length: this.opts.concurrency ?? 1 }, () => this.loop());
  }

  /** Stops taking jobs and waits for the current ones to finish. */
  async stop() {
    this.running = false;
    this.wake?.();
    await Promise.all(this.loops);
    this.loops = [];
  }

  private async loop() {
    let sweep = 0;
    while (this.running) {
      try {
        if (sweep++ % 60 === 0) await this.service().refundFailed(this.now());
        if (await this.runOnce()) continue;
      } catch (err) {
        this.log.error({ err }, 'ai-profile worker');
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, this.pollMs);
      });
    }
  }

  /** Takes one job and runs it to its end; false when there was none. */
  async runOnce(): Promise<boolean> {
    const svc = this.service();
    const taken = await svc.takeJob(this.now());
    if (!taken) return false;
    const { job, order } = taken;
    if (taken.exhausted) {
      await svc.fail(job, order, 'TOO_MANY_ATTEMPTS', `attempt ${job.attempts}`, this.now());
      return true;
    }
    try {
      const photos = await svc.photos(order);
      const id = await this.generator.submit({
        photos,
        pet: { name: order.petName, species: order.species, breed: order.breed, ageYears: order.ageYears },
        styles: await svc.styles(order),
      });
      await svc.progress(job, { externalId: id, progress: 0, step: '사진을 받았어요' }, this.now());
      for (;;) {
        const st = await this.generator.status(id);
        if (st.state === 'DONE') {
          await svc.complete(job, order, st.pictures, this.now());
          this.generator.forget?.(id);
          this.log.info({ orderSeq: order.orderSeq }, 'ai-profile job done');
          return true;
        }
        if (st.state === 'FAILED') {
          this.generator.forget?.(id);
          const refundError = await svc.fail(job, order, st.code, st.detail, this.now());
          if (refundError)
            this.log.error({ err: refundError, orderSeq: order.orderSeq }, 'ai-profile refund failed');
          this.log.warn(
            { orderSeq: order.orderSeq, code: st.code, detail: st.detail },
            'ai-profile job failed',
          );
          return true;
        }
        await svc.progress(job, { progress: st.progress, step: st.step }, this.now());
        await sleep(Math.min(this.pollMs, 500));
      }
    } catch (err) {
      this.log.error({ err, orderSeq: order.orderSeq }, 'ai-profile job crashed');
      await svc.fail(job, order, 'GENERATOR_ERROR', String((err as Error)?.message ?? err), this.now());
      return true;
    }
  }
}
