// GET /v2/chatting/un-read/count: rooms with unread shop messages (an empty list: nothing unread).
// Kept current without polling by useLiveChat (the chat socket).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, useIsLoggedIn, type ApiGet } from '@guardian/shared';

export type UnreadCount = ApiGet<'/v2/chatting/un-read/count'>[number];

export const getUnreadCounts = (): Promise<UnreadCount[]> =>
  apiGet<UnreadCount[]>('/v2/chatting/un-read/count');

export const unreadCountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.chatting.unread(), queryFn: getUnreadCounts });

export function useHasUnread(): boolean {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({ ...unreadCountsQueryOptions(), enabled: loggedIn });
  return !!data && data.some((room) => room.count > 0);
}
