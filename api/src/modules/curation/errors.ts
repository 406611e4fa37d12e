/** resultCodes of the curation domain (홈 contents, breed guide, curated reviews, events, editors). */
export const CURATION_ERRORS = {
  CURATION_NOT_FOUND: [404, '콘텐츠를 찾을 수 없어요.'],
  BREED_NOT_FOUND: [404, '품종을 찾을 수 없어요.'],
  CURATION_REVIEW_NOT_FOUND: [404, '매장 리뷰를 찾을 수 없어요.'],
  EVENT_NOT_FOUND: [404, '이벤트를 찾을 수 없어요.'],
  EVENT_COUPON_NOT_FOUND: [404, '이 이벤트에는 받을 수 있는 쿠폰이 없어요.'],
  EVENT_NOT_RUNNING: [409, '진행 중인 이벤트가 아니라서 쿠폰을 받을 수 없어요.'],
  EVENT_COUPON_ALREADY_TAKEN: [409, '이미 받은 쿠폰이에요.'],
} as const satisfies Record<string, readonly [number, string]>;
