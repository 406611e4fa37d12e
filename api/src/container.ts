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
import type { PushDispatcher } from './modules/notifications/push-dispatcher.js';
import { NoticeService } from './modules/notices/service.js';
import { CommunityService } from './modules/community/service.js';
import { ConsentService } from './modules/consents/service.js';
import { ReviewService } from './modules/reviews/service.js';
import type { Storage } from './infra/storage/index.js';
import { MediaService } from './modules/media/service.js';
import { AlimPaperService } from './modules/alim-paper/service.js';
import { type PaymentsDeps, PaymentsService } from './modules/payments/service.js';
import { CouponService } from './modules/coupons/service.js';
import { DepositService } from './modules/deposits/service.js';
import { VoucherService } from './modules/vouchers/service.js';
import { AlbumService } from './modules/albums/service.js';
import { ChattingService } from './modules/chatting/service.js';
import type { ChatBus } from './infra/realtime/bus.js';
import { CurationService } from './modules/curation/service.js';
import { EditorService } from './modules/curation/editor-service.js';
import { AiProfileService } from './modules/ai-profile/service.js';
import { type AiProfileDeps, mediaPort, paymentsPort } from './modules/ai-profile/ports.js';

/** What services need besides the database; one set per app. */
export interface ServiceDeps {
  config: AppConfig;
  assetUrl: AssetUrl;
  sms: SmsSender;
  snsProviders: Record<'KAKAO' | 'APPLE', SnsProvider>;
  bookingHooks: BookingHooks;
  /** Sends pushes for new notifications (seeds: one that sends nothing). */
  push: PushDispatcher;
  /** Where uploaded photos live (disk or S3). */
  storage: Storage;
  payments: PaymentsDeps;
  /** Announces chat changes to every API instance (in-process, or Redis pub/sub with REDIS_URL). */
  chatBus: ChatBus;
  /** The AI profile generator and photo checker (one model process per app) and port overrides (tests). */
  aiProfile?: AiProfileDeps;
}

function createServices(repos: Repositories, uow: UnitOfWork, deps: ServiceDeps) {
  const notifications = new NotificationService(repos.notifications, uow, deps.push, deps.config.vapid);
  // MediaService holds no state: one per scope signs photo links and claims uploads in the caller's unit of work.
  const media = new MediaService(repos, uow, deps.storage, deps.config.media, deps.assetUrl);
  const users = new UserService(repos, uow, deps.sms, media);
  const auth = new AuthService(repos, uow, users);
  const offers = new OfferService(repos);
  const coupons = new CouponService(repos, uow);
  const consents = new ConsentService(repos, uow);
  const payments = new PaymentsService(repos, uow, deps.payments);
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
    pets: new PetService(repos, uow, media),
    offers,
    booking,
    partner: new PartnerService(repos, booking, consents),
    notifications,
    media,
    alimPapers: new AlimPaperService(repos, uow, media),
    payments,
    coupons,
    vouchers: new VoucherService(repos, uow, coupons),
    deposits: new DepositService(repos, uow, booking),
    notices: new NoticeService(repos, uow),
    albums: new AlbumService(repos, uow, media),
    chatting: new ChattingService(repos, uow, deps.chatBus, media),
    community: new CommunityService(repos, uow, media),
    consents,
    reviews: new ReviewService(repos, uow, media),
    curation: new CurationService(repos, uow),
    editors: new EditorService(repos, uow),
    aiProfile: new AiProfileService(
      repos,
      uow,
      deps.aiProfile?.media ?? mediaPort(media, repos, deps.storage),
      deps.aiProfile?.payments ?? paymentsPort(payments),
      deps.aiProfile?.photoChecker ?? null,
    ),
    // Photo links for posts; claims run in the post's own unit of work (services.media there).
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
