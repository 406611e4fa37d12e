// User-facing Korean texts that more than one app shows.
export const MESSAGES = {
  /** §8: alert on a 401 from a mutation. */
  INVALID_ACCESS: '정상적인 접근이 아닙니다. 다시 시도해주세요.',
  /** §8: blocking update prompt. */
  UPDATE_REQUIRED: '앱 업데이트가 필요합니다.',
  UPDATE_BUTTON: '업데이트',
  NETWORK_ERROR: '네트워크 연결을 확인해 주세요.',
  TIMEOUT: '응답이 늦어지고 있어요. 잠시 후 다시 시도해 주세요.',
  CANCELED: '요청이 취소됐어요.',
  UNKNOWN_ERROR: '일시적인 오류가 생겼어요. 잠시 후 다시 시도해 주세요.',
  LOAD_FAILED: '정보를 불러오지 못했어요.',
  RETRY: '다시 시도',
  LOGIN: '로그인하기',
} as const;
