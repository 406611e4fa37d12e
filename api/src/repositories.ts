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
import { CommunityRepository } from './modules/community/repository.js';
import { MediaRepository } from './modules/media/repository.js';
import { AlimPaperRepository } from './modules/alim-paper/repository.js';

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
    community: new CommunityRepository(db),
    media: new MediaRepository(db),
    alimPapers: new AlimPaperRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
