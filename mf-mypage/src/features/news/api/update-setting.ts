import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut, queryKeys } from '@guardian/shared';
import type { NotificationKind, NotificationSetting } from './types';

export const updateSetting = (body: { kind: NotificationKind; enabled: boolean }) =>
  apiPut<NotificationSetting[]>('/v2/notifications/settings', body);

/** Turns a kind on or off; the answer is the whole list, so the cache takes it as is. */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.notifications.settings(), settings),
  });
}
