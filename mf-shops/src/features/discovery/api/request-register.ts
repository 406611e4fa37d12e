// POST /v2/shop/request-register: ask Guardian to bring a shop on board.
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@guardian/shared';

export interface RequestRegisterInput {
  shopName: string;
  address?: string;
  phone?: string;
  memo?: string;
}

export const requestRegister = (input: RequestRegisterInput) =>
  apiPost<{ requestSeq: number }>('/v2/shop/request-register', input);

export const useRequestRegister = () => useMutation({ mutationFn: requestRegister });
