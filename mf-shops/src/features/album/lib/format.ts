const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** '2026-11-22' → '2026년 11월 22일 (일)' (the day is already a Seoul date). */
export function albumDay(day: string) {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일 (${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]})`;
}

export const petNames = (pets: { name: string }[]) => pets.map((p) => p.name).join(', ');
