/** resultCodes of the booking domain: [HTTP status, Korean message]; part of the public contract. */
export const BOOKING_ERRORS = {
  PRODUCT_NOT_FOUND: [404, '상품을 찾을 수 없어요.'],
  RESERVATION_NOT_FOUND: [404, '예약을 찾을 수 없어요.'],
  ONLINE_RESERVATION_UNAVAILABLE: [409, '온라인 예약을 받지 않는 매장이에요.'],
  SLOT_UNAVAILABLE: [409, '방금 다른 분이 예약한 시간이에요. 다른 시간을 선택해 주세요.'],
  PET_ALREADY_BOOKED: [409, '이미 같은 시간에 예약된 반려동물이 있어요. 예약 내역을 확인해 주세요.'],
  INVALID_STATUS_TRANSITION: [409, '현재 예약 상태에서는 처리할 수 없어요.'],
  CANCEL_TERMS_CHANGED: [409, '취소 조건이 바뀌었어요. 다시 확인해 주세요.'],
  RESCHEDULE_TOO_LATE: [
    409,
    '방문일이 가까워 앱에서는 예약을 변경할 수 없어요. 변경은 매장에 채팅으로 문의해 주세요.',
  ],
  RESCHEDULE_SAME_TIME: [409, '지금 예약과 같은 일정이에요. 다른 날짜나 시간을 골라 주세요.'],
  RESCHEDULE_NIGHTS_CHANGED: [
    409,
    '숙박 일수는 바꿀 수 없어요. 일수를 바꾸려면 매장에 채팅으로 문의해 주세요.',
  ],
  VISIT_NOT_STARTED: [409, '방문 시작 전에는 완료나 노쇼로 처리할 수 없어요.'],
  NO_DEPOSIT: [409, '예약금이 없는 예약이에요.'],
  DEPOSIT_ALREADY_PAID: [409, '이미 입금이 확인된 예약금이에요.'],
  NO_REFUND_DUE: [409, '돌려줄 예약금이 없는 예약이에요.'],
  DEPOSIT_ALREADY_REFUNDED: [409, '이미 환불된 예약금이에요.'],
  TOO_MANY_OPEN_REQUESTS: [
    409,
    '답변을 기다리는 예약 요청이 5건이에요. 매장의 확정이나 취소 후에 새로 요청해 주세요.',
  ],
  TOO_MANY_OPEN_REQUESTS_AT_SHOP: [
    409,
    '이 매장에 답변을 기다리는 예약 요청이 2건이에요. 매장의 확정이나 취소 후에 새로 요청해 주세요.',
  ],
  INVALID_SCHEDULE_TOKEN: [400, '유효하지 않거나 만료된 일정 링크예요.'],
  SCHEDULE_VISIT_CANCELED: [410, '취소된 예약이에요.'],
} as const satisfies Record<string, readonly [number, string]>;
