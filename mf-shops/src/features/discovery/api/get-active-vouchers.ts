// Do I have a pass that can still pay, for the home with no linked shop (a pass outlives the shop's link): 내 이용권's
// read and key (src/api/my-vouchers.ts), so each fills the other's cache.
import { useQuery } from '@tanstack/react-query';
import { myVouchersQueryOptions } from '../../../api/my-vouchers';

/** Whether I have a pass that can still pay (undefined until it is known). */
export const useHasActiveVoucher = () =>
  useQuery({ ...myVouchersQueryOptions(), select: (vouchers) => vouchers.length > 0 }).data;
