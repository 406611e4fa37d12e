import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { NotificationPage } from './types';

export const getNotifications = (page: number) =>
  apiGet<NotificationPage>('/v2/notifications', { page, size: 30 });

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
