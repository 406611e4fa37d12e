import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiBody } from '@guardian/shared';
import type { CheckoutOrder } from './types';

export type StartPurchaseInput = ApiBody<'/v2/vouchers/purchases', 'post'>;

export const startPurchase = (input: StartPurchaseInput) =>
  apiPost<CheckoutOrder>('/v2/vouchers/purchases', input);

export const useStartPurchase = () => useMutation({ mutationFn: startPurchase });
