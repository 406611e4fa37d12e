import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { createScope, type ServiceDeps } from '../../container.js';
import { makeAssetUrl } from '../../infra/assets.js';
import type { Db } from '../../infra/db/client.js';
import { AppleProvider, KakaoProvider } from '../../infra/oauth.js';
import { storageFromConfig } from '../../infra/storage/index.js';
import { bookingCatalogSeed } from '../../modules/booking/seed.js';
import { demoReservationsSeed } from '../../modules/booking/seed-demo.js';
import { catalogSeed } from '../../modules/catalog/seed.js';
import { demoInvitationsSeed } from '../../modules/invitations/seed.js';
import { marketingSeed } from '../../modules/marketing/seed.js';
import { demoStaffSeed } from '../../modules/partner/seed.js';
import { shopsSeed } from '../../modules/shops/seed.js';
import { demoOwnerSeed } from '../../modules/users/seed.js';
import { communitySeed } from '../../modules/community/seed.js';
import { demoAlimPaperSeed } from '../../modules/alim-paper/seed.js';
import { analyze, runSeeds, type Seed, type SeedOptions } from './runner.js';

/** Every domain's seed; the runner orders them by `dependsOn`. A new domain adds its seed here. */
export const SEEDS: Seed[] = [
  catalogSeed,
  marketingSeed,
  shopsSeed,
  bookingCatalogSeed,
  demoOwnerSeed,
  demoInvitationsSeed,
  demoStaffSeed,
  demoReservationsSeed,
  communitySeed,
  demoAlimPaperSeed,
];

/** Services for seeds: the app's, minus the outside world (seeds send no SMS and call no OAuth provider). */
function seedDeps(): ServiceDeps {
  const config = loadConfig();
  return {
    config,
    assetUrl: makeAssetUrl(config.publicBaseUrl),
    sms: {
      send: async () => {
        throw new Error('seeds do not send SMS');
      },
    },
    snsProviders: { KAKAO: new KakaoProvider(config.kakao), APPLE: new AppleProvider(config.apple) },
    bookingHooks: { betweenCheckAndInsert: null, betweenReadAndUpdate: null },
    storage: storageFromConfig(config.media.storage),
  };
}

/**
 * Runs the seeds that have not run on this database yet (reference data, 300 shops, the demo account and its
 * reservations); returns false when there was nothing to do.
 */
export async function seed(db: Db, opts: SeedOptions = {}, now = new Date()): Promise<boolean> {
  const deps = seedDeps();
  const options = { shops: opts.shops ?? 300, demo: opts.demo ?? true };
  const ran = await runSeeds(db, SEEDS, options, (tx) => createScope(tx, deps, true).services, now);
  if (ran.length) await analyze(db);
  return ran.length > 0;
}

/** Drops every table (and Drizzle's migration journal) so migrations and seed run from scratch. */
export async function wipe(db: Db) {
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`create schema public`);
}
