// PATCH /v2/chatting/room/metadata: pin the room to the top of my list, or mute it (no 소식 and no app alert for the
// shop's new messages). The answer is the room as saved: it replaces the room's entry and its row in the list at
// once (the shell reads `isMuted` there before handing a message to the app), and the list is read again for its order.
// One room's changes go one after another (the mutation scope): each answer is the whole room, so two in flight could
// land in either order and the older one would put back the newer change on screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, queryKeys, type ApiBody } from '@guardian/shared';
import type { ChatRoomDetail } from './get-room';

export type RoomMetadata = Omit<ApiBody<'/v2/chatting/room/metadata', 'patch'>, 'chattingRoomId'>;

export const setRoomMetadata = (chattingRoomId: number, change: RoomMetadata) =>
  apiPatch<ChatRoomDetail>('/v2/chatting/room/metadata', { chattingRoomId, ...change });

export function useSetRoomMetadata(chattingRoomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `chatting-room-metadata-${chattingRoomId}` },
    mutationFn: (change: RoomMetadata) => setRoomMetadata(chattingRoomId, change),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.chatting.room(chattingRoomId), saved);
      queryClient.setQueryData<Pick<ChatRoomDetail, 'chattingRoomId' | 'isPinned' | 'isMuted'>[]>(
        queryKeys.chatting.rooms(),
        (rooms) =>
          rooms?.map((r) =>
            r.chattingRoomId === chattingRoomId
              ? { ...r, isPinned: saved.isPinned, isMuted: saved.isMuted }
              : r,
          ),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.chatting.rooms() });
    },
  });
}
