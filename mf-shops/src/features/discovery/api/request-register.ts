// POST /v2/shop/request-register: ask Guardian to bring a shop on board.
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiBody, type ApiPost } from '@guardian/shared';

export type RequestRegisterInput = ApiBody<'/v2/shop/request-register', 'post'>;

export const requestRegister = (input: RequestRegisterInput) =>
  apiPost<ApiPost<'/v2/shop/request-register'>>('/v2/shop/request-register', input);

export const useRequestRegister = () => useMutation({ mutationFn: requestRegister });
