// GET /v2/chatting/room/{id}: the room's shop, whether it is answering now, and how far the shop has read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet } from '@guardian/shared';

export type ChatRoomDetail = ApiGet<'/v2/chatting/room/{chattingRoomId}'>;

export const getRoom = (chattingRoomId: number) =>
  apiGet<ChatRoomDetail>(`/v2/chatting/room/${chattingRoomId}`);

export const roomQueryOptions = (chattingRoomId: number) =>
  queryOptions({ queryKey: queryKeys.chatting.room(chattingRoomId), queryFn: () => getRoom(chattingRoomId) });

/** `null`: the address names no room (/chatting/abc), so nothing is asked. */
export const useRoom = (chattingRoomId: number | null) =>
  useQuery({ ...roomQueryOptions(chattingRoomId ?? 0), enabled: chattingRoomId !== null });
