import type { FastifyInstance } from 'fastify';
import certificationRoutes from './auth/certification.js';
import loginRoutes from './auth/login.js';
import signupRoutes from './auth/signup.js';
import snsRoutes from './auth/sns.js';
import catalogRoutes from './catalog/catalog.js';
import invitationRoutes from './invitation/invitation.js';
import marketingRoutes from './marketing/banner.js';
import inquiryRoutes from './shop/inquiry.js';
import shopRoutes from './shop/shop.js';
import healthRoutes from './system/health.js';
import meRoutes from './user/me.js';

export default async function v2Routes(app: FastifyInstance) {
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
}
