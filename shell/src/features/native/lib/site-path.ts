// A link handed to the page to open (a tapped notification's, from the push worker or the app): only a path of this
// site is followed, judged as /check judges its targetUrl (safeRedirect): never another origin, `//host` or `/\host`.
import { safeRedirect } from '../../../config/paths';

export function sitePath(link: unknown): string | null {
  if (typeof link !== 'string') return null;
  return safeRedirect(link, '') || null;
}
