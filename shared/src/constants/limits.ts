// Business constants and limits of spec §9, in one place.
export const LIMITS = {
  ACCESS_TOKEN_DAYS: 2,
  API_TIMEOUT_MS: 500_000,
  TOAST_MS: 3_000,
  CHAT_PAGE_SIZE: 10,
  MIN_APP_VERSION: '3.0.0',
  MALL_RELOAD_BUCKET_MS: 600_000,
  SCROLL_RESTORE_DELAY_MS: 100,
  BODY_MAX_WIDTH: 480,
} as const;
