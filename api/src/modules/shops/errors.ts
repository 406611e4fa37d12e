/** resultCodes of the shops domain: [HTTP status, Korean message]; part of the public contract. */
export const SHOPS_ERRORS = {
  SHOP_NOT_FOUND: [404, '매장을 찾을 수 없어요.'],
  ALREADY_LINKED: [409, '이미 연결된 매장이에요.'],
  NOT_LINKED: [404, '연결되지 않은 매장이에요.'],
} as const satisfies Record<string, readonly [number, string]>;
