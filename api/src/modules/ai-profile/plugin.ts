/**
 * Starts the AI profile job worker with the API and stops it (and the model process) on close. The worker is on
 * unless `AI_PROFILE_WORKER=off` (tests build apps with `aiProfile.worker: false` and drive `runOnce` themselves).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AiProfileDeps } from './ports.js';
import { AiProfileWorker, type AiProfileWorkerOptions } from './worker.js';

export const AI_PROFILE_PURPOSE = 'AI_PROFILE';

declare module 'fastify' {
  interface FastifyInstance {
    aiProfileWorker: AiProfileWorker;
  }
}

export interface AiProfilePluginOptions {
  deps: AiProfileDeps;
  worker: boolean;
  workerOptions?: AiProfileWorkerOptions;
}

async function aiProfilePlugin(app: FastifyInstance, opts: AiProfilePluginOptions) {
  const worker = new AiProfileWorker(() => app.services.aiProfile, opts.deps.generator, app.log, {
    now: () => app.now(),
    ...opts.workerOptions,
  });
  app.decorate('aiProfileWorker', worker);
  // A confirmed AI_PROFILE payment marks the order paid and queues its job, in the confirm's transaction.
  app.services.payments.registerFulfiller(AI_PROFILE_PURPOSE, ({ scope, order, now }) =>
    scope.services.aiProfile.fulfil(order.refSeq, order.orderId, now),
  );
  if (opts.worker) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    await opts.deps.generator.close?.();
  });
}

export default fp(aiProfilePlugin, { name: 'ai-profile', dependencies: ['services'] });
