/**
 * A clock the e2e stack can move forward, for stories that need time to pass (a visit that has started, so the shop
 * can complete it). Only with APP_ENV=test and TEST_CLOCK=1; never in development or production. The API's `now`
 * is the real time plus the offset; `POST /__test/clock { advanceMinutes }` adds to the offset.
 */
import type { FastifyInstance } from 'fastify';

export interface TestClock {
  now: () => Date;
  advance: (minutes: number) => Date;
}

export function testClockFromEnv(env: NodeJS.ProcessEnv = process.env): TestClock | null {
  if (env.APP_ENV !== 'test' || env.TEST_CLOCK !== '1') return null;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance: (minutes) => {
      offsetMs += Math.max(0, minutes) * 60_000;
      return now();
    },
  };
}

export async function testClockRoutes(app: FastifyInstance, opts: { clock: TestClock }) {
  app.post('/__test/clock', { schema: { hide: true } }, async (request) => {
    const minutes = Number((request.body as { advanceMinutes?: unknown } | null)?.advanceMinutes ?? 0);
    return {
      resultCode: 'SUCCESS',
      message: '성공',
      data: { now: opts.clock.advance(minutes).toISOString() },
    };
  });
}
