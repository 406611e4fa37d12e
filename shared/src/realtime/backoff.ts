// The realtime code's one exponential backoff: 1, 2, 4 … seconds after each failure in a row, at most 30.
// The chat socket's reconnects add jitter to it; the chat client's background load waits it out as is.
export const MAX_BACKOFF_MS = 30_000;

/** The wait after `failures` failures in a row (0 for the first retry). */
export const backoffMs = (failures: number): number => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures);
