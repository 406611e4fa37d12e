/** resultCodes of the chatting domain: [HTTP status, Korean message]; part of the public contract. */
export const CHATTING_ERRORS = {
  CHAT_ROOM_NOT_FOUND: [404, '채팅방을 찾을 수 없어요.'],
  CHAT_MESSAGE_NOT_FOUND: [404, '메시지를 찾을 수 없어요.'],
  CHAT_NOT_AVAILABLE: [409, '이 매장은 채팅 상담을 받지 않아요.'],
  CHAT_MESSAGE_NOT_EDITABLE: [409, '사진이나 상담 신청서는 수정할 수 없어요.'],
  CHAT_MESSAGE_CHANGED: [
    409,
    '다른 기기에서 먼저 수정한 메시지예요. 바뀐 내용을 확인하고 다시 수정해 주세요.',
  ],
  CHAT_INQUIRY_INCOMPLETE: [400, '상담 신청서의 필수 항목을 채워 주세요.'],
  INVALID_CHAT_TICKET: [401, '채팅 연결 시간이 지났어요. 다시 연결해 주세요.'],
} as const satisfies Record<string, readonly [number, string]>;
