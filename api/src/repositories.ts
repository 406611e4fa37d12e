/** Every repository, bound to one database handle (the pool or a transaction). Only the container calls this. */
import type { AssetUrl } from './infra/assets.js';
import type { Db } from './infra/db/client.js';
import { CertificationRepository } from './modules/auth/certification-repository.js';
import { SessionRepository } from './modules/auth/session-repository.js';
import { SnsRepository } from './modules/auth/sns-repository.js';
import { ProductRepository } from './modules/booking/product-repository.js';
import { CapacityRepository } from './modules/booking/capacity-repository.js';
import { ReservationRepository } from './modules/booking/reservation-repository.js';
import { CatalogRepository } from './modules/catalog/repository.js';
import { InvitationRepository } from './modules/invitations/repository.js';
import { MarketingRepository } from './modules/marketing/repository.js';
import { NotificationRepository } from './modules/notifications/repository.js';
import { PartnerRepository } from './modules/partner/repository.js';
import { PetRepository } from './modules/pets/repository.js';
import { ShopRepository } from './modules/shops/repository.js';
import { UserRepository } from './modules/users/repository.js';
import { NoticeRepository } from './modules/notices/repository.js';
import { CommunityRepository } from './modules/community/repository.js';
import { ConsentRepository } from './modules/consents/repository.js';
import { ReviewRepository } from './modules/reviews/repository.js';
import { MediaRepository } from './modules/media/repository.js';
import { AlimPaperRepository } from './modules/alim-paper/repository.js';
import { PaymentRepository } from './modules/payments/repository.js';
import { CouponRepository } from './modules/coupons/repository.js';
import { VoucherRepository } from './modules/vouchers/repository.js';
import { AlbumRepository } from './modules/albums/repository.js';
import { ChattingRepository } from './modules/chatting/repository.js';
import { CurationRepository } from './modules/curation/repository.js';
import { EditorRepository } from './modules/curation/editor-repository.js';
import { AiProfileRepository } from './modules/ai-profile/repository.js';

export function createRepositories(db: Db, assetUrl: AssetUrl) {
  const shops = new ShopRepository(db, assetUrl);
  const users = new UserRepository(db, shops, assetUrl);
  return {
    shops,
    users,
    sessions: new SessionRepository(db),
    certifications: new CertificationRepository(db),
    sns: new SnsRepository(db),
    invitations: new InvitationRepository(db),
    catalog: new CatalogRepository(db),
    marketing: new MarketingRepository(db, assetUrl),
    pets: new PetRepository(db, users),
    products: new ProductRepository(db, assetUrl),
    reservations: new ReservationRepository(db),
    capacity: new CapacityRepository(db),
    partners: new PartnerRepository(db),
    notifications: new NotificationRepository(db),
    notices: new NoticeRepository(db),
    community: new CommunityRepository(db),
    consents: new ConsentRepository(db),
    reviews: new ReviewRepository(db),
    media: new MediaRepository(db),
    alimPapers: new AlimPaperRepository(db),
    payments: new PaymentRepository(db),
    coupons: new CouponRepository(db),
    vouchers: new VoucherRepository(db),
    albums: new AlbumRepository(db),
    chatting: new ChattingRepository(db, assetUrl),
    curation: new CurationRepository(db, assetUrl),
    editors: new EditorRepository(db),
    aiProfile: new AiProfileRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
