// The room's live feed: merges what the chat socket delivers for this room, resyncs from the last known
// sequence after a gap, a reconnect, the tab's return or the network's (so nothing missed is lost and
// nothing arrives twice), and moves the shop's read mark (읽음) as the shop reads (its answers mark what they
// follow as read on their own: see room-screen.tsx). The socket opens once
// the page has settled (usePageSettled): the messages came over HTTP, and its first `resync` fetches
// whatever arrived meanwhile.
import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loadChatLive, queryKeys, usePageSettled, type ChatLiveEvent } from '@guardian/shared';
import { getMessagesAfter } from '../api/get-messages';
import type { ChatRoomDetail } from '../api/get-room';
import { flattenMessages, holdsMessage, lastSeqOf, mergeMessages, type MessagePages } from './message-pages';

const RESYNC_PAGE = 100;
/** How many of the newest held messages a resync reads again, for their edits. */
const RECHECK = 10;

export function useRoomLive(chattingRoomId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const chain = useRef<Promise<void>>(Promise.resolve());
  const settled = usePageSettled();

  const resync = useCallback(() => {
    const key = queryKeys.chatting.messages(chattingRoomId);
    const run = async () => {
      for (let first = true; ; first = false) {
        const data = queryClient.getQueryData<MessagePages>(key);
        if (!data) return;
        // The first ask takes the last few held messages again: one edited on another phone while the socket was down
        // sent no frame this screen heard, and would keep its old text. Merged by sequence, nothing shows twice.
        const last = lastSeqOf(data);
        const from = first ? Math.max(last - RECHECK, (flattenMessages(data)[0]?.seq ?? 1) - 1) : last;
        const batch = await getMessagesAfter(chattingRoomId, from);
        queryClient.setQueryData<MessagePages>(key, (d) => mergeMessages(d, batch));
        if (batch.length < RESYNC_PAGE) return;
      }
    };
    // One resync at a time, in order; a failed one is retried by the next reconnect or wake-up.
    chain.current = chain.current.then(run).catch(() => {});
    return chain.current;
  }, [chattingRoomId, queryClient]);

  useEffect(() => {
    if (!enabled || !settled) return;
    const key = queryKeys.chatting.messages(chattingRoomId);
    const roomKey = queryKeys.chatting.room(chattingRoomId);
    const onEvent = (event: ChatLiveEvent) => {
      if (event.type === 'resync') {
        void resync();
        void queryClient.invalidateQueries({ queryKey: roomKey });
        return;
      }
      if (event.type === 'read') {
        if (event.chattingRoomId !== chattingRoomId || event.reader !== 'SHOP') return;
        queryClient.setQueryData<ChatRoomDetail>(roomKey, (room) =>
          room ? { ...room, shopReadSeq: Math.max(room.shopReadSeq, event.seq) } : room,
        );
        return;
      }
      if (event.message.chattingRoomId !== chattingRoomId) return;
      const data = queryClient.getQueryData<MessagePages>(key);
      const last = lastSeqOf(data);
      const { seq } = event.message;
      if (seq > last + (event.type === 'message' ? 1 : 0)) {
        void resync(); // a gap (or an edit of a message we never got): fetch everything after what we have, in order
        return;
      }
      // An edit of a message above those loaded comes with its page, already edited, if the person scrolls up to it.
      // Put in the list, it stood alone above a hole, and the hole sent every resync back to the room's start.
      if (event.type === 'edited' && !holdsMessage(data, seq)) return;
      queryClient.setQueryData<MessagePages>(key, (d) => mergeMessages(d, [event.message]));
    };
    let off: (() => void) | null = null;
    let cancelled = false;
    void loadChatLive().then((live) => {
      if (!cancelled) off = live.subscribeChat(onEvent);
    });
    return () => {
      cancelled = true;
      off?.();
    };
  }, [chattingRoomId, enabled, settled, queryClient, resync]);

  return { resync };
}
