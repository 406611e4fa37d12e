// The room's messages: its pages (10 at a time upward, then larger read back), kept to the newest when the room is
// left, merged with what arrives live (use-room-live.ts), and the conversation they make, oldest first.
import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, type ChatMessage } from '@guardian/shared';
import { FIRST_PAGES, useMessages } from '../api/get-messages';
import { flattenMessages, lastSeqOf, mergeMessages, newestPages, type MessagePages } from './message-pages';
import { useRoomLive } from './use-room-live';

/**
 * The pages a room keeps when it is left: two, what a phone's first screen loads (10 a page, the first too short). The
 * pages read back after them are larger (OLDER_PAGE_SIZE), and let go.
 */
const KEPT_PAGES = FIRST_PAGES;

/**
 * `readingBack`: whether the reader is reading back, as the list stood when the next page was asked for (the pages read
 * back come larger).
 */
export function useRoomMessages(chattingRoomId: number, readingBack: () => boolean) {
  const queryClient = useQueryClient();
  const messages = useMessages(chattingRoomId, readingBack);
  // Left, the room keeps only its newest pages (as many as a first opening shows): opened again, it draws those.
  useEffect(
    () => () => {
      const key = queryKeys.chatting.messages(chattingRoomId);
      const keepNewest = () => queryClient.setQueryData<MessagePages>(key, (d) => newestPages(d, KEPT_PAGES));
      keepNewest();
      // An older page still on its way (read ahead as the reader left) is let go: its answer came with all the pages
      // held when it was asked for, and put them back.
      void queryClient.cancelQueries({ queryKey: key }).then(keepNewest);
    },
    [chattingRoomId, queryClient],
  );
  const { resync } = useRoomLive(chattingRoomId, messages.isSuccess);
  const list = useMemo(() => flattenMessages(messages.data), [messages.data]);
  const lastSeq = lastSeqOf(messages.data);
  const lastShopSeq = list.reduce((max, m) => (m.sender === 'SHOP' ? Math.max(max, m.seq) : max), 0);

  /** Puts messages (a send's answer, an edit saved) into the conversation. */
  const merge = (incoming: ChatMessage[]) =>
    queryClient.setQueryData<MessagePages>(queryKeys.chatting.messages(chattingRoomId), (d) =>
      mergeMessages(d, incoming),
    );

  return { messages, list, lastSeq, lastShopSeq, resync, merge };
}

export type RoomMessages = ReturnType<typeof useMessages>;
