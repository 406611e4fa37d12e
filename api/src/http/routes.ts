import type { FastifyInstance } from 'fastify';
import certificationRoutes from '../modules/auth/certification-routes.js';
import loginRoutes from '../modules/auth/login-routes.js';
import signupRoutes from '../modules/auth/signup-routes.js';
import snsRoutes from '../modules/auth/sns-routes.js';
import availabilityRoutes from '../modules/booking/availability-routes.js';
import reservationRoutes from '../modules/booking/reservation-routes.js';
import scheduleRoutes from '../modules/booking/schedule-routes.js';
import onlineReservationShopRoutes from '../modules/booking/shop-routes.js';
import catalogRoutes from '../modules/catalog/routes.js';
import invitationRoutes from '../modules/invitations/routes.js';
import marketingRoutes from '../modules/marketing/routes.js';
import notificationRoutes from '../modules/notifications/routes.js';
import partnerRoutes from '../modules/partner/routes.js';
import petRoutes from '../modules/pets/routes.js';
import inquiryRoutes from '../modules/shops/inquiry-routes.js';
import v1ShopLinkRoutes from '../modules/shops/link-routes.js';
import shopRoutes from '../modules/shops/shop-routes.js';
import staticRoutes from '../modules/static/routes.js';
import healthRoutes from '../modules/system/routes.js';
import meRoutes from '../modules/users/routes.js';
import communityRoutes from '../modules/community/routes.js';
import mediaRoutes from '../modules/media/routes.js';
import alimPaperRoutes from '../modules/alim-paper/routes.js';
import partnerAlimPaperRoutes from '../modules/alim-paper/partner-routes.js';

/**
 * Every module's routes, in one place. The order is the order of the paths in the generated OpenAPI document
 * (api/openapi.json is compared byte for byte), so a new domain's routes go at the end of their version.
 */
async function v2Routes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(certificationRoutes);
  await app.register(signupRoutes);
  await app.register(snsRoutes);
  await app.register(invitationRoutes);
  await app.register(meRoutes);
  await app.register(inquiryRoutes);
  await app.register(shopRoutes);
  await app.register(catalogRoutes);
  await app.register(marketingRoutes);
  await app.register(petRoutes);
  await app.register(onlineReservationShopRoutes);
  await app.register(availabilityRoutes);
  await app.register(reservationRoutes);
  await app.register(scheduleRoutes);
  await app.register(notificationRoutes);
  await app.register(partnerRoutes);
  await app.register(communityRoutes);
  await app.register(mediaRoutes);
  await app.register(alimPaperRoutes);
  await app.register(partnerAlimPaperRoutes);
}

async function v1Routes(app: FastifyInstance) {
  await app.register(v1ShopLinkRoutes);
}

export async function registerRoutes(app: FastifyInstance) {
  await app.register(staticRoutes);
  await app.register(v2Routes, { prefix: '/v2' });
  await app.register(v1Routes, { prefix: '/v1' });
}
