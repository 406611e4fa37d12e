import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(API_ROOT, '..');

export interface RateLimitConfig {
  loginPerAccount: number; // failures per window
  loginPerIp: number; // attempts per window
  loginWindowSec: number;
  certPerPhone: number;
  certPerIp: number;
  certWindowSec: number;
  certResendSec: number;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authBaseUrl: string;
  apiBaseUrl: string;
}

export interface AppConfig {
  publicBaseUrl: string;
  bodyLimit: number;
  corsOrigins: string[] | true;
  rateLimits: RateLimitConfig;
  kakao: OAuthProviderConfig;
  apple: OAuthProviderConfig;
}

const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);

export const defaultRateLimits = (env: NodeJS.ProcessEnv = process.env): RateLimitConfig => ({
  loginPerAccount: int(env.RATE_LIMIT_LOGIN_ACCOUNT, 5),
  loginPerIp: int(env.RATE_LIMIT_LOGIN_IP, 30),
  loginWindowSec: 15 * 60,
  certPerPhone: int(env.RATE_LIMIT_CERT_PHONE, 5),
  certPerIp: int(env.RATE_LIMIT_CERT_IP, 20),
  certWindowSec: 60 * 60,
  certResendSec: int(env.CERT_RESEND_SECONDS, 60),
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = int(env.PORT, 4000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024),
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((s) => s.trim()) : true,
    rateLimits: defaultRateLimits(env),
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
  };
}
