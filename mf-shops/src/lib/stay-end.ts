// A stay's last day (check-out, a report card's end) beside its first: the year only when it differs from the first
// day's, which says its own against today (formatDay). "2027년 1월 1일 (금) ~ 1월 3일 (일)", not the year twice;
// "12월 30일 (수) ~ 2027년 1월 2일 (토)" across the new year.
import { formatDay } from '@guardian/shared';

export const formatStayEnd = (start: string, end: string): string =>
  formatDay(end, new Date(`${start}T12:00:00+09:00`));
