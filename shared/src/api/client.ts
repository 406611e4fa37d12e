// The axios instances of §7: one authenticated, one public, one bare for third parties.
import axios, { type AxiosInstance } from 'axios';
import { LIMITS } from '../constants/limits';
import { reportApiError } from '../monitoring/report-api-error';
import { getAccessToken } from '../session/access-token';
import { toApiError } from './api-error';
import { serializeParams, type QueryParams } from './params-serializer';

function createInstance(authenticated: boolean): AxiosInstance {
  const instance = axios.create({
    timeout: LIMITS.API_TIMEOUT_MS,
    paramsSerializer: { serialize: (params) => serializeParams(params as QueryParams) },
    headers: { Accept: 'application/json' },
  });
  if (authenticated) {
    instance.interceptors.request.use((config) => {
      // Read on every request: the cookie changes on login/logout without a reload.
      const token = getAccessToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    });
  }
  instance.interceptors.response.use(undefined, (error: unknown) => {
    const apiError = toApiError(error);
    reportApiError(apiError);
    return Promise.reject(apiError);
  });
  return instance;
}

export const authClient = createInstance(true);
export const publicClient = createInstance(false);
/** For absolute third-party URLs (social login); no base URL, the caller passes the token. */
export const externalClient = createInstance(false);

export interface ApiClientOptions {
  baseURL: string;
}

/** Called once at start-up with `config.apiBaseUrl` (the shell, or a remote's standalone entry). */
export function configureApiClient({ baseURL }: ApiClientOptions): void {
  authClient.defaults.baseURL = baseURL;
  publicClient.defaults.baseURL = baseURL;
}
