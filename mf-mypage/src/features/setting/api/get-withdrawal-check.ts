// GET /v2/user/withdrawal-check: what 회원 탈퇴 would take from the owner (passes' uses left per shop, coupons, AI
// 프로필 pictures still to download), said in the last question before it. Read afresh each time it is asked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet } from '@guardian/shared';

export type WithdrawalCheck = ApiGet<'/v2/user/withdrawal-check'>;

const getWithdrawalCheck = () => apiGet<WithdrawalCheck>('/v2/user/withdrawal-check');

export const withdrawalCheckQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.user.all, 'withdrawal-check'] as const,
    queryFn: getWithdrawalCheck,
  });

/** Asked from the moment the reason sheet opens (`enabled`), so the last question has it when it shows. */
export const useWithdrawalCheck = (enabled: boolean) =>
  useQuery({ ...withdrawalCheckQueryOptions(), enabled });
