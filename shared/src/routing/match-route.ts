// Which manifest entry a URL path (or a route pattern) is. The ranking is React Router's in
// the cases the manifest has: a static segment beats a `:param` at the same place, so
// /shop/detail is not /shop/:id and /alim-paper/detail is not /alim-paper/:id.
import { ROUTE_KEYS, ROUTES, type RouteKey } from './route-manifest';

interface Compiled {
  key: RouteKey;
  segments: string[];
}

const split = (path: string): string[] => path.split('/').filter(Boolean);

const compiled: Compiled[] = ROUTE_KEYS.map((key) => ({ key, segments: split(ROUTES[key].path) }));
const byPattern = new Map<string, RouteKey>(ROUTE_KEYS.map((key) => [ROUTES[key].path, key]));

export function normalisePath(pathname: string): string {
  const p = pathname.split(/[?#]/)[0].replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

function matches(pattern: string[], parts: string[]): boolean {
  if (pattern.length !== parts.length) return false;
  return pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
}

/** Negative when `a` is the more specific pattern (static where `b` has a param, earliest first). */
function bySpecificity(a: Compiled, b: Compiled): number {
  for (let i = 0; i < a.segments.length; i++) {
    const aParam = a.segments[i].startsWith(':');
    const bParam = b.segments[i].startsWith(':');
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return 0;
}

/** The manifest key of a pathname or of a pattern written as in the manifest; null when none. */
export function findRoute(pathname: string): RouteKey | null {
  const path = normalisePath(pathname);
  const exact = byPattern.get(path);
  if (exact) return exact;
  const parts = split(path);
  const candidates = compiled.filter((c) => matches(c.segments, parts)).sort(bySpecificity);
  return candidates[0]?.key ?? null;
}
