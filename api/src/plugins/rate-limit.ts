import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitConfig } from '../config.js';
import { rateLimited } from '../lib/errors.js';
import { RateLimitRepository } from '../infra/rate-limit-repository.js';

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

  /**
   * Counts one login attempt BEFORE the password is checked, so parallel requests each take their own number and
   * no more than the limit are ever checked. Three budgets (OWASP "Blocking Brute Force Attacks", ASVS 6.3.1,
   * NIST 800-63B rate limiting): per IP (attempts on any account), per account from one IP (a fast lock: one
   * attacker, one victim) and per account from every IP together (a higher, slower limit against guessing spread
   * over many addresses). Five wrong passwords from one address therefore do not lock the owner out elsewhere; a
   * doubling lockout keyed on the account alone would still let anyone lock any account. Call `succeeded()` once
   * the password matched.
   */
  async loginAttempt(scope: string, account: string, ip: string) {
    const l = this.limits;
    await this.consume(`${scope}:ip:${ip}`, l.loginPerIp, l.loginWindowSec);
    const accountIpKey = `${scope}:account-ip:${account}:${ip}`;
    const accountKey = `${scope}:account:${account}`;
    const fromHere = await this.repo.hit(accountIpKey, l.loginWindowSec);
    const everywhere = await this.repo.hit(accountKey, l.loginAccountWindowSec);
    if (fromHere.count > l.loginPerAccountIp) throw rateLimited(fromHere.retryAfterSec);
    if (everywhere.count > l.loginPerAccount) throw rateLimited(everywhere.retryAfterSec);
    return {
      succeeded: async () => {
        await this.repo.reset(accountIpKey);
        // The right password is not a failure; other addresses' failures stay counted.
        await this.repo.refund(accountKey, l.loginAccountWindowSec);
      },
    };
  }

  /** Forgets the attempts counted against `key` (e.g. after a successful login). */
  async clear(key: string) {
    await this.repo.reset(key);
  }
}

async function rateLimitPlugin(app: FastifyInstance, opts: { limits: RateLimitConfig }) {
  const repo = new RateLimitRepository(app.db, () => app.now());
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
