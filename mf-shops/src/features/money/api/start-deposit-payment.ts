import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@guardian/shared';
import type { CheckoutOrder } from './types';

export const startDepositPayment = (reservationSeq: number) =>
  apiPost<CheckoutOrder>(`/v2/reservations/${reservationSeq}/deposit/payment`);

export const useStartDepositPayment = () => useMutation({ mutationFn: startDepositPayment });
