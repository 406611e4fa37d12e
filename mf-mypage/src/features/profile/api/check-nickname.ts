import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@guardian/shared';

export function checkNicknameDuplicated(nickname: string): Promise<{ duplicated: boolean }> {
  return apiPost<{ duplicated: boolean }>('/v2/user/duplicated', { type: 'NICKNAME', value: nickname });
}

export function useCheckNickname() {
  return useMutation({ mutationFn: checkNicknameDuplicated });
}
