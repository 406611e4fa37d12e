import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { PG_ADMIN_URL, postgresReachable } from './src/test/test-db.js';

/**
 * Two projects run the same suite: `pglite` (always) and `postgres` (when PostgreSQL answers at
 * TEST_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres). With CI=true an unreachable
 * PostgreSQL fails the run instead of silently skipping. TEST_DB=pglite|postgres runs only one backend.
 */
export default defineConfig(async (): Promise<ViteUserConfig> => {
  const only = process.env.TEST_DB;
  const wantPostgres = only !== 'pglite';
  const reachable = wantPostgres ? await postgresReachable() : false;
  if (wantPostgres && !reachable && (process.env.CI === 'true' || only === 'postgres')) {
    throw new Error(`PostgreSQL is not reachable at ${PG_ADMIN_URL}; the postgres test project cannot run.`);
  }
  if (wantPostgres && !reachable)
    console.warn(`[vitest] PostgreSQL not reachable at ${PG_ADMIN_URL}: running the pglite project only.`);
  const backends = [only !== 'postgres' && 'pglite', reachable && 'postgres'].filter(Boolean) as string[];
  return {
    test: {
      projects: backends.map((name) => ({
        extends: true,
        test: { name, env: { TEST_DB: name } },
      })),
      include: ['src/**/__tests__/**/*.test.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
});
