// The shell's own route strings and href builders; every spec route string lives in shared `paths`.
import { paths } from '@guardian/shared';

export { paths };

export type EmailAuthMode = 'login' | 'signup' | 'password';

export const shellHref = {
  authEmail: (mode: EmailAuthMode = 'login', redirectUrl?: string | null) => {
    const q = new URLSearchParams();
    if (mode !== 'login') q.set('mode', mode);
    if (redirectUrl) q.set('redirectUrl', redirectUrl);
    const s = q.toString();
    return s ? `${paths.authEmail}?${s}` : paths.authEmail;
  },
  withRedirect: (path: string, redirectUrl?: string | null) =>
    redirectUrl ? `${path}?redirectUrl=${encodeURIComponent(redirectUrl)}` : path,
};

/** Only same-origin, absolute app paths are followed after login (no open redirect). */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.home): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  return target;
}
