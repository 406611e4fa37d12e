// GET /v2/chatting/message?chattingRoomId&lastSeq: 10 at a time upward (a page of fewer than 10 is the
// first); `afterSeq` is the resync after a reconnect, `editedSince` the edits missed meanwhile. Live messages are
// merged into the same cache.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ChatMessage } from '@guardian/shared';

export const PAGE_SIZE = 10;

export const getMessages = (chattingRoomId: number, lastSeq?: number) =>
  apiGet<ChatMessage[]>('/v2/chatting/message', { chattingRoomId, lastSeq });

export const getMessagesAfter = (chattingRoomId: number, afterSeq: number) =>
  apiGet<ChatMessage[]>('/v2/chatting/message', { chattingRoomId, afterSeq });

/**
 * The messages from `fromSeq` on edited since `editedSince` (a time the API answered, never the phone's clock; the
 * API looks a minute further back): up to 100, in the order they were edited.
 */
export const getMessagesEditedSince = (chattingRoomId: number, editedSince: string, fromSeq: number) =>
  apiGet<ChatMessage[]>('/v2/chatting/message', { chattingRoomId, editedSince, fromSeq });

export const messagesQueryOptions = (chattingRoomId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.chatting.messages(chattingRoomId),
    queryFn: ({ pageParam }) => getMessages(chattingRoomId, pageParam),
    initialPageParam: undefined as number | undefined,
    // pages[0] is the newest; each next page is older. A short page is the room's beginning.
    getNextPageParam: (last: ChatMessage[]) => (last.length < PAGE_SIZE ? undefined : last[0]?.seq),
    // The socket and resyncs keep it current; a refetch would drop the older pages' scroll position.
    staleTime: Infinity,
  });

export const useMessages = (chattingRoomId: number) => useInfiniteQuery(messagesQueryOptions(chattingRoomId));
