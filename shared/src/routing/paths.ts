// Links, built from the route manifest: `paths.notice` is '/notice', `paths.shopById(3)` is
// '/shop/3', `href('onlineReservationProduct', { id: 1, product_seq: 2 })` fills several params.
import { ROUTE_KEYS, ROUTES, type RouteKey, type Routes } from './route-manifest';

type ParamValue = string | number;

/** The `:param` names of a pattern, as a union. */
export type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/** No params: the path itself; one param: a builder taking its value; several: a params object. */
type PathOf<P extends string> = [PathParams<P>] extends [never]
  ? P
  : true extends IsUnion<PathParams<P>>
    ? (params: Record<PathParams<P>, ParamValue>) => string
    : (value: ParamValue) => string;

export type Paths = { [K in RouteKey]: PathOf<Routes[K]['path']> };

/** Fills a pattern's params (URL-encoded, so a chat room URL stays one segment). */
export function fillPath(pattern: string, params: Record<string, ParamValue>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing route param "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

export function href<K extends RouteKey>(
  key: K,
  ...params: [PathParams<Routes[K]['path']>] extends [never]
    ? []
    : [Record<PathParams<Routes[K]['path']>, ParamValue>]
): string {
  return fillPath(ROUTES[key].path, params[0] ?? {});
}

function builderFor(pattern: string): string | ((arg: ParamValue | Record<string, ParamValue>) => string) {
  const names = [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  if (names.length === 0) return pattern;
  return (arg) => fillPath(pattern, typeof arg === 'object' ? arg : { [names[0]]: arg });
}

const derived = Object.fromEntries(ROUTE_KEYS.map((key) => [key, builderFor(ROUTES[key].path)])) as Paths;

/** Every screen's link; apps build links with these (never with a written route string). */
export const paths = {
  ...derived,
  /** The 알림장 a shop sends by Kakao: the token travels in the query. */
  alimPaperByToken: (token: string) => `${ROUTES.alimPaperByToken.path}?token=${encodeURIComponent(token)}`,
};

/** `/auth?redirectUrl=…` for a page that needs login. */
export function authHref(redirectUrl?: string): string {
  return redirectUrl ? `${paths.auth}?redirectUrl=${encodeURIComponent(redirectUrl)}` : paths.auth;
}
