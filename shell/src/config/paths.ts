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

/**
 * Only same-origin, absolute app paths are followed after login (no open redirect). Judged by where the
 * browser would resolve it, not by its first characters: "/\\evil.example" and "/<tab>/evil.example" read
 * as "//evil.example" to the URL parser.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.home): string {
  if (!target || !target.startsWith('/')) return fallback;
  const { href, origin } = window.location;
  try {
    if (new URL(target, href).origin !== origin) return fallback;
  } catch {
    return fallback;
  }
  return target;
}
