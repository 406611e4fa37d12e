// POST /v2/events/{id}/coupon: take the event's coupon (once per person).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, queryKeys } from '@guardian/shared';
import type { TakenCoupon } from '../../../api/types';
import { eventQueryOptions } from './get-event';

export const takeEventCoupon = (eventSeq: number) => apiPost<TakenCoupon>(`/v2/events/${eventSeq}/coupon`);

export function useTakeEventCoupon(eventSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => takeEventCoupon(eventSeq),
    // Taken now or before (409): either way the detail now has my code, and 쿠폰함 (mf-shops) has the coupon.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventQueryOptions(eventSeq).queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coupons.all }),
      ]),
  });
}
