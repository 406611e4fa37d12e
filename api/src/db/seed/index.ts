import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { createScope, type ServiceDeps } from '../../container.js';
import { makeAssetUrl } from '../../infra/assets.js';
import type { Db } from '../../infra/db/client.js';
import { AppleProvider, KakaoProvider } from '../../infra/oauth.js';
import { storageFromConfig } from '../../infra/storage/index.js';
import { InProcessChatBus } from '../../infra/realtime/bus.js';
import { bookingCatalogSeed } from '../../modules/booking/seed.js';
import { demoReservationsSeed } from '../../modules/booking/seed-demo.js';
import { catalogSeed } from '../../modules/catalog/seed.js';
import { demoInvitationsSeed } from '../../modules/invitations/seed.js';
import { marketingSeed } from '../../modules/marketing/seed.js';
import { demoStaffSeed } from '../../modules/partner/seed.js';
import { shopsSeed } from '../../modules/shops/seed.js';
import { demoOwnerSeed } from '../../modules/users/seed.js';
import { demoAlimPaperSeed } from '../../modules/alim-paper/seed.js';
import { paymentGatewayFor } from '../../infra/payments/setup.js';
import { FulfillerRegistry } from '../../modules/payments/service.js';
import { demoMoneySeed, voucherProductsSeed } from '../../modules/vouchers/seed.js';
import { demoNoticesSeed } from '../../modules/notices/seed.js';
import { demoAlbumsSeed } from '../../modules/albums/seed.js';
import { PushDispatcher } from '../../modules/notifications/push-dispatcher.js';
import { demoChattingSeed } from '../../modules/chatting/seed.js';
import { communitySeed } from '../../modules/community/seed.js';
import { demoConsentsSeed } from '../../modules/consents/seed.js';
import { demoReviewsSeed } from '../../modules/reviews/seed.js';
import { curationSeed, demoEditorSeed } from '../../modules/curation/seed.js';
import { aiProfileSeed } from '../../modules/ai-profile/seed.js';
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
  demoAlimPaperSeed,
  voucherProductsSeed,
  demoMoneySeed,
  demoNoticesSeed,
  demoAlbumsSeed,
  demoChattingSeed,
  communitySeed,
  demoConsentsSeed,
  demoReviewsSeed,
  curationSeed,
  demoEditorSeed,
  aiProfileSeed,
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
    // Seeds push nothing (and enqueue nothing: nobody has subscribed yet).
    push: new PushDispatcher({
      sendWeb: async () => 'FAILED',
      sendNative: async () => 'FAILED',
    }),
    storage: storageFromConfig(config.media.storage),
    // Seeds write paid orders through the services; they never reach a real gateway.
    payments: {
      ...paymentGatewayFor({ ...config.payments, secretKey: '', clientKey: '' }),
      fulfillers: new FulfillerRegistry(),
    },
    chatBus: new InProcessChatBus(),
  };
}

/**
 * Runs the seeds that have not run on this database yet (reference data, 300 shops, the demo account and its
 * reservations); returns false when there was nothing to do.
 */
export async function seed(
  db: Db,
  opts: SeedOptions = {},
  now = new Date(),
  onRan?: (name: string, ms: number) => void,
): Promise<boolean> {
  const deps = seedDeps();
  const options = { shops: opts.shops ?? 300, demo: opts.demo ?? true };
  const ran = await runSeeds(db, SEEDS, options, (tx) => createScope(tx, deps, true).services, now, onRan);
  if (ran.length) await analyze(db);
  return ran.length > 0;
}

/** Drops every table (and Drizzle's migration journal) so migrations and seed run from scratch. */
export async function wipe(db: Db) {
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`create schema public`);
}
