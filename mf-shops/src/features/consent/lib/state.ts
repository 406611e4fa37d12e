import type { BadgeTone } from '@guardian/shared';
import type { ConsentState } from '../api/types';

export const STATE_LABELS: Record<ConsentState, string> = {
  TO_SIGN: '서명 필요',
  SIGNED: '서명 완료',
  RESIGN: '다시 서명 필요',
};

export const STATE_TONES: Record<ConsentState, BadgeTone> = {
  TO_SIGN: 'warning',
  SIGNED: 'success',
  RESIGN: 'danger',
};

export const KIND_LABELS = { GROOMING: '미용', HOTEL: '호텔링', VACCINATION: '예방접종' } as const;
