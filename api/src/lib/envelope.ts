export interface Envelope<T> {
  resultCode: string;
  message: string;
  data: T;
}

// `SUCCESS` as a literal: the route's response schema (http/schemas.ts `envelope`) only allows that code.
export const ok = <T>(data: T) =>
  ({ resultCode: 'SUCCESS' as const, message: '성공', data }) satisfies Envelope<T>;

/** One page of a list as every paged route answers it (`pageOf` in http/schemas.ts): `hasNext` when more follow. */
export const paged = <T>(items: T[], page: number, size: number, total: number | string) => {
  const n = Number(total);
  return { items, page, size, total: n, hasNext: (page + 1) * size < n };
};
