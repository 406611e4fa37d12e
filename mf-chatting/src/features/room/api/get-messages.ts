// GET /v2/chatting/message?chattingRoomId&lastSeq&size: a page upward, ten at a time unless more are asked (a page
// shorter than asked is the first); `afterSeq` is the resync after a reconnect, `editedSince` the edits missed
// meanwhile. Live messages are merged into the same cache.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ChatMessage } from '@guardian/shared';

/** A page of the room's first screen: the newest ten, and the ten before them (a phone's screen and a little above). */
export const PAGE_SIZE = 10;

/** The pages of ten a room opens with, and keeps when it is left (KEPT_PAGES): the newest, and one above it. */
export const FIRST_PAGES = 2;

/**
 * A page read back, after the first ones: thirty. Ten are less than a screen, and a reader skimming up (a screen every
 * 300 ms) read them faster than a slow network (400 ms a page) brought them: with the read-ahead of three screens
 * still, they met the top five or six times in 400 messages. Thirty are two screens and more a page, faster than the
 * skim; not more, so that each stays quick to answer and to draw (the API answers up to 50).
 */
export const OLDER_PAGE_SIZE = 30;

/** An older page: before which sequence, and how many. The newest page has none (undefined). */
export type OlderPage = { lastSeq: number; size: number };

export const getMessages = (chattingRoomId: number, lastSeq?: number, size = PAGE_SIZE) =>
  apiGet<ChatMessage[]>('/v2/chatting/message', {
    chattingRoomId,
    lastSeq,
    // Only when more than ten are asked: the room's first screen asks as it always has.
    ...(size === PAGE_SIZE ? {} : { size }),
  });

export const getMessagesAfter = (chattingRoomId: number, afterSeq: number) =>
  apiGet<ChatMessage[]>('/v2/chatting/message', { chattingRoomId, afterSeq });

/**
 * The messages from `fromSeq` on edited since `editedSince` (a time the API answered, never the phone's clock; the
 * API looks a minute further back): up to 100, in the order they were edited.
 */
export const getMessagesEditedSince = (chattingRoomId: number, editedSince: string, fromSeq: number) =>
  apiGet<ChatMessage[]>('/v2/chatting/message', { chattingRoomId, editedSince, fromSeq });

/**
 * `readingBack`: whether the reader has scrolled up from the newest, asked as each older page is; the pages that fill
 * the room's opening screen are ten whatever it says.
 */
export const messagesQueryOptions = (chattingRoomId: number, readingBack: () => boolean = () => false) =>
  infiniteQueryOptions({
    queryKey: queryKeys.chatting.messages(chattingRoomId),
    queryFn: ({ pageParam }) => getMessages(chattingRoomId, pageParam?.lastSeq, pageParam?.size),
    initialPageParam: undefined as OlderPage | undefined,
    // pages[0] is the newest; each next page is older. Ten a page while the room opens (what it draws and keeps, as
    // before); read back, after the first pages, OLDER_PAGE_SIZE. A page shorter than it was asked for is the room's
    // beginning.
    getNextPageParam: (last: ChatMessage[], all, asked): OlderPage | undefined => {
      const first = last[0];
      if (!first || last.length < (asked?.size ?? PAGE_SIZE)) return undefined;
      const size = all.length >= FIRST_PAGES && readingBack() ? OLDER_PAGE_SIZE : PAGE_SIZE;
      return { lastSeq: first.seq, size };
    },
    // The socket and resyncs keep it current; a refetch would drop the older pages' scroll position.
    staleTime: Infinity,
  });

export const useMessages = (chattingRoomId: number, readingBack?: () => boolean) =>
  useInfiniteQuery(messagesQueryOptions(chattingRoomId, readingBack));
