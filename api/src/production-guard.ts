import { and, inArray, isNull } from 'drizzle-orm';
import type { AppConfig } from './config.js';
import { staff, users } from './db/schema/index.js';
import type { Db } from './infra/db/client.js';
import { LogSmsSender, type SmsSender } from './infra/sms.js';
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from './modules/partner/seed.js';
import { DEMO_ACCOUNT } from './modules/users/seed.js';

export type AppEnv = 'development' | 'test' | 'production' | (string & {});

/** `APP_ENV`; unset is development (what `npm start` and `pnpm start` run), so a deployment must say production. */
export const appEnvFrom = (env: NodeJS.ProcessEnv = process.env): AppEnv => env.APP_ENV || 'development';

/** Demo accounts have published passwords (README), so only development and the e2e stack (test) get them. */
export const demoSeedWanted = (appEnv: AppEnv) => appEnv === 'development' || appEnv === 'test';

const DEMO_STAFF = [1, 2, 3].map(demoStaffEmail);

/** E-mails of demo accounts (owner and staff) present in this database. */
export async function demoAccountsIn(db: Db): Promise<string[]> {
  const owners = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.email, [DEMO_ACCOUNT.userId]), isNull(users.deletedAt)));
  const staffRows = await db
    .select({ email: staff.email })
    .from(staff)
    .where(inArray(staff.email, DEMO_STAFF));
  return [...owners, ...staffRows].map((r) => r.email);
}

/**
 * What must hold before a production start, as sentences for the operator (empty: ready). Each one would
 * otherwise be an open door: published demo passwords, sign-in codes that never leave the server log, any web
 * page calling the API with the visitor's token.
 */
export async function productionProblems(db: Db, config: AppConfig, sms: SmsSender): Promise<string[]> {
  const problems: string[] = [];
  const demo = await demoAccountsIn(db);
  if (demo.length)
    problems.push(
      `demo accounts with published passwords exist (${demo.join(', ')}; passwords ${DEMO_ACCOUNT.password} / ${DEMO_STAFF_PASSWORD}): delete them or start from a database seeded with APP_ENV=production`,
    );
  if (sms instanceof LogSmsSender)
    problems.push(
      'no SMS provider: certification codes would only be written to the log (set SMS_API_URL, SMS_API_KEY, SMS_SENDER)',
    );
  if (!config.media.urlSecretConfigured)
    problems.push(
      'no MEDIA_URL_SECRET: each API process would sign photo links with a key of its own (links break across instances and restarts)',
    );
  if (config.corsOrigins === true)
    // CORS_ORIGINS=* (config.ts turns it into `true`)
    problems.push('CORS allows every origin: set CORS_ORIGINS to the site origin(s)');
  return problems;
}

/** Throws one clear error listing every problem; called by server.ts before it listens. */
export async function assertProductionReady(db: Db, config: AppConfig, sms: SmsSender) {
  const problems = await productionProblems(db, config, sms);
  if (problems.length)
    throw new Error(
      `Refusing to start with APP_ENV=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
}
