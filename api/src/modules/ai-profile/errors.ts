/** resultCodes of the AI profile domain: [HTTP status, Korean message]; part of the public contract. */
export const AI_PROFILE_ERRORS = {
  AI_PRODUCT_NOT_FOUND: [404, 'AI 프로필 상품을 찾을 수 없어요.'],
  AI_ORDER_NOT_FOUND: [404, 'AI 프로필 주문을 찾을 수 없어요.'],
  AI_ORDER_PAYMENT_REPLACED: [
    409,
    '이 주문은 새로 시작한 결제로 바뀌어 이 결제는 취소됐어요. 마지막에 연 결제 창으로 결제해 주세요.',
  ],
  AI_PHOTO_NOT_FOUND: [404, '사진을 찾을 수 없어요. 사진을 다시 올려 주세요.'],
  AI_PHOTOS_INVALID: [400, '사진은 5장에서 10장까지, 서로 다른 사진으로 올려 주세요.'],
  AI_RESULTS_NOT_READY: [409, '아직 사진을 만들고 있어요. 완료되면 받을 수 있어요.'],
  AI_GENERATION_UNAVAILABLE: [503, '지금은 AI 프로필을 만들 수 없어요. 잠시 후 다시 시도해 주세요.'],
} as const satisfies Record<string, readonly [number, string]>;
