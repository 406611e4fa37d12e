import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, queryKeys } from '@guardian/shared';
import type { AlimPaper, AlimPaperShare } from './types';

/** A new link (7 days); the previous one stops working. */
export const shareAlimPaper = (id: number) => apiPost<AlimPaperShare>(`/v2/alim-papers/${id}/share`);

export function useShareAlimPaper(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shareAlimPaper(id),
    onSuccess: (share) =>
      queryClient.setQueryData<AlimPaper>(queryKeys.alimPaper.detail(id), (card) =>
        card ? { ...card, share: { expiresAt: share.expiresAt } } : card,
      ),
  });
}
