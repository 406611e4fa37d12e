// Numbers as Korean screens write them: thousands separators, 원, m/km.
const grouped = new Intl.NumberFormat('ko-KR');

/** '1,234' */
export const formatCount = (n: number): string => grouped.format(n);

/** '12,000원' */
export const formatWon = (amount: number): string => `${grouped.format(amount)}원`;

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
