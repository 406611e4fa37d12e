export interface Envelope<T> {
  resultCode: string;
  message: string;
  data: T;
}

// `SUCCESS` as a literal: the route's response schema (http/schemas.ts `envelope`) only allows that code.
export const ok = <T>(data: T) =>
  ({ resultCode: 'SUCCESS' as const, message: '성공', data }) satisfies Envelope<T>;
