import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { NotificationPage } from './types';

export const getNotifications = (page: number) =>
  apiGet<NotificationPage>('/v2/notifications', { page, size: 30 });

/** A list older than this is read again when the page is shown again (see below). */
export const NEWS_REFRESH_MS = 60_000;

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    // Back on 알림 after the phone was put away (or from the browser's back-forward cache), the list and its
    // unread count were the ones of hours ago: new 알림장 and reservation changes were missing until a reload.
    refetchOnWindowFocus: (query) =>
      Date.now() - query.state.dataUpdatedAt > NEWS_REFRESH_MS ? 'always' : false,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
