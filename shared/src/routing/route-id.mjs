// Reading the record an address names: /notice/12 → 12. A screen checks it before asking the API, so a
// mistyped or cut-off link reads "찾을 수 없어요" at once instead of waiting on a request that cannot succeed.
// Plain JavaScript so that the site server (scripts/serve.mjs, through mf/screens.mjs) applies the same check
// before it starts a screen's first reads.

/**
 * The positive whole number in a route param or query value (`'12'` → 12), else null (`'abc'`, `'0'`, `'-3'`,
 * `'1.5'`, missing).
 * @param {string | null | undefined} value
 * @returns {number | null}
 */
export function routeId(value) {
  if (!value || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
