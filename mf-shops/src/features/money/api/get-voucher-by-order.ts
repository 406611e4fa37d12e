import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Voucher } from './types';

export const getVoucherByOrder = (orderId: string) => apiGet<Voucher>('/v2/vouchers/by-order', { orderId });

export const voucherByOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: queryKeys.vouchers.byOrder(orderId), queryFn: () => getVoucherByOrder(orderId) });

export const useVoucherByOrder = (orderId: string, enabled: boolean) =>
  useQuery({ ...voucherByOrderQueryOptions(orderId), enabled });
