import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether the Redis tests can run. With CI=true an unreachable Redis fails the run instead of skipping, as the
 * PostgreSQL project does (vitest.config.ts); elsewhere the tests are skipped with the reason printed.
 */
export async function redisAvailable(): Promise<boolean> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    if (process.env.CI === 'true')
      throw new Error(`Redis is not reachable at ${TEST_REDIS_URL}; the bus tests cannot run.`);
    console.warn(
      `[chatting] Redis not reachable at ${TEST_REDIS_URL}: Redis bus tests skipped (required when CI=true).`,
    );
    return false;
  } finally {
    client.disconnect();
  }
}

export const uniquePrefix = () =>
  `guardian-test:${process.pid}:${Date.now().toString(36)}:${Math.random().toString(36).slice(2, 8)}:`;
