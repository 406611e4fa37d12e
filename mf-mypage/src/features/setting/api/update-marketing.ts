// PUT /v2/me { termsMarketing }: agree to or withdraw from marketing messages. The answer is the new Me, whose
// termsMarketingAt dates the decision: it replaces the cached Me at once, so 설정 shows that date.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut, meQueryKey, type ApiBody, type Me } from '@guardian/shared';

export function updateMarketing(termsMarketing: boolean): Promise<Me> {
  return apiPut<Me>('/v2/me', { termsMarketing } satisfies ApiBody<'/v2/me', 'put'>);
}

export function useUpdateMarketing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMarketing,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
