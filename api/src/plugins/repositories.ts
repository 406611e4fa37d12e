import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AssetUrl } from '../lib/assets.js';
import { CatalogRepository } from '../repositories/catalog-repository.js';
import { CertificationRepository } from '../repositories/certification-repository.js';
import { InvitationRepository } from '../repositories/invitation-repository.js';
import { NotificationRepository, PartnerRepository } from '../repositories/partner-repository.js';
import { PetRepository } from '../repositories/pet-repository.js';
import { ProductRepository } from '../repositories/product-repository.js';
import { ReservationRepository } from '../repositories/reservation-repository.js';
import { ShopRepository } from '../repositories/shop-repository.js';
import { SnsRepository } from '../repositories/sns-repository.js';
import { UserRepository } from '../repositories/user-repository.js';

export interface Repositories {
  shops: ShopRepository;
  users: UserRepository;
  certifications: CertificationRepository;
  sns: SnsRepository;
  invitations: InvitationRepository;
  catalog: CatalogRepository;
  pets: PetRepository;
  products: ProductRepository;
  reservations: ReservationRepository;
  partners: PartnerRepository;
  notifications: NotificationRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    assetUrl: AssetUrl;
  }
}

async function repositoriesPlugin(app: FastifyInstance, opts: { assetUrl: AssetUrl }) {
  const shops = new ShopRepository(app.db, opts.assetUrl);
  app.decorate('assetUrl', opts.assetUrl);
  const users = new UserRepository(app.db, shops, opts.assetUrl);
  app.decorate('repos', {
    shops,
    users,
    certifications: new CertificationRepository(app.db),
    sns: new SnsRepository(app.db),
    invitations: new InvitationRepository(app.db),
    catalog: new CatalogRepository(app.db, opts.assetUrl),
    pets: new PetRepository(app.db, users),
    products: new ProductRepository(app.db, opts.assetUrl),
    reservations: new ReservationRepository(app.db, opts.assetUrl),
    partners: new PartnerRepository(app.db),
    notifications: new NotificationRepository(app.db),
  });
}

export default fp(repositoriesPlugin, { name: 'repositories', dependencies: ['db'] });
