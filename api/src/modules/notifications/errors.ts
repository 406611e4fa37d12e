/** resultCodes of the notifications domain: [HTTP status, Korean message]; part of the public contract. */
export const NOTIFICATIONS_ERRORS = {
  NOTIFICATION_NOT_FOUND: [404, '알림을 찾을 수 없어요.'],
  PUSH_SUBSCRIPTION_NOT_FOUND: [404, '등록된 알림 수신 기기를 찾을 수 없어요.'],
  PUSH_NOT_CONFIGURED: [503, '지금은 푸시 알림을 켤 수 없어요. 잠시 후 다시 시도해 주세요.'],
} as const satisfies Record<string, readonly [number, string]>;
