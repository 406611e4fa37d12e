import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, queryKeys } from '@guardian/shared';
import type { AlimPaper } from './types';

export const revokeAlimPaperShare = (id: number) => apiDelete<null>(`/v2/alim-papers/${id}/share`);

export function useRevokeAlimPaperShare(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeAlimPaperShare(id),
    onSuccess: () =>
      queryClient.setQueryData<AlimPaper>(queryKeys.alimPaper.detail(id), (card) =>
        card ? { ...card, share: null } : card,
      ),
  });
}
