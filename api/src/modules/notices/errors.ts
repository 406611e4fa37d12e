/** resultCodes of the notices domain: [HTTP status, Korean message]; part of the public contract. */
export const NOTICES_ERRORS = {
  NOTICE_NOT_FOUND: [404, '공지사항을 찾을 수 없어요.'],
} as const satisfies Record<string, readonly [number, string]>;
