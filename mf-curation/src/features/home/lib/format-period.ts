import { seoulToday } from '@guardian/shared';

/**
 * The period of an event card, short: "11.15 ~ 12.25" within this year (Seoul), the year once in front when
 * both ends share another year ("2025. 11.15 ~ 12.25"), and each end's year when it crosses a new year
 * ("2026. 11.26 ~ 2027. 1.8"), so the end never reads as earlier than the start.
 */
export function formatPeriod(start: string, end: string, today: Date = new Date()) {
  const year = seoulToday(today).slice(0, 4);
  const short = (d: string) => `${Number(d.slice(5, 7))}.${Number(d.slice(8, 10))}`;
  const startYear = start.slice(0, 4);
  const endYear = end.slice(0, 4);
  if (startYear !== endYear) return `${startYear}. ${short(start)} ~ ${endYear}. ${short(end)}`;
  return `${startYear === year ? '' : `${startYear}. `}${short(start)} ~ ${short(end)}`;
}
