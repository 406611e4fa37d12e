// GET /v2/notifications (알림), read by two features: the list (/news) and the 알림 row of 마이페이지's menu, which shows
// how many are unread. One query under one key: the row counts what the list holds, and an 알림 read there (or 모두
// 읽음) is counted off at once, with no second read.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet } from '@guardian/shared';

type NotificationPage = ApiGet<'/v2/notifications'>;

const getNotifications = (page: number) => apiGet<NotificationPage>('/v2/notifications', { page, size: 30 });

/** A list older than this is read again when the page is shown again (see below). */
const NEWS_REFRESH_MS = 60_000;

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

/** How many 알림 are unread (the newest page's count, as /news shows it); undefined until it is known. */
export const useUnreadNotificationCount = () =>
  useInfiniteQuery({ ...notificationsQueryOptions(), select: (data) => data.pages[0]?.unread }).data;
