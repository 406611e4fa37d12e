import type { OAuthProviderConfig } from '../config.js';
import { AppError } from '../lib/errors.js';
import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { bearerGet, formPost, getJson, HttpError } from './http-client.js';
import { sha256 } from './tokens.js';

export interface SnsProfile {
  snsId: string;
  email: string | null;
}

export interface SnsProvider {
  authorizeUrl(redirectUri: string, state: string): string;
  /** Exchanges an authorization code for the provider's user identity; `state` is the flow's, already checked. */
  fetchProfile(code: string, redirectUri: string, state: string): Promise<SnsProfile>;
}

const providerFailure = (cause: unknown) => Object.assign(new AppError('EXTERNAL_SERVICE_ERROR'), { cause });

/** A provider answering 4xx to the code exchange means the code (not our server) is bad. */
function rethrow(err: unknown): never {
  if (err instanceof HttpError && err.status >= 400 && err.status < 500) {
    throw new AppError('INVALID_SNS_STATE', '소셜 로그인 인증에 실패했어요. 다시 시도해 주세요.');
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

/** The nonce of a flow: derived from its state, so nothing more is stored and a token of another flow fails. */
export const nonceFor = (state: string) => sha256(`nonce:${state}`);

const KEYS_TTL_MS = 60 * 60 * 1000;

/**
 * Sign in with Apple. The id_token's RS256 signature is verified against Apple's published keys
 * (`<authBaseUrl>/auth/keys`, cached for an hour and fetched again for a key id not seen yet), then iss, aud,
 * exp and the flow's nonce are checked, so a token that did not come from Apple for this very flow is refused.
 */
export class AppleProvider implements SnsProvider {
  private keys: { at: number; byKid: Map<string, KeyObject> } | null = null;
  constructor(private readonly cfg: OAuthProviderConfig) {}

  private async signingKey(kid: string): Promise<KeyObject | undefined> {
    const fresh = this.keys && Date.now() - this.keys.at < KEYS_TTL_MS;
    if (!fresh || !this.keys!.byKid.has(kid)) {
      const { keys } = await getJson<{ keys: (JsonWebKey & { kid: string })[] }>(
        `${this.cfg.authBaseUrl}/auth/keys`,
      );
      this.keys = {
        at: Date.now(),
        byKid: new Map(keys.map((k) => [k.kid, createPublicKey({ key: k, format: 'jwk' })])),
      };
    }
    return this.keys!.byKid.get(kid);
  }

  /** The claims of an id_token whose RS256 signature one of Apple's keys made; anything else is refused. */
  private async verifiedClaims(idToken: string): Promise<JwtClaims> {
    const [head, body, sig] = idToken?.split('.') ?? [];
    if (!head || !body || !sig) throw providerFailure(new Error('malformed id_token'));
    let header: { alg?: string; kid?: string };
    try {
      header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    } catch (err) {
      throw providerFailure(err);
    }
    if (header.alg !== 'RS256' || !header.kid) throw providerFailure(new Error('id_token is not RS256'));
    const key = await this.signingKey(header.kid);
    const signed =
      key && verify('sha256', Buffer.from(`${head}.${body}`), key, Buffer.from(sig, 'base64url'));
    if (!signed) throw providerFailure(new Error('id_token signature rejected'));
    return decodeJwtPayload(idToken);
  }

  authorizeUrl(redirectUri: string, state: string) {
    const q = new URLSearchParams({
      client_id: this.cfg.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'query',
      state,
      nonce: nonceFor(state),
    });
    return `${this.cfg.authBaseUrl}/auth/authorize?${q}`;
  }

  async fetchProfile(code: string, redirectUri: string, state: string): Promise<SnsProfile> {
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
    const claims = await this.verifiedClaims(idToken);
    const now = Math.floor(Date.now() / 1000);
    const audOk = Array.isArray(claims.aud)
      ? claims.aud.includes(this.cfg.clientId)
      : claims.aud === this.cfg.clientId;
    if (
      !claims.sub ||
      !audOk ||
      claims.iss !== 'https://appleid.apple.com' ||
      (claims.exp ?? 0) < now ||
      claims.nonce !== nonceFor(state)
    ) {
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
  nonce?: string;
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
