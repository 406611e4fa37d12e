import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiPost, queryKeys } from '@guardian/shared';
import type { NotificationPage } from './types';

export const markRead = (notificationSeq: number) =>
  apiPost<null>(`/v2/notifications/${notificationSeq}/read`);

/** Marks one read; the list shows it read at once (the tap also navigates away). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (seq) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<InfiniteData<NotificationPage>>(queryKeys.notifications.list(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                unread: p.items.some((n) => n.notificationSeq === seq && !n.readAt) ? p.unread - 1 : p.unread,
                items: p.items.map((n) =>
                  n.notificationSeq === seq ? { ...n, readAt: n.readAt ?? now } : n,
                ),
              })),
            }
          : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list() }),
  });
}
