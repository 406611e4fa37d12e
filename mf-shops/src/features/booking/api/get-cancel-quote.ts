import { apiGet } from '@guardian/shared';
import type { CancelQuote } from './types';

/** Asked right before the confirm dialog, never cached: the fee depends on today's date. */
export const getCancelQuote = (id: number) => apiGet<CancelQuote>(`/v2/reservations/${id}/cancel-quote`);
