import { buildApp } from './app.js';
import { dbOptionsFromEnv, openDb } from './db/client.js';
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from './db/seed/booking.js';
import { DEMO_ACCOUNT, DEMO_INVITATIONS, seed } from './db/seed/index.js';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';

const dbOpts = dbOptionsFromEnv();
const handle = await openDb(dbOpts);
await handle.migrate();
const seeded = process.env.SEED === 'false' ? false : await seed(handle.db);

const app = await buildApp({
  db: handle.db,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy: process.env.TRUST_PROXY === 'true',
});

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
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
    `  Guardian API  http://${host}:${port}   (docs: /docs, OpenAPI: /openapi.json)`,
    `  Demo account  ${DEMO_ACCOUNT.userId} / ${DEMO_ACCOUNT.password}  (${DEMO_ACCOUNT.nickname})`,
    `  Invitations   ${DEMO_INVITATIONS.join(', ')}  (single use; npm run db:reset restores them)`,
    `  Partner       ${[1, 2, 3].map((n) => demoStaffEmail(n)).join(', ')} / ${DEMO_STAFF_PASSWORD}  (staff of shops 1, 2, 3: POST /v2/partner/login)`,
    '',
  ].join('\n'),
);
