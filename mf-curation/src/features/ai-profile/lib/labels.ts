import type { BadgeTone } from '@guardian/shared';
import type { AiOrderStatus } from '../api/types';

export const STATUS_LABEL: Record<AiOrderStatus, { label: string; tone: BadgeTone }> = {
  PENDING_PAYMENT: { label: '결제 대기', tone: 'neutral' },
  PAID: { label: '대기 중', tone: 'info' },
  GENERATING: { label: '만드는 중', tone: 'info' },
  DONE: { label: '완성', tone: 'success' },
  FAILED: { label: '실패', tone: 'danger' },
  REFUNDED: { label: '환불 완료', tone: 'warning' },
};
