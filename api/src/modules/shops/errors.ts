/** resultCodes of the shops domain: [HTTP status, Korean message]; part of the public contract. */
export const SHOPS_ERRORS = {
  SHOP_NOT_FOUND: [404, '매장을 찾을 수 없습니다.'],
  ALREADY_LINKED: [409, '이미 연결된 매장입니다.'],
  NOT_LINKED: [404, '연결되지 않은 매장입니다.'],
} as const satisfies Record<string, readonly [number, string]>;
