// The list of 알림 (/news). Its query is the app's (lib/notifications-query.ts): 마이페이지's 알림 row counts from it.
import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationsQueryOptions } from '../../../lib/notifications-query';

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
