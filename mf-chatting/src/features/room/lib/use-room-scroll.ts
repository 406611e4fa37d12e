// The conversation's scrolling: to the bottom at first and when a message arrives while the reader is near the bottom
// (or at "여기까지 읽었어요" when the room opens with more unread than a screen holds, open-at-unread.ts); the reading
// position kept when older messages are put on top; older pages loaded by themselves near the top, read ahead when
// scrolled up; and, scrolled up, a way back to the newest that says how many of the shop's messages came meanwhile.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@guardian/shared';
import type { UnsentMessage } from '../../../lib/unsent-messages';
import { CATCH_UP_MAX, openingTop } from './open-at-unread';
import type { RoomMessages } from './use-room-messages';

/**
 * How near the list's top (px) the older messages start loading in a room at its newest: the first screen filled, and
 * a little above it. A room opened draws no more than that (what it keeps when left, KEPT_PAGES).
 */
const OLDER_MARGIN = 600;

/**
 * Scrolled up from the newest, the reader is read ahead by this many screens, as in KakaoTalk: a phone's flick carries
 * a screen or two, a page of ten short messages is less than one, and on a slow network (400 ms a page) every flick met
 * the top and waited there. Three screens ahead, a flick of two still has a screen to read while the next page comes;
 * the pages read back are thirty (OLDER_PAGE_SIZE), so a skim faster than that still finds more above.
 */
const OLDER_SCREENS_AHEAD = 3;

/** Whether the list is at its newest, or within a finger's nudge (80 px) of it. */
const nearBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight < 80;

/**
 * Where the list stands, shared by what scrolls it (useRoomScroll), what loads into it (the older pages' size) and what
 * sends from it (a send follows the newest).
 */
export function useListPosition() {
  // Whether the list is at its newest (followed as messages come); scrolled up, the reader is reading back, and the
  // older pages come larger (OLDER_PAGE_SIZE).
  const stickToBottom = useRef(true);
  const scroller = useRef<HTMLDivElement>(null);
  // Where the list stood at its last scroll event, or as the room itself last scrolled it.
  const lastTop = useRef(0);
  /** Scrolls the list to `top` (its newest unless said), noted as the room's own scroll. */
  const scrollListTo = useCallback((el: HTMLElement, top = el.scrollHeight) => {
    el.scrollTop = top;
    lastTop.current = el.scrollTop;
  }, []);
  /** Keeps the newest in sight while the list follows it. */
  const followNewest = useCallback(() => {
    const el = scroller.current;
    if (el && stickToBottom.current) scrollListTo(el);
  }, [scrollListTo]);
  // Whether the reader is reading back, as the list stood when the next page was asked for (loadOlder): not as of the
  // last scroll event, which comes a frame later. A flick to the top as the first screen's second page was drawn asked
  // for the next page before its event came, ten, not thirty.
  const readingBack = useRef(false);
  return { stickToBottom, scroller, lastTop, scrollListTo, followNewest, readingBack };
}

type ListPosition = ReturnType<typeof useListPosition>;

export function useRoomScroll(
  { stickToBottom, scroller, lastTop, scrollListTo, readingBack }: ListPosition,
  {
    messages,
    list,
    pending,
    readMark,
    lastSeq,
    lastSeqAtOpen,
    roomReady,
    onToLatest,
  }: {
    messages: RoomMessages;
    list: ChatMessage[];
    pending: UnsentMessage[];
    /** Where the reading had stopped when the room opened (useReadMarkAtOpen), and the room's last sequence then. */
    readMark: number | null | undefined;
    lastSeq: number;
    lastSeqAtOpen: number;
    roomReady: boolean;
    /** The reader went back to the newest (the button). */
    onToLatest: () => void;
  },
) {
  // Scrolling: to the bottom at first and when a message arrives while we are near the bottom; keep the
  // reading position when older messages are put on top.
  // The list's height as last laid out (a draw, or its content growing: photos, 읽음), and its oldest message then.
  const laidOut = useRef<{ height: number; oldest: number } | null>(null);
  const oldestSeq = list[0]?.seq ?? 0;
  // Until the room knows where it opens (open-at-unread.ts): at "여기까지 읽었어요" or, as before, at the newest.
  const opening = useRef(true);
  // The first unread message is above the pages loaded, and few enough to read back to (CATCH_UP_MAX).
  const catchingUp =
    readMark != null &&
    oldestSeq > readMark + 1 &&
    lastSeq - readMark <= CATCH_UP_MAX &&
    messages.hasNextPage &&
    !messages.isFetchNextPageError;
  // Or below them: a room kept from an earlier visit shows what it held, and its resync brings what came since.
  const resyncing = readMark != null && lastSeq <= readMark && lastSeqAtOpen > readMark;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = laidOut.current;
    laidOut.current = { height: el.scrollHeight, oldest: oldestSeq };
    if (opening.current) {
      const top = openingTop(el, {
        readMark,
        loaded: messages.isSuccess && roomReady,
        unreadComing: catchingUp || resyncing,
      });
      if (top !== 'wait') opening.current = false;
      if (typeof top === 'number') {
        // Reading from the divider, not following the newest: the button to the newest shows (onScroll).
        stickToBottom.current = false;
        scrollListTo(el, top);
        return;
      }
    }
    if (before && before.oldest && oldestSeq < before.oldest) {
      // Older messages put on top keep what is being read where it is: moved down by as much as was put above it,
      // from where the reader is now. Not from where the page was asked for: a flick goes on meanwhile, and the list
      // jumped back down that far when the page came.
      scrollListTo(el, el.scrollTop + el.scrollHeight - before.height);
      laidOut.current.height = el.scrollHeight;
    } else if (stickToBottom.current) {
      scrollListTo(el);
      // Once more after the browser's layout pass (fonts, the header's title): still at the bottom.
      const frame = requestAnimationFrame(() => {
        if (stickToBottom.current) scrollListTo(el);
      });
      return () => cancelAnimationFrame(frame);
    }
    // The refs and scrollListTo never change: it runs again as the messages, the pending ones or the opening change.
  }, [
    list,
    pending,
    oldestSeq,
    readMark,
    catchingUp,
    resyncing,
    messages.isSuccess,
    roomReady,
    scroller,
    stickToBottom,
    scrollListTo,
  ]);
  // Content that grows under us (읽음 marks, photos loading, the header) keeps us at the bottom too, and so does the
  // list growing shorter: the keyboard coming up (the app's WebView shrinks to what is above it) left the list where
  // it was, its last messages (384 px of them at 390x460) out of sight under the box.
  const inner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = scroller.current;
    if (!el || !inner.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (laidOut.current) laidOut.current.height = el.scrollHeight;
      if (stickToBottom.current) scrollListTo(el);
    });
    observer.observe(inner.current);
    observer.observe(el);
    return () => observer.disconnect();
  }, [messages.isSuccess, scroller, stickToBottom, scrollListTo]);
  // Scrolled up from the newest, a button leads back to it, and says how many of the shop's messages came meanwhile
  // (they arrive below, out of sight): the newest sequence when the reader left the bottom, or null while there.
  const newestSeq = list[list.length - 1]?.seq ?? 0;
  const [awaySince, setAwaySince] = useState<number | null>(null);
  const arrivedAway =
    awaySince === null ? 0 : list.filter((m) => m.sender === 'SHOP' && m.seq > awaySince).length;
  // The older page's lastSeq (the oldest held), and the one last asked for: a page is asked for once, not again by
  // each scroll event that comes before the list is drawn with it on its way; again only by 다시 시도 after a failure.
  const loadedPages = messages.data?.pages;
  const nextOlder = loadedPages?.[loadedPages.length - 1]?.[0]?.seq;
  const askedOlder = useRef<number | undefined>(undefined);
  const loadOlder = () => {
    const el = scroller.current;
    readingBack.current = !!el && !nearBottom(el);
    askedOlder.current = nextOlder;
    // Not a second request while one is on its way (a tap on 이전 메시지 보기 twice before it is drawn disabled).
    void messages.fetchNextPage({ cancelRefetch: false });
  };
  const onScroll = () => {
    const el = scroller.current;
    if (!el || !messages.isSuccess) return;
    // Only the reader moving the list leaves the newest. The event comes a frame after the scroll: that of the list's
    // own scroll to the newest found the list changed meanwhile (the text made larger, the box grown, the keyboard up),
    // more than 80 px from the bottom where nothing had moved it, and it stopped following; the last messages stayed
    // out of sight under the box.
    const moved = Math.abs(el.scrollTop - lastTop.current) >= 1;
    lastTop.current = el.scrollTop;
    // Scrolled by the reader before the room knew where to open: it stays where they took it.
    if (moved) opening.current = false;
    stickToBottom.current = nearBottom(el) || (stickToBottom.current && !moved);
    const following = stickToBottom.current;
    if (laidOut.current) laidOut.current.height = el.scrollHeight;
    if (following !== (awaySince === null)) setAwaySince(following ? null : newestSeq);
    olderIfNearTop();
  };
  // Near the top the older messages come by themselves, as in KakaoTalk: a long history is read by scrolling, not
  // by a tap every ten messages; scrolled up, three screens before the top (the next page on its way while those are
  // read, and the one after as soon as it has come). One that failed waits for its button (다시 시도), not for every
  // scroll.
  const olderIfNearTop = () => {
    const el = scroller.current;
    if (!el) return;
    const margin = stickToBottom.current
      ? OLDER_MARGIN
      : Math.max(OLDER_MARGIN, OLDER_SCREENS_AHEAD * el.clientHeight);
    if (
      el.scrollTop < margin &&
      messages.hasNextPage &&
      !messages.isFetching &&
      !messages.isFetchNextPageError &&
      askedOlder.current !== nextOlder
    )
      loadOlder();
  };
  // Asked again as each page is drawn, not only on a scroll: ten short messages fit a phone's screen, and a list that
  // does not scroll sends no scroll event, so the older ones never came by themselves. A list not laid out (no height)
  // has nothing to fill.
  useEffect(() => {
    if (!messages.isSuccess || !scroller.current?.clientHeight) return;
    // Opening at the first unread message: its page is read back first (thirty at a time after the first pages).
    if (opening.current && catchingUp) {
      if (!messages.isFetching && askedOlder.current !== nextOlder) {
        readingBack.current = true;
        askedOlder.current = nextOlder;
        void messages.fetchNextPage({ cancelRefetch: false });
      }
      return;
    }
    olderIfNearTop();
  });
  const toLatest = () => {
    const el = scroller.current;
    stickToBottom.current = true;
    setAwaySince(null);
    if (el) scrollListTo(el);
    onToLatest();
  };

  return { inner, onScroll, loadOlder, toLatest, awaySince, arrivedAway };
}
