/**
 * The service container and the unit of work. `createScope(db)` builds every repository on one database handle
 * (the pool, or a transaction) and the services on top of them. Inside a unit of work (`app.withTx`, or a service's
 * own `uow`) every repository is bound to the same transaction, so several writes commit or roll back together.
 */
import type { AppConfig } from './config.js';
import type { AssetUrl } from './infra/assets.js';
import type { Db } from './infra/db/client.js';
import type { SnsProvider } from './infra/oauth.js';
import type { SmsSender } from './infra/sms.js';
import { createRepositories, type Repositories } from './repositories.js';
import type { Scope, UnitOfWork } from './unit-of-work.js';
import { CertificationService } from './modules/auth/certification-service.js';
import { AuthService } from './modules/auth/service.js';
import { SnsService } from './modules/auth/sns-service.js';
import { OfferService } from './modules/booking/offer-service.js';
import { type BookingHooks, BookingService } from './modules/booking/service.js';
import { CatalogService } from './modules/catalog/service.js';
import { InvitationService } from './modules/invitations/service.js';
import { MarketingService } from './modules/marketing/service.js';
import { NotificationService } from './modules/notifications/service.js';
import { PartnerService } from './modules/partner/service.js';
import { PetService } from './modules/pets/service.js';
import { ShopService } from './modules/shops/service.js';
import { UserService } from './modules/users/service.js';
import { CommunityService } from './modules/community/service.js';
import type { Storage } from './infra/storage/index.js';
import { MediaService } from './modules/media/service.js';
import { AlimPaperService } from './modules/alim-paper/service.js';

/** What services need besides the database; one set per app. */
export interface ServiceDeps {
  config: AppConfig;
  assetUrl: AssetUrl;
  sms: SmsSender;
  snsProviders: Record<'KAKAO' | 'APPLE', SnsProvider>;
  bookingHooks: BookingHooks;
  /** Where uploaded photos live (disk or S3). */
  storage: Storage;
}

function createServices(repos: Repositories, uow: UnitOfWork, deps: ServiceDeps) {
  const notifications = new NotificationService(repos.notifications);
  const media = new MediaService(repos, uow, deps.storage, deps.config.media, deps.assetUrl);
  const users = new UserService(repos, uow, deps.sms);
  const auth = new AuthService(repos, uow, users);
  const offers = new OfferService(repos);
  const booking = new BookingService(
    repos,
    uow,
    offers,
    deps.assetUrl,
    deps.bookingHooks,
    deps.config.openRequestCaps,
  );
  return {
    auth,
    certifications: new CertificationService(repos, deps.sms),
    sns: new SnsService(repos, auth, deps.config, deps.snsProviders),
    users,
    shops: new ShopService(repos),
    catalog: new CatalogService(repos),
    marketing: new MarketingService(repos),
    invitations: new InvitationService(repos, uow, deps.assetUrl),
    pets: new PetService(repos),
    offers,
    booking,
    partner: new PartnerService(repos, booking),
    notifications,
    media,
    alimPapers: new AlimPaperService(repos, uow, media),
    // Photo links for posts; claims run in the post's own unit of work (services.media there).
    community: new CommunityService(repos, uow, media),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module './unit-of-work.js' {
  // Fills in the services a unit of work hands out, without unit-of-work.ts importing any service (no cycle).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ScopeServices extends Services {}
}

export function createScope(db: Db, deps: ServiceDeps, inTx = false): Scope {
  const repos = createRepositories(db, deps.assetUrl);
  const uow: UnitOfWork = (work) =>
    inTx ? work(scope) : db.transaction((tx) => work(createScope(tx, deps, true)));
  const scope: Scope = { repos, services: createServices(repos, uow, deps) };
  return scope;
}
