// Keeps the chat red dot live while logged in (spec §4): the chat socket (loaded on demand, once the
// page has settled: usePageSettled; the unread count came over HTTP with the page) refreshes the
// unread counts and the room list when a shop message arrives or a room is read elsewhere (the list also when a
// message is edited), and again after every reconnect. A shop message that arrives while the page is hidden goes to
// the native app for a local notification, unless the room is muted.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  loadChatLive,
  postToNative,
  queryKeys,
  useIsLoggedIn,
  usePageSettled,
  type ChatLiveEvent,
} from '@guardian/shared';

export function useLiveChat(): void {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const settled = usePageSettled();

  useEffect(() => {
    if (!loggedIn || !settled) return;
    let off: (() => void) | null = null;
    let cancelled = false;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.chatting.unread() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chatting.rooms() });
    };
    const onEvent = (event: ChatLiveEvent) => {
      if (event.type === 'resync' || (event.type === 'read' && event.reader === 'USER')) refresh();
      // An edited message may be a room's last one, which the list shows: edited on my other phone, or by the shop.
      if (event.type === 'edited')
        void queryClient.invalidateQueries({ queryKey: queryKeys.chatting.rooms() });
      if (event.type !== 'message' || event.message.sender !== 'SHOP') return;
      refresh();
      const { chattingRoomId, message, kind } = event.message;
      const rooms = queryClient.getQueryData<{ chattingRoomId: number; isMuted: boolean }[]>(
        queryKeys.chatting.rooms(),
      );
      const muted = rooms?.some((r) => r.chattingRoomId === chattingRoomId && r.isMuted) ?? false;
      if (document.visibilityState === 'hidden' && !muted) {
        postToNative({
          type: 'NEW_CHAT_MESSAGE',
          payload: {
            chattingRoomId,
            message: kind === 'IMAGE' ? '사진을 보냈어요.' : message,
            link: `/chatting/${chattingRoomId}`,
          },
        });
      }
    };
    void loadChatLive().then((live) => {
      if (!cancelled) off = live.subscribeChat(onEvent);
    });
    return () => {
      cancelled = true;
      off?.();
    };
  }, [loggedIn, queryClient, settled]);
}
