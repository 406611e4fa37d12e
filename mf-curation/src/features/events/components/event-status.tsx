import { Badge } from '@guardian/shared';
import type { EventCard } from '../../../api/types';

const LABEL = { RUNNING: '진행 중', UPCOMING: '예정', ENDED: '종료' } as const;
const TONE = { RUNNING: 'brand', UPCOMING: 'info', ENDED: 'neutral' } as const;

export function EventStatus({ status }: { status: EventCard['status'] }) {
  return <Badge tone={TONE[status]}>{LABEL[status]}</Badge>;
}

/** 2026-11-15 → 2026.11.15 */
export const dotDate = (day: string) => day.replaceAll('-', '.');
