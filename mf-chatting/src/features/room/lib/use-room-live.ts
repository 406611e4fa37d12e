// The room's live feed: merges what the chat socket delivers for this room, resyncs from the last known
// sequence after a gap, a reconnect, the tab's return or the network's (so nothing missed is lost and
// nothing arrives twice), and with it the edits missed meanwhile, and moves the shop's read mark (읽음) as the shop
// reads (its answers mark what they follow as read on their own: see use-read-marker.ts). The socket opens once
// the page has settled (usePageSettled): the messages came over HTTP, and its first `resync` fetches
// whatever arrived meanwhile.
import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { loadChatLive, queryKeys, usePageSettled, type ChatLiveEvent } from '@guardian/shared';
import { getMessagesAfter, getMessagesEditedSince } from '../api/get-messages';
import type { ChatRoomDetail } from '../api/get-room';
import {
  flattenMessages,
  holdsMessage,
  lastSeqOf,
  laterTime,
  mergeMessages,
  newerEdits,
  type MessagePages,
} from './message-pages';

/** The most messages the API answers to one resync ask (`afterSeq`, `editedSince`). */
const RESYNC_PAGE = 100;

/**
 * Each room's edit mark, per cache (the QueryClient): a time the API answered, up to which the messages this phone
 * holds have every edit. Never the phone's clock, which may be off by minutes. A cache without one asks from its
 * oldest message's time: every edit of what it holds.
 */
const editMarks = new WeakMap<QueryClient, Map<number, string>>();
const editMarksOf = (queryClient: QueryClient) => {
  let marks = editMarks.get(queryClient);
  if (!marks) editMarks.set(queryClient, (marks = new Map()));
  return marks;
};

export function useRoomLive(chattingRoomId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const chain = useRef<Promise<void>>(Promise.resolve());
  const settled = usePageSettled();

  const resync = useCallback(() => {
    const key = queryKeys.chatting.messages(chattingRoomId);
    const marks = editMarksOf(queryClient);
    const newMessages = async () => {
      for (;;) {
        const data = queryClient.getQueryData<MessagePages>(key);
        if (!data) return;
        const batch = await getMessagesAfter(chattingRoomId, lastSeqOf(data));
        queryClient.setQueryData<MessagePages>(key, (d) => mergeMessages(d, batch));
        if (batch.length < RESYNC_PAGE) return;
      }
    };
    // A message edited while the socket was down (on my other phone) sent no frame this screen heard: ask for the
    // edits since the mark among all the messages held, however far up they were loaded, not only the newest.
    const missedEdits = async () => {
      const held = flattenMessages(queryClient.getQueryData<MessagePages>(key));
      if (!held.length) return;
      // Every time held came from the API before this ask leaves: once it is answered, the phone has every edit up
      // to the latest of them (the API looks a minute further back for the clocks of its instances).
      let reached = held.reduce((t, m) => laterTime(t, m.editedAt ?? m.createdAt), held[0].createdAt);
      let since = marks.get(chattingRoomId) ?? held[0].createdAt;
      for (;;) {
        const batch = await getMessagesEditedSince(chattingRoomId, since, held[0].seq);
        queryClient.setQueryData<MessagePages>(key, (d) => mergeMessages(d, newerEdits(d, batch)));
        const last = batch[batch.length - 1]?.editedAt;
        if (last) reached = laterTime(reached, last);
        // A full answer: the rest are edited after its last one (unless the API could not move on from the mark).
        if (batch.length < RESYNC_PAGE || !last || Date.parse(last) <= Date.parse(since)) break;
        since = last;
      }
      marks.set(chattingRoomId, laterTime(marks.get(chattingRoomId) ?? reached, reached));
    };
    // The new messages first: the edits ask then covers them too, so one edited while they were on the way is not lost.
    const run = async () => {
      await newMessages();
      await missedEdits();
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
