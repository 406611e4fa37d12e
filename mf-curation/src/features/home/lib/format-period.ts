// 2026-11-15 ~ 2026-12-25 → "11.15 ~ 12.25" (the year once, when both ends are in another year than now).
export function formatPeriod(start: string, end: string, today = new Date()) {
  const year = String(today.getFullYear());
  const short = (d: string) => `${Number(d.slice(5, 7))}.${Number(d.slice(8, 10))}`;
  const prefix = start.slice(0, 4) !== year || end.slice(0, 4) !== year ? `${start.slice(0, 4)}. ` : '';
  return `${prefix}${short(start)} ~ ${short(end)}`;
}
