import type { AlimPaper, MealAmount, PoopState } from '../api/types';

export const MEAL_LABELS: Record<MealAmount, string> = {
  ALL: '다 먹었어요',
  MOST: '조금 남겼어요',
  HALF: '반 정도 먹었어요',
  LITTLE: '조금만 먹었어요',
  NONE: '안 먹었어요',
};

export const POOP_LABELS: Record<PoopState, string> = {
  NORMAL: '좋아요',
  SOFT: '묽어요',
  DIARRHEA: '설사',
  NONE: '없음',
};

/** The health flags as the words shown in the highlighted box ('구토', '상처', '투약'). */
export function healthTags(health: AlimPaper['health']): string[] {
  if (!health) return [];
  return [health.vomiting && '구토', health.injury && '상처', health.medicine && '투약'].filter(
    (t): t is string => typeof t === 'string',
  );
}

export function mealText(meal: NonNullable<AlimPaper['meal']>) {
  return [MEAL_LABELS[meal.amount], meal.note].filter(Boolean).join(' · ');
}

export function pottyText(potty: NonNullable<AlimPaper['potty']>) {
  const parts = [`소변 ${potty.pee}회`, `대변 ${potty.poop}회`];
  if (potty.poop > 0 && potty.state !== 'NONE') parts.push(`상태 ${POOP_LABELS[potty.state]}`);
  return [parts.join(', '), potty.note].filter(Boolean).join(' · ');
}

export function activityText(activity: NonNullable<AlimPaper['activity']>) {
  const walk = activity.walkMinutes > 0 ? `산책 ${activity.walkMinutes}분` : '';
  return [walk, activity.note].filter(Boolean).join(' · ') || '기록 없음';
}
