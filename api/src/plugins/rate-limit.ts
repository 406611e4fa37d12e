import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitConfig } from '../config.js';
import { rateLimited } from '../lib/errors.js';
import { RateLimitRepository } from '../repositories/rate-limit-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

export class RateLimiter {
  constructor(
    readonly repo: RateLimitRepository,
    readonly limits: RateLimitConfig,
  ) {}

  /** Counts one attempt; throws 429 RATE_LIMITED (with Retry-After) once `limit` is exceeded. */
  async consume(key: string, limit: number, windowSec: number) {
    const b = await this.repo.hit(key, windowSec);
    if (b.count > limit) throw rateLimited(b.retryAfterSec);
  }

  /** Throws 429 if `limit` attempts were already counted, without counting this one. */
  async assertBelow(key: string, limit: number, windowSec: number) {
    const b = await this.repo.peek(key, windowSec);
    if (b.count >= limit) throw rateLimited(b.retryAfterSec);
  }
}

async function rateLimitPlugin(app: FastifyInstance, opts: { limits: RateLimitConfig }) {
  const repo = new RateLimitRepository(app.db);
  app.decorate('rateLimit', new RateLimiter(repo, opts.limits));
  // Expired windows are garbage; clear them now and then instead of on every request.
  const timer = setInterval(
    () => repo.purgeExpired().catch((err) => app.log.warn({ err }, 'rate-limit purge failed')),
    10 * 60_000,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['db'] });
