import cors from '@fastify/cors';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type AppConfig, type TrustProxy, loadConfig } from './config.js';
import { normaliseTextKeyword } from './http/normalise-text.js';
import plainIntegersPlugin, { plainIntegersKeyword } from './http/plain-integers.js';
import { registerRoutes } from './http/routes.js';
import { requestValidators } from './http/validator.js';
import type { Db } from './infra/db/client.js';
import { makeAssetUrl } from './infra/assets.js';
import { AppleProvider, KakaoProvider, type SnsProvider } from './infra/oauth.js';
import { type SmsSender, smsSenderFromEnv } from './infra/sms.js';
import { type PushSender, VapidPushSender } from './infra/push/push-sender.js';
import { PushDispatcher } from './modules/notifications/push-dispatcher.js';
import { type Storage, storageFromConfig } from './infra/storage/index.js';
import { type ChatBus, createChatBus } from './infra/realtime/bus.js';
import authPlugin from './plugins/auth.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin, { writeClientError, writeFrameworkError } from './plugins/errors.js';
import jsonBodyPlugin from './plugins/json-body.js';
import queryArraysPlugin from './plugins/query-arrays.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import compressionPlugin from './plugins/compression.js';
import servicesPlugin from './plugins/services.js';
import swaggerPlugin from './plugins/swagger.js';
import { FAKE_TOSS_PREFIX } from './infra/payments/config.js';
import type { FakeTossBackend } from './infra/payments/fake-toss.js';
import { fakeTossRoutes } from './infra/payments/fake-toss-routes.js';
import { paymentGatewayFor } from './infra/payments/setup.js';
import { FulfillerRegistry } from './modules/payments/service.js';
import { localAiProfileDeps } from './modules/ai-profile/deps.js';
import aiProfilePlugin from './modules/ai-profile/plugin.js';
import type { AiProfileDeps } from './modules/ai-profile/ports.js';

export interface BuildAppOptions {
  db: Db;
  config?: Partial<AppConfig>;
  smsSender?: SmsSender;
  /** Web Push / native push; default: VAPID Web Push with `config.vapid`. */
  pushSender?: PushSender;
  snsProviders?: Partial<Record<'KAKAO' | 'APPLE', SnsProvider>>;
  logger?: FastifyServerOptions['logger'];
  /**
   * Proxies whose X-Forwarded-For is believed (trustProxyFromEnv: a hop count or their addresses);
   * off by default, and never "every hop", so clients cannot pick their rate-limit IP.
   */
  trustProxy?: TrustProxy;
  /** Clock for booking rules (availability, upcoming/past, refund days); tests pin it. */
  now?: () => Date;
  /** Where uploaded photos live; default from config.media (disk, or S3 when configured). */
  storage?: Storage;
  /** The chat bus; default: Redis pub/sub when REDIS_URL is set, else in-process (closed with the app). */
  chatBus?: ChatBus;
  /** AI profile generation and ports (tests give fakes) and whether its job worker runs with the app. */
  aiProfile?: Partial<AiProfileDeps> & { worker?: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    sms: SmsSender;
    snsProviders: Record<'KAKAO' | 'APPLE', SnsProvider>;
    now: () => Date;
    /** The local fake gateway when no Toss keys are configured (tests drive it), else null. */
    fakeToss: FakeTossBackend | null;
    chatBus: ChatBus;
  }
}

/**
 * The request validator's options: every error at once, nothing dropped silently, texts normalised, integers in
 * paths and query strings in plain digits (with plainIntegersPlugin, which marks those schemas). Paths and query
 * strings are coerced to their declared types, JSON bodies are not (`requestValidators`, http/validator.ts).
 */
export const AJV_OPTIONS = {
  // multipleOf on a decimal step (a weight in 0.1 kg): 4.7 / 0.1 is 47.00000000000001 in floating point, so the
  // quotient is compared to a whole number within 1e-9 rather than exactly.
  customOptions: { allErrors: true, removeAdditional: false, multipleOfPrecision: 9 },
  plugins: [normaliseTextKeyword, plainIntegersKeyword],
};

/** A hop count as Fastify's trust function (its types take no number): hop 0 is the socket's peer. */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(opts: BuildAppOptions) {
  const config: AppConfig = { ...loadConfig(), ...opts.config };
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(opts.trustProxy ?? false),
    ajv: AJV_OPTIONS,
    schemaController: { compilersFactory: { buildValidator: requestValidators() } },
    clientErrorHandler: writeClientError,
    frameworkErrors: writeFrameworkError,
  });

  app.decorate('config', config);
  app.decorate('now', opts.now ?? (() => new Date()));
  app.decorate('sms', opts.smsSender ?? smsSenderFromEnv(app.log));
  app.decorate('snsProviders', {
    KAKAO: opts.snsProviders?.KAKAO ?? new KakaoProvider(config.kakao),
    APPLE: opts.snsProviders?.APPLE ?? new AppleProvider(config.apple),
  });

  const chatBus =
    opts.chatBus ?? createChatBus(process.env.REDIS_URL, process.env.CHAT_BUS_PREFIX || undefined);
  app.decorate('chatBus', chatBus);
  if (!opts.chatBus) app.addHook('onClose', () => chatBus.close());

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'sentry-trace', 'baggage'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(compressionPlugin);
  await app.register(swaggerPlugin, { serve: config.docs });
  await app.register(queryArraysPlugin);
  await app.register(plainIntegersPlugin);
  await app.register(dbPlugin, { db: opts.db });
  const payments = paymentGatewayFor(config.payments, opts.now);
  app.decorate('fakeToss', payments.fake);
  const aiProfile = { ...localAiProfileDeps(), ...opts.aiProfile };
  await app.register(servicesPlugin, {
    config,
    assetUrl: makeAssetUrl(config.publicBaseUrl),
    sms: app.sms,
    snsProviders: app.snsProviders,
    push: new PushDispatcher(opts.pushSender ?? new VapidPushSender(config.vapid, app.log)),
    storage: opts.storage ?? storageFromConfig(config.media.storage),
    payments: {
      gateway: payments.gateway,
      checkout: payments.checkout,
      fulfillers: new FulfillerRegistry(),
      log: app.log,
    },
    chatBus,
    aiProfile,
  });
  await app.register(authPlugin);
  await app.register(rateLimitPlugin, { limits: config.rateLimits });

  await registerRoutes(app);
  if (payments.fake) await app.register(fakeTossRoutes, { prefix: FAKE_TOSS_PREFIX, backend: payments.fake });
  await app.register(aiProfilePlugin, {
    deps: aiProfile,
    worker: opts.aiProfile?.worker ?? process.env.AI_PROFILE_WORKER !== 'off',
  });
  return app;
}
