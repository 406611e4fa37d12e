// GET /v2/chatting/un-read/count: unread counts per room. The chatting API may not exist on a
// server yet; a 404 means "nothing unread", not an error on every tab page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiError, queryKeys, useIsLoggedIn } from '@guardian/shared';

export interface UnreadCount {
  chattingRoomId: string | number;
  count: number;
}

export async function getUnreadCounts(): Promise<UnreadCount[]> {
  try {
    const data = await apiGet<UnreadCount[] | null>('/v2/chatting/un-read/count');
    return Array.isArray(data) ? data : [];
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export const unreadCountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.chatting.unread(), queryFn: getUnreadCounts });

export function useHasUnread(): boolean {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({ ...unreadCountsQueryOptions(), enabled: loggedIn });
  return !!data && data.some((room) => room.count > 0);
}
