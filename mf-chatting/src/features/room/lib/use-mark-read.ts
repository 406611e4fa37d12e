// Marks the room read up to its last message when a shop message is newer than the last mark, while the page is
// visible (and again when it comes back to the foreground, or the network comes back after a mark that failed),
// then refreshes the unread counts behind the tab's red dot and the room list, and 소식, whose entries for the
// answers read were read with them. The first mark waits for
// the page to settle (usePageSettled): the messages on screen first, the receipt right after.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, usePageSettled } from '@guardian/shared';
import { readMessages } from '../api/read-messages';

/**
 * `ready`: the room has taken its read mark as it was when it opened (useReadMarkAtOpen): marking read before that
 * would move the mark the room's "여기까지 읽었어요" is read from.
 */
export function useMarkRead(chattingRoomId: number, lastSeq: number, lastShopSeq: number, ready = true) {
  const queryClient = useQueryClient();
  const sent = useRef(0);
  const settled = usePageSettled();

  useEffect(() => {
    if (!settled || !ready) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastShopSeq <= sent.current) return;
      const upTo = lastSeq;
      sent.current = upTo;
      readMessages(chattingRoomId, upTo)
        .then(() => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.chatting.unread() });
          void queryClient.invalidateQueries({ queryKey: queryKeys.chatting.rooms() });
          void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list() });
        })
        .catch(() => {
          sent.current = 0; // try again on the next message, the page's return or the network's
        });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    window.addEventListener('online', mark);
    return () => {
      document.removeEventListener('visibilitychange', mark);
      window.removeEventListener('online', mark);
    };
  }, [chattingRoomId, lastSeq, lastShopSeq, queryClient, ready, settled]);
}
