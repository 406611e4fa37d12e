// Numbers as Korean screens write them: thousands separators, 원, m/km. Without Intl, whose first formatter
// costs a page ~15 ms of main thread (see seoul-dates.ts); ko-KR groups by three with commas.

/** '1,234'; fractions as ko-KR writes them, to three places ('1,234.568'). */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole, fraction] = String(Math.round(Math.abs(n) * 1000) / 1000).split('.');
  const sign = n < 0 && (whole !== '0' || fraction) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** '12,000원' */
export const formatWon = (amount: number): string => `${formatCount(amount)}원`;

/** '12,000원', or '12,000원 ~ 30,000원' when the prices differ; '' for no price. */
export function formatWonRange(prices: readonly number[]): string {
  if (prices.length === 0) return '';
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? formatWon(min) : `${formatWon(min)} ~ ${formatWon(max)}`;
}

/** '850m' under a kilometre, else '1.2km'. */
export const formatDistance = (meters: number): string =>
  meters < 1000 ? `${meters}m` : `${(meters / 1000).toFixed(1)}km`;
