import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, queryKeys } from '@guardian/shared';
import type { AlimPaper } from './types';

export const replyAlimPaper = ({ id, text }: { id: number; text: string }) =>
  apiPost<AlimPaper>(`/v2/alim-papers/${id}/reply`, { text });

export function useReplyAlimPaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyAlimPaper,
    onSuccess: (card) => queryClient.setQueryData(queryKeys.alimPaper.detail(card.alimPaperSeq), card),
  });
}
