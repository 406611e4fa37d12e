import { buildApp } from './app.js';
import { trustProxyFromEnv } from './config.js';
import { dbOptionsFromEnv, openDb } from './infra/db/client.js';
import { seed } from './db/seed/index.js';
import { DEMO_INVITATIONS } from './modules/invitations/seed.js';
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from './modules/partner/seed.js';
import { DEMO_ACCOUNT } from './modules/users/seed.js';
import { appEnvFrom, assertProductionReady, demoSeedWanted } from './production-guard.js';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';

const appEnv = appEnvFrom();
const demo = demoSeedWanted(appEnv);
const dbOpts = dbOptionsFromEnv();
const handle = await openDb(dbOpts);
await handle.migrate();
const seeded = process.env.SEED === 'false' ? false : await seed(handle.db, { demo });

const app = await buildApp({
  db: handle.db,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy: trustProxyFromEnv(),
});

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

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  if (expiryTimer) clearInterval(expiryTimer);
  if (mediaSweepTimer) clearInterval(mediaSweepTimer);
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
