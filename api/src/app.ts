import cors from '@fastify/cors';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type AppConfig, loadConfig } from './config.js';
import type { Db } from './db/client.js';
import { makeAssetUrl } from './lib/assets.js';
import { AppleProvider, KakaoProvider, type SnsProvider } from './lib/oauth.js';
import { type SmsSender, smsSenderFromEnv } from './lib/sms.js';
import authPlugin from './plugins/auth.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import jsonBodyPlugin from './plugins/json-body.js';
import queryArraysPlugin from './plugins/query-arrays.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import repositoriesPlugin from './plugins/repositories.js';
import swaggerPlugin from './plugins/swagger.js';
import v1ShopRoutes from './routes/v1/shop/link.js';
import v2Routes from './routes/v2/index.js';
import staticRoutes from './routes/static/index.js';

export interface BuildAppOptions {
  db: Db;
  config?: Partial<AppConfig>;
  smsSender?: SmsSender;
  snsProviders?: Partial<Record<'KAKAO' | 'APPLE', SnsProvider>>;
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-For (behind a load balancer); off by default so clients cannot pick their rate-limit IP. */
  trustProxy?: boolean;
  /** Clock for booking rules (availability, upcoming/past, refund days); tests pin it. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    sms: SmsSender;
    snsProviders: Record<'KAKAO' | 'APPLE', SnsProvider>;
    now: () => Date;
  }
}

export async function buildApp(opts: BuildAppOptions) {
  const config: AppConfig = { ...loadConfig(), ...opts.config };
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: config.bodyLimit,
    trustProxy: opts.trustProxy ?? false,
    ajv: { customOptions: { allErrors: true, removeAdditional: false } },
  });

  app.decorate('config', config);
  app.decorate('now', opts.now ?? (() => new Date()));
  app.decorate('sms', opts.smsSender ?? smsSenderFromEnv(app.log));
  app.decorate('snsProviders', {
    KAKAO: opts.snsProviders?.KAKAO ?? new KakaoProvider(config.kakao),
    APPLE: opts.snsProviders?.APPLE ?? new AppleProvider(config.apple),
  });

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'sentry-trace', 'baggage'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(swaggerPlugin);
  await app.register(queryArraysPlugin);
  await app.register(dbPlugin, { db: opts.db });
  await app.register(repositoriesPlugin, { assetUrl: makeAssetUrl(config.publicBaseUrl) });
  await app.register(authPlugin);
  await app.register(rateLimitPlugin, { limits: config.rateLimits });

  await app.register(staticRoutes);
  await app.register(v2Routes, { prefix: '/v2' });
  await app.register(v1ShopRoutes, { prefix: '/v1' });
  return app;
}
