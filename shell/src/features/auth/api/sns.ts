import {
  publicGet,
  publicPost,
  type ApiBody,
  type ApiGet,
  type ApiPost,
  type ApiQuery,
} from '@guardian/shared';

type AuthorizeQuery = ApiQuery<'/v2/auth/sns/authorize-url'>;
export type SnsProvider = AuthorizeQuery['kind'];

export const snsRedirectUri = (kind: SnsProvider) =>
  `${window.location.origin}/callback/${kind === 'KAKAO' ? 'kakao' : 'apple'}`;

export const getAuthorizeUrl = (kind: SnsProvider, redirectUri: string) =>
  publicGet<ApiGet<'/v2/auth/sns/authorize-url'>>('/v2/auth/sns/authorize-url', {
    kind,
    redirectUri,
  } satisfies AuthorizeQuery);

export type SnsCallbackResult = ApiPost<'/v2/auth/sns/callback'>;

export const exchangeSnsCode = (input: ApiBody<'/v2/auth/sns/callback'>) =>
  publicPost<SnsCallbackResult>('/v2/auth/sns/callback', input);
