import { publicGet, publicPost, type Session } from '@guardian/shared';

export type SnsProvider = 'KAKAO' | 'APPLE';

export const snsRedirectUri = (kind: SnsProvider) =>
  `${window.location.origin}/callback/${kind === 'KAKAO' ? 'kakao' : 'apple'}`;

export const getAuthorizeUrl = (kind: SnsProvider, redirectUri: string) =>
  publicGet<{ url: string; state: string }>('/v2/auth/sns/authorize-url', { kind, redirectUri });

export interface SnsCallbackResult {
  session: Session | null;
  snsToken: string | null;
}

export const exchangeSnsCode = (input: {
  kind: SnsProvider;
  code: string;
  state: string;
  redirectUri: string;
}) => publicPost<SnsCallbackResult>('/v2/auth/sns/callback', input);
