import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, queryKeys } from '@guardian/shared';

export const markAllRead = () => apiPost<{ read: number }>('/v2/notifications/read-all');

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list() }),
  });
}
