// PUT /v2/me { phoneNumber, certificationToken }: a new phone number, proven by its SMS certification (the number is
// what resets the password). The answer is the new Me: it replaces the cached one, so 프로필 shows the new number.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut, meQueryKey, type ApiBody, type Me } from '@guardian/shared';

export interface NewPhone {
  phoneNumber: string;
  certificationToken: string;
}

export function changePhone({ phoneNumber, certificationToken }: NewPhone): Promise<Me> {
  return apiPut<Me>('/v2/me', { phoneNumber, certificationToken } satisfies ApiBody<'/v2/me', 'put'>);
}

export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePhone,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
