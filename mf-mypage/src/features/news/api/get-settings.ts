import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { NotificationSetting } from './types';

export const getSettings = () => apiGet<NotificationSetting[]>('/v2/notifications/settings');

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications.settings(), queryFn: getSettings });

export const useNotificationSettings = () => useQuery(settingsQueryOptions());
