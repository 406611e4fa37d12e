// GET /v2/chatting/room: my rooms (pinned first, newest conversation first). Refreshed live by the shell's
// chat socket listener and by the native REFRESH_CHAT_ROOM_LIST event.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet } from '@guardian/shared';

export type ChatRoom = ApiGet<'/v2/chatting/room'>[number];

export const getRooms = () => apiGet<ChatRoom[]>('/v2/chatting/room');

export const roomsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.chatting.rooms(), queryFn: getRooms });

export const useRooms = () => useQuery(roomsQueryOptions());
