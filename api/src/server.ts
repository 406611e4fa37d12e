import { buildApp } from './app.js';
import { trustProxyFromEnv } from './config.js';
import { dbOptionsFromEnv, openDb } from './infra/db/client.js';
import { seed } from './db/seed/index.js';
import { DEMO_INVITATIONS } from './modules/invitations/seed.js';
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from './modules/partner/seed.js';
import { DEMO_ACCOUNT } from './modules/users/seed.js';
import { appEnvFrom, assertProductionReady, demoSeedWanted } from './production-guard.js';
import { testClockFromEnv, testClockRoutes } from './infra/test-clock.js';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';

const appEnv = appEnvFrom();
const demo = demoSeedWanted(appEnv);
const dbOpts = dbOptionsFromEnv();
const handle = await openDb(dbOpts);
await handle.migrate();
const seedTimes: [string, number][] = [];
const seedStarted = performance.now();
const seeded =
  process.env.SEED === 'false'
    ? false
    : await seed(handle.db, { demo }, new Date(), (name, ms) => seedTimes.push([name, ms]));
const seedMs = performance.now() - seedStarted;

// APP_ENV=test with TEST_CLOCK=1 only: an e2e story moves the clock forward (POST /__test/clock).
const testClock = testClockFromEnv();
const app = await buildApp({
  db: handle.db,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy: trustProxyFromEnv(),
  ...(testClock ? { now: testClock.now } : {}),
});
if (testClock) await app.register(testClockRoutes, { clock: testClock });

if (appEnv === 'production') {
  try {
    await assertProductionReady(handle.db, app.config, app.sms);
  } catch (err) {
    console.error((err as Error).message);
    await app.close();
    await handle.close();
    process.exit(1);
  }
}

// Requests whose deposit stayed unpaid expire on a timer; every API process may run it (SKIP LOCKED shares the rows).
const expiryEverySec = Number(process.env.REQUEST_EXPIRY_INTERVAL_SEC ?? 60);
const expiryTimer =
  expiryEverySec > 0
    ? setInterval(() => {
        app.services.booking
          .expireUnpaidRequests(app.now())
          .then((n) => n && app.log.info(`expired ${n} request(s) with an unpaid deposit`))
          .catch((err) => app.log.error({ err }, 'expiring unpaid requests failed'));
      }, expiryEverySec * 1000)
    : null;
expiryTimer?.unref();

// Pushes of new notifications go out through push_jobs: woken right after a notification, and on this timer
// (retries, and jobs another process wrote). Every API process may run it (SKIP LOCKED shares the rows).
const pushEverySec = Number(process.env.PUSH_INTERVAL_SEC ?? 5);
const pushTimer = pushEverySec > 0 ? setInterval(() => void app.push.run(), pushEverySec * 1000) : null;
pushTimer?.unref();
// Photos uploaded but never attached to anything are removed a day later (rows, then files).
const mediaSweepEverySec = Number(process.env.MEDIA_SWEEP_INTERVAL_SEC ?? 3600);
const mediaSweepTimer =
  mediaSweepEverySec > 0
    ? setInterval(() => {
        app.services.media
          .sweepUnattached(app.now())
          .then((n) => n && app.log.info(`removed ${n} unattached photo(s)`))
          .catch((err) => app.log.error({ err }, 'removing unattached photos failed'));
      }, mediaSweepEverySec * 1000)
    : null;
mediaSweepTimer?.unref();
// Login records (owners', staff's and editors' sessions, chat tokens, social-login traces) older than 3 months are
// deleted, as the privacy policy promises (로그인 기록: 3개월, 통신비밀보호법), and phone certifications a day after
// they could last be used. Every API process may run it (each deletes whatever is still there).
const loginRecordSweepEverySec = Number(process.env.LOGIN_RECORD_SWEEP_INTERVAL_SEC ?? 3600);
const loginRecordSweepTimer =
  loginRecordSweepEverySec > 0
    ? setInterval(() => {
        app.services.auth
          .pruneExpiredRecords(app.now())
          .then((n) => n && app.log.info(`deleted ${n} login record(s) and certification(s) past their time`))
          .catch((err) => app.log.error({ err }, 'deleting records past their time failed'));
      }, loginRecordSweepEverySec * 1000)
    : null;
loginRecordSweepTimer?.unref();

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  if (expiryTimer) clearInterval(expiryTimer);
  if (pushTimer) clearInterval(pushTimer);
  if (mediaSweepTimer) clearInterval(mediaSweepTimer);
  if (loginRecordSweepTimer) clearInterval(loginRecordSweepTimer);
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
app.log.info(
  `database: ${handle.kind === 'pglite' ? `PGlite (${(dbOpts as { dataDir?: string }).dataDir})` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ', demo data seeded' : ''}`,
);
if (seeded) {
  const slowest = [...seedTimes].sort((a, b) => b[1] - a[1]).slice(0, 5);
  app.log.info(
    `seeded in ${(seedMs / 1000).toFixed(1)} s; slowest: ${slowest.map(([n, ms]) => `${n} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
  );
}
console.log(
  [
    '',
    `  Guardian API  http://${host}:${port}   (docs: /docs, OpenAPI: /openapi.json)   APP_ENV=${appEnv}`,
    ...(demo
      ? [
          `  Demo account  ${DEMO_ACCOUNT.userId} / ${DEMO_ACCOUNT.password}  (${DEMO_ACCOUNT.nickname})`,
          `  Invitations   ${DEMO_INVITATIONS.join(', ')}  (single use; npm run db:reset restores them)`,
          `  Partner       ${[1, 2, 3].map((n) => demoStaffEmail(n)).join(', ')} / ${DEMO_STAFF_PASSWORD}  (staff of shops 1, 2, 3: POST /v2/partner/login)`,
        ]
      : []),
    '',
  ].join('\n'),
);
