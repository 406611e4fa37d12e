import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorageConfig } from './infra/storage/index.js';

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(API_ROOT, '..');

export interface RateLimitConfig {
  loginPerAccount: number; // attempts per account from every IP together, per loginAccountWindowSec
  loginAccountWindowSec: number;
  loginPerAccountIp: number; // attempts per account from one IP, per loginWindowSec
  loginPerIp: number; // attempts per window
  loginWindowSec: number;
  certPerPhone: number;
  certPerIp: number;
  certWindowSec: number;
  certResendSec: number;
  verifyPerPhone: number; // code checks per phone per certWindowSec
  verifyPerIp: number;
  duplicatedPerIp: number; // e-mail/nickname checks per IP per duplicatedWindowSec
  duplicatedWindowSec: number;
  registerRequestsPerIp: number; // shop register requests per IP per hour
  invitationChecksPerIp: number; // invitation token checks per IP per 10 minutes
  communityPostsPerUser: number; // community posts per account per 10 minutes
  communityCommentsPerUser: number; // community comments per account per minute
  mediaUploadsPerHour: number; // photo uploads per uploader (owner or staff member) per hour
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authBaseUrl: string;
  apiBaseUrl: string;
}

/** Origins allowed to call the API from a browser: a list, `true` (any: an explicit `*`), `false` (none). */
export type CorsOrigins = (string | RegExp)[] | boolean;

/** Open requests (요청) one owner may hold: across shops, and at one shop. */
export interface OpenRequestCaps {
  perOwner: number;
  perOwnerAtShop: number;
}

/** Uploaded photos: where they are stored, how large they may be, how their links are signed. */
export interface MediaConfig {
  storage: StorageConfig;
  /** Largest accepted upload, in bytes. */
  maxBytes: number;
  /** HMAC key of the signed photo links; several API instances must share it. */
  urlSecret: string;
  /** False when MEDIA_URL_SECRET was unset and `urlSecret` is this process's own random key. */
  urlSecretConfigured: boolean;
  /** How long a signed photo link stays valid, in seconds (rounded up to a 10-minute bucket). */
  urlTtlSec: number;
}

export interface AppConfig {
  publicBaseUrl: string;
  bodyLimit: number;
  corsOrigins: CorsOrigins;
  /** Serve the reference page (/docs) and /openapi.json: everywhere but production. */
  docs: boolean;
  rateLimits: RateLimitConfig;
  openRequestCaps: OpenRequestCaps;
  kakao: OAuthProviderConfig;
  apple: OAuthProviderConfig;
  media: MediaConfig;
}

const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);

export const defaultRateLimits = (env: NodeJS.ProcessEnv = process.env): RateLimitConfig => ({
  loginPerAccount: int(env.RATE_LIMIT_LOGIN_ACCOUNT, 20),
  loginAccountWindowSec: 60 * 60,
  loginPerAccountIp: int(env.RATE_LIMIT_LOGIN_ACCOUNT_IP, 5),
  loginPerIp: int(env.RATE_LIMIT_LOGIN_IP, 30),
  loginWindowSec: 15 * 60,
  certPerPhone: int(env.RATE_LIMIT_CERT_PHONE, 5),
  certPerIp: int(env.RATE_LIMIT_CERT_IP, 20),
  certWindowSec: 60 * 60,
  certResendSec: int(env.CERT_RESEND_SECONDS, 60),
  verifyPerPhone: int(env.RATE_LIMIT_VERIFY_PHONE, 10),
  verifyPerIp: int(env.RATE_LIMIT_VERIFY_IP, 30),
  duplicatedPerIp: int(env.RATE_LIMIT_DUPLICATED_IP, 30),
  duplicatedWindowSec: 10 * 60,
  registerRequestsPerIp: int(env.RATE_LIMIT_REGISTER_REQUEST_IP, 5),
  invitationChecksPerIp: int(env.RATE_LIMIT_INVITATION_IP, 30),
  communityPostsPerUser: int(env.RATE_LIMIT_COMMUNITY_POSTS, 5),
  communityCommentsPerUser: int(env.RATE_LIMIT_COMMUNITY_COMMENTS, 10),
  mediaUploadsPerHour: int(env.RATE_LIMIT_MEDIA_UPLOADS, 200),
});

/** The local dev servers (shell and remotes on their own ports) during development. */
export const DEV_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * CORS_ORIGINS: a comma-separated allow-list (or `*` to allow any origin, which a production start
 * should refuse). Unset, production allows no other origin (the site proxies /api on its own origin)
 * and development allows the local dev servers only.
 */
export function corsOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): CorsOrigins {
  const list = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (list.includes('*')) return true;
  if (list.length > 0) return list;
  return env.APP_ENV === 'production' ? false : [DEV_ORIGIN];
}

/**
 * Which proxies the API believes about the client's address (X-Forwarded-For). TRUST_PROXY:
 * unset/false: none; true or a hop count: that many hops from the socket (true = 1, the site's
 * /api proxy); otherwise a comma-separated list of proxy addresses/ranges (`127.0.0.1`, `loopback`,
 * `10.0.0.0/8`). Trusting every hop would let a client's own X-Forwarded-For pick its rate-limit IP.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const v = (env.TRUST_PROXY ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim());
}

export type TrustProxy = false | number | string[];

/**
 * MEDIA_DIR (default: beside the PGlite folder, `.data/media`), MEDIA_MAX_BYTES (15 MB), MEDIA_URL_SECRET
 * (unset: a random key per process, so links die with a restart; production must set it), MEDIA_URL_TTL_SEC
 * (1 h). S3_BUCKET switches to S3-compatible storage with S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE (default true with an endpoint) and S3_PREFIX.
 */
export function mediaConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  // Under vitest (seeds in tests) photos go to the system's temp folder, never into the repository's .data.
  const dir =
    env.MEDIA_DIR ??
    (env.DATA_DIR
      ? `${env.DATA_DIR}-media`
      : env.VITEST
        ? path.join(tmpdir(), 'guardian-vitest-media')
        : path.join(REPO_ROOT, '.data', 'media'));
  const s3 = env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION ?? 'ap-northeast-2',
        endpoint: env.S3_ENDPOINT || undefined,
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : !!env.S3_ENDPOINT,
        prefix: env.S3_PREFIX ?? '',
      }
    : null;
  return {
    storage: { dir, s3 },
    maxBytes: int(env.MEDIA_MAX_BYTES, 15 * 1024 * 1024),
    urlSecret: env.MEDIA_URL_SECRET || randomBytes(32).toString('hex'),
    urlSecretConfigured: !!env.MEDIA_URL_SECRET,
    urlTtlSec: int(env.MEDIA_URL_TTL_SEC, 3600),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = int(env.PORT, 4000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024),
    corsOrigins: corsOriginsFromEnv(env),
    docs: env.APP_ENV !== 'production',
    rateLimits: defaultRateLimits(env),
    openRequestCaps: {
      perOwner: int(env.OPEN_REQUESTS_PER_OWNER, 5),
      perOwnerAtShop: int(env.OPEN_REQUESTS_PER_SHOP, 2),
    },
    kakao: {
      clientId: env.KAKAO_CLIENT_ID ?? '',
      clientSecret: env.KAKAO_CLIENT_SECRET ?? '',
      authBaseUrl: env.KAKAO_AUTH_BASE_URL ?? 'https://kauth.kakao.com',
      apiBaseUrl: env.KAKAO_API_BASE_URL ?? 'https://kapi.kakao.com',
    },
    apple: {
      clientId: env.APPLE_CLIENT_ID ?? '',
      clientSecret: env.APPLE_CLIENT_SECRET ?? '',
      authBaseUrl: env.APPLE_AUTH_BASE_URL ?? 'https://appleid.apple.com',
      apiBaseUrl: env.APPLE_AUTH_BASE_URL ?? 'https://appleid.apple.com',
    },
    media: mediaConfigFromEnv(env),
  };
}
