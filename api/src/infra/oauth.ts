import type { OAuthProviderConfig } from '../config.js';
import { AppError } from '../lib/errors.js';
import { bearerGet, formPost, HttpError } from './http-client.js';

export interface SnsProfile {
  snsId: string;
  email: string | null;
}

export interface SnsProvider {
  authorizeUrl(redirectUri: string, state: string): string;
  /** Exchanges an authorization code for the provider's user identity. */
  fetchProfile(code: string, redirectUri: string): Promise<SnsProfile>;
}

const providerFailure = (cause: unknown) => Object.assign(new AppError('EXTERNAL_SERVICE_ERROR'), { cause });

/** A provider answering 4xx to the code exchange means the code (not our server) is bad. */
function rethrow(err: unknown): never {
  if (err instanceof HttpError && err.status >= 400 && err.status < 500) {
    throw new AppError('INVALID_SNS_STATE', '소셜 로그인 인증에 실패했습니다. 다시 시도해주세요.');
  }
  if (err instanceof AppError) throw err;
  throw providerFailure(err);
}

export class KakaoProvider implements SnsProvider {
  constructor(private readonly cfg: OAuthProviderConfig) {}

  authorizeUrl(redirectUri: string, state: string) {
    const q = new URLSearchParams({
      client_id: this.cfg.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      state,
    });
    return `${this.cfg.authBaseUrl}/oauth/authorize?${q}`;
  }

  async fetchProfile(code: string, redirectUri: string): Promise<SnsProfile> {
    try {
      const form: Record<string, string> = {
        grant_type: 'authorization_code',
        client_id: this.cfg.clientId,
        redirect_uri: redirectUri,
        code,
      };
      if (this.cfg.clientSecret) form.client_secret = this.cfg.clientSecret;
      const token = await formPost<{ access_token: string }>(`${this.cfg.authBaseUrl}/oauth/token`, form);
      const me = await bearerGet<{
        id: number | string;
        kakao_account?: { email?: string; is_email_verified?: boolean };
      }>(`${this.cfg.apiBaseUrl}/v2/user/me`, token.access_token);
      const account = me.kakao_account;
      return {
        snsId: String(me.id),
        // Only an address Kakao verified: an unverified one could be anyone's, and it becomes the login e-mail.
        email: account?.email && account.is_email_verified === true ? account.email : null,
      };
    } catch (err) {
      rethrow(err);
    }
  }
}

/**
 * Sign in with Apple. The id_token comes straight from Apple's token endpoint over TLS, so we read its
 * claims and check iss/aud/exp; verifying its signature against Apple's JWKS is not done (documented gap).
 */
export class AppleProvider implements SnsProvider {
  constructor(private readonly cfg: OAuthProviderConfig) {}

  authorizeUrl(redirectUri: string, state: string) {
    const q = new URLSearchParams({
      client_id: this.cfg.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'query',
      state,
    });
    return `${this.cfg.authBaseUrl}/auth/authorize?${q}`;
  }

  async fetchProfile(code: string, redirectUri: string): Promise<SnsProfile> {
    let idToken: string;
    try {
      const res = await formPost<{ id_token: string }>(`${this.cfg.authBaseUrl}/auth/token`, {
        grant_type: 'authorization_code',
        client_id: this.cfg.clientId,
        client_secret: this.cfg.clientSecret,
        redirect_uri: redirectUri,
        code,
      });
      idToken = res.id_token;
    } catch (err) {
      rethrow(err);
    }
    const claims = decodeJwtPayload(idToken);
    const now = Math.floor(Date.now() / 1000);
    const audOk = Array.isArray(claims.aud)
      ? claims.aud.includes(this.cfg.clientId)
      : claims.aud === this.cfg.clientId;
    if (!claims.sub || !audOk || claims.iss !== 'https://appleid.apple.com' || (claims.exp ?? 0) < now) {
      throw providerFailure(new Error('Apple id_token claims rejected'));
    }
    // Apple sends email_verified as "true" or true; anything else is not proof that the address is the user's.
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    return {
      snsId: String(claims.sub),
      email: typeof claims.email === 'string' && verified ? claims.email : null,
    };
  }
}

interface JwtClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean | string;
  iss?: string;
  aud?: string | string[];
  exp?: number;
}

export function decodeJwtPayload(jwt: string): JwtClaims {
  const part = jwt?.split('.')[1];
  if (!part) throw providerFailure(new Error('malformed id_token'));
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as JwtClaims;
  } catch (err) {
    throw providerFailure(err);
  }
}
