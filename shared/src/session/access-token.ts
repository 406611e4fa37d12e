// §4: the access_token cookie (2 days) is what marks a person as logged in.
import Cookies from 'js-cookie';
import { LIMITS } from '../constants/limits';

export const ACCESS_TOKEN_COOKIE = 'access_token';

export function getAccessToken(): string | null {
  return Cookies.get(ACCESS_TOKEN_COOKIE) ?? null;
}

export function setAccessToken(token: string): void {
  Cookies.set(ACCESS_TOKEN_COOKIE, token, {
    expires: LIMITS.ACCESS_TOKEN_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  });
}

export function removeAccessToken(): void {
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
}
