import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { Deposit } from './types';

export const getDeposit = (reservationSeq: number) =>
  apiGet<Deposit>(`/v2/reservations/${reservationSeq}/deposit`);

export const depositQueryOptions = (reservationSeq: number) =>
  queryOptions({
    queryKey: queryKeys.deposits.detail(reservationSeq),
    queryFn: () => getDeposit(reservationSeq),
    // The shop marks the transfer received while the app is away: back in the app, 입금 전 becomes 입금 완료.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useDeposit = (reservationSeq: number, enabled: boolean) =>
  useQuery({ ...depositQueryOptions(reservationSeq), enabled });
