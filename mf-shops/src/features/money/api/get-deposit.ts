import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Deposit } from './types';

export const getDeposit = (reservationSeq: number) =>
  apiGet<Deposit>(`/v2/reservations/${reservationSeq}/deposit`);

export const depositQueryOptions = (reservationSeq: number) =>
  queryOptions({
    queryKey: queryKeys.deposits.detail(reservationSeq),
    queryFn: () => getDeposit(reservationSeq),
  });

export const useDeposit = (reservationSeq: number, enabled: boolean) =>
  useQuery({ ...depositQueryOptions(reservationSeq), enabled });
