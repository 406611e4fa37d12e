/** resultCodes of the albums domain: [HTTP status, Korean message]; part of the public contract. */
export const ALBUMS_ERRORS = {
  ALBUM_NOT_FOUND: [404, '앨범을 찾을 수 없어요.'],
} as const satisfies Record<string, readonly [number, string]>;
