/** resultCodes of the media domain: [HTTP status, Korean message]; part of the public contract. */
export const MEDIA_ERRORS = {
  MEDIA_FILE_REQUIRED: [400, '사진 파일을 선택해 주세요.'],
  MEDIA_TOO_LARGE: [413, '사진이 너무 커요. 15MB 이하의 사진을 올려 주세요.'],
  MEDIA_UNSUPPORTED_TYPE: [415, 'JPEG, PNG, WebP, HEIC 사진만 올릴 수 있어요.'],
  MEDIA_UNREADABLE: [400, '사진을 읽을 수 없어요. 다른 사진을 골라 주세요.'],
  MEDIA_NOT_FOUND: [404, '사진을 찾을 수 없어요.'],
  MEDIA_ALREADY_ATTACHED: [409, '이미 다른 곳에 쓰인 사진이에요. 사진을 다시 올려 주세요.'],
  MEDIA_LINK_INVALID: [403, '사진 주소가 올바르지 않아요.'],
  MEDIA_LINK_EXPIRED: [403, '사진 주소의 유효 시간이 지났어요. 화면을 새로고침해 주세요.'],
} as const satisfies Record<string, readonly [number, string]>;
