// /chatting/{chattingRoomId}: the conversation with one shop. Messages page 10 at a time upward, arrive
// live, are marked read while visible; a send that fails stays with 재전송 (same client id: never twice) and 삭제, kept
// on the device until then (unsent-messages.ts): leaving the room or a reload does not lose it. Opened with more
// unread messages than a screen holds, it opens at "여기까지 읽었어요" (open-at-unread.ts), not at the newest.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { newClientId } from '@guardian/shared/forms';
import {
  Button,
  ErrorState,
  PageHeader,
  QueryState,
  Skeleton,
  errorMessage,
  formatCount,
  isApiError,
  isNotFound,
  queryKeys,
  type ChatMessage,
  routeId,
  VisuallyHidden,
  useAutoGrow,
  useGoBack,
} from '@guardian/shared';
import { paths } from '../../../config/paths';
import { consultSchedule } from '../../../lib/consult-schedule';
import { FIRST_PAGES, useMessages } from '../api/get-messages';
import { useRoom } from '../api/get-room';
import { sendMessage } from '../api/send-message';
import {
  endsRun,
  flattenMessages,
  lastSeqOf,
  mergeMessages,
  newestPages,
  withDaySeparators,
  type MessagePages,
  type TimelineItem,
} from '../lib/message-pages';
import { keepMessageDraft, readEditDraft, readMessageDraft } from '../lib/message-draft';
import { messageTooLong } from '../lib/message-too-long';
import { CATCH_UP_MAX, openingTop, useReadMarkAtOpen } from '../lib/open-at-unread';
import {
  addUnsent,
  dropUnsent,
  markUnsentFailed,
  markUnsentSending,
  useUnsentMessages,
  type UnsentMessage,
} from '../../../lib/unsent-messages';
import { useMarkRead } from '../lib/use-mark-read';
import { useRoomLive } from '../lib/use-room-live';
import { ClosedNotice } from './closed-notice';
import { EditSheet } from './edit-sheet';
import { MessageBubble } from './message-bubble';
import { PhotoSheet } from './photo-sheet';
import { RoomSettings } from './room-settings';
import styles from './room.module.css';

/**
 * Why the server refused a send, when a 재전송 would be refused again; null when it may go through (no answer: the
 * network; 401: the person logs in again and retries; 408, 429: later).
 */
function refusalOf(error: unknown, photos: boolean): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  if ([401, 408, 429].includes(error.status)) return null;
  // The photos were uploaded before the send; the server removes photos nobody attached after a day.
  if (photos && error.resultCode === 'MEDIA_NOT_FOUND')
    return '사진의 보관 기간이 지나 보낼 수 없어요. 삭제 후 다시 보내주세요.';
  return errorMessage(error);
}

/**
 * A phone's keyboard has no Shift+Enter: there its return key writes a new line, as in KakaoTalk, and 보내기 sends.
 * With a keyboard (a fine pointer), Enter sends and Shift+Enter writes a new line.
 */
const hasTouchKeyboard = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

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
 * The pages a room keeps when it is left: two, what a phone's first screen loads (10 a page, the first too short). The
 * pages read back after them are larger (OLDER_PAGE_SIZE), and let go.
 */
const KEPT_PAGES = FIRST_PAGES;

export function RoomScreen() {
  const chattingRoomId = routeId(useParams().url);
  const navigate = useNavigate();
  const valid = chattingRoomId !== null;
  const room = useRoom(chattingRoomId);
  const toRooms = () => navigate(paths.rooms.path);
  // 뒤로 returns whence the room was opened (the list, a shop page, a notification), or to the list when nothing
  // of the app is behind it. Pushing the list instead put the room behind it: the phone's back reopened the room.
  const back = useGoBack(paths.rooms.path);

  if (!valid || (room.isError && isNotFound(room.error))) {
    return (
      <div className={styles.page}>
        <PageHeader title={paths.room.title} back={back} />
        <ErrorState
          message="채팅방을 찾을 수 없어요."
          action={{ label: '채팅 목록으로', onClick: toRooms }}
        />
      </div>
    );
  }
  // A refetch that fails (the network dropped just as a resync asked) keeps the room on screen: tearing the
  // conversation down would drop its live feed and what is typed; the next resync or return fetches it again.
  if (room.isError && !room.data) {
    return (
      <div className={styles.page}>
        <PageHeader title={paths.room.title} back={back} />
        <ErrorState error={room.error} onRetry={() => void room.refetch()} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader
        title={room.data?.shopName ?? paths.room.title}
        back={back}
        right={room.data ? <RoomSettings room={room.data} /> : null}
      />
      <Conversation
        // One room's box, sends and scroll are not another's: a link from one room to the next starts afresh.
        key={chattingRoomId}
        chattingRoomId={chattingRoomId}
        roomReady={room.data !== undefined}
        closed={
          room.data && !room.data.isOperationTime
            ? { message: room.data.notOperationTimeMessage, schedule: consultSchedule(room.data) }
            : null
        }
        shopName={room.data?.shopName ?? ''}
        shopReadSeq={room.data?.shopReadSeq ?? 0}
      />
    </div>
  );
}

/**
 * The messages wait for the room as well as for their first page, and the out-of-hours notice comes
 * in the same paint, inside the list (sticky at its top): a notice added above a list already on the
 * screen pushed every message down (CLS 0.07 on a closed shop's room). `roomReady`: the room has been read
 * once; a later read that failed keeps its last answer, and the messages stay on screen.
 */
function Conversation({
  chattingRoomId,
  roomReady,
  closed,
  shopName,
  shopReadSeq,
}: {
  chattingRoomId: number;
  roomReady: boolean;
  /** The shop is not answering now: its message, its hours and when it answers next. */
  closed: { message: string; schedule: ReturnType<typeof consultSchedule> } | null;
  shopName: string;
  shopReadSeq: number;
}) {
  const queryClient = useQueryClient();
  // Whether the list is at its newest (followed as messages come); scrolled up, the reader is reading back, and the
  // older pages come larger (OLDER_PAGE_SIZE).
  const stickToBottom = useRef(true);
  const scroller = useRef<HTMLDivElement>(null);
  // Where the list stood at its last scroll event, or as the room itself last scrolled it.
  const lastTop = useRef(0);
  /** Scrolls the list to `top` (its newest unless said), noted as the room's own scroll. */
  const scrollListTo = (el: HTMLElement, top = el.scrollHeight) => {
    el.scrollTop = top;
    lastTop.current = el.scrollTop;
  };
  // Whether the reader is reading back, as the list stood when the next page was asked for (loadOlder): not as of the
  // last scroll event, which comes a frame later. A flick to the top as the first screen's second page was drawn asked
  // for the next page before its event came, ten, not thirty.
  const readingBack = useRef(false);
  const messages = useMessages(chattingRoomId, () => readingBack.current);
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
  // Where the reading had stopped when the room opened ("여기까지 읽었어요"): taken before the room is marked read.
  const [readMark, lastSeqAtOpen] = useReadMarkAtOpen(chattingRoomId);
  useMarkRead(chattingRoomId, lastSeq, lastShopSeq, readMark !== undefined);
  const timeline = useMemo(() => withDaySeparators(list, readMark ?? null), [list, readMark]);
  // Which bubbles end a run (the time under them): once per change of the list, not per drawing of it.
  const runEnds = useMemo(() => timeline.map((_, i) => endsRun(timeline, i)), [timeline]);
  const [announcement, announce] = useAnnouncement();
  // The shop's answers that arrive while the room is open are read out (once, the newest with how many came); those
  // on screen when it opened, and older pages loaded above, are not news.
  const announcedUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (!messages.isSuccess) return;
    if (announcedUpTo.current === null) {
      announcedUpTo.current = lastShopSeq;
      return;
    }
    const seen = announcedUpTo.current;
    const arrived = list.filter((m) => m.sender === 'SHOP' && m.seq > seen);
    if (!arrived.length) return;
    announcedUpTo.current = lastShopSeq;
    const newest = arrived[arrived.length - 1];
    const what = newest.kind === 'IMAGE' ? `사진 ${newest.images.length}장` : newest.message;
    announce(
      arrived.length > 1
        ? `${shopName}에서 새 메시지 ${arrived.length}개가 왔어요. ${what}`
        : `${shopName}에서 새 메시지가 왔어요. ${what}`,
    );
  }, [announce, lastShopSeq, list, messages.isSuccess, shopName]);
  // The shop answering means it has read everything before its answer (the API moves its mark too). Taken
  // from the messages themselves, so 읽음 shows whichever way the answer came (the socket, a resync) and
  // whenever the room itself was last read: a room read beside a resync can answer with the mark from just
  // before the shop wrote.
  const readUpTo = Math.max(shopReadSeq, lastShopSeq);

  const unsent = useUnsentMessages(chattingRoomId);
  // A send the server stored after all (its answer lost, or still on its way when the room was left) shows once, in
  // the conversation; it is no longer kept as unsent.
  const pending = useMemo(
    () => unsent.filter((p) => !list.some((m) => m.clientId === p.clientId)),
    [unsent, list],
  );
  useEffect(() => {
    if (pending.length < unsent.length)
      dropUnsent(
        chattingRoomId,
        unsent.filter((p) => !pending.includes(p)).map((p) => p.clientId),
      );
  }, [chattingRoomId, pending, unsent]);
  const [touchKeyboard] = useState(hasTouchKeyboard);
  const [text, setText] = useState(() => readMessageDraft(chattingRoomId));
  useEffect(() => keepMessageDraft(chattingRoomId, text), [chattingRoomId, text]);
  // What the box holds now, for 보내기: `text` is the box as last drawn, and a double tap's second submit comes before
  // the empty box is drawn, so it sent the same message again.
  const typed = useRef(text);
  const changeText = (value: string) => {
    typed.current = value;
    setText(value);
  };
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  // An edit refused because the session had ended (kept by EditSheet): back in the room, it is open again as it was.
  const [keptEdit] = useState(() => readEditDraft(chattingRoomId));
  const reopened = useRef(false);
  useEffect(() => {
    if (!keptEdit || reopened.current) return;
    const m = list.find((x) => x.messageSeq === keptEdit.messageSeq);
    if (!m) return;
    reopened.current = true;
    setEditing(m);
  }, [keptEdit, list]);
  const tooLong = messageTooLong(text);

  const merge = (incoming: ChatMessage[]) =>
    queryClient.setQueryData<MessagePages>(queryKeys.chatting.messages(chattingRoomId), (d) =>
      mergeMessages(d, incoming),
    );

  // Runs on when the room is left meanwhile: the answer still reaches the cache and the kept unsent messages.
  const deliver = async (p: Pick<UnsentMessage, 'clientId' | 'text' | 'mediaSeqs'>) => {
    try {
      // Sent as a save (a mutation of the shell's cache), so a refusal for an ended session answers as every save
      // does (§8's alert, 로그인하기): the owner reads why before the login page, not a login page out of nowhere.
      // Built on the cache, not a MutationObserver: the shared @tanstack/react-query module exports only the
      // names the apps import through it (shared/mf), and it runs on when the room is left.
      const stored = await queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: sendMessage })
        .execute({
          chattingRoomId,
          clientId: p.clientId,
          message: p.mediaSeqs.length ? '' : p.text,
          mediaSeqs: p.mediaSeqs,
        });
      // A 재전송 of a message stored long ago (its answer was lost) is answered with it: it belongs above the pages
      // loaded and comes with its page. Put in the list, it stood alone above a hole (see lastSeqOf).
      const data = queryClient.getQueryData<MessagePages>(queryKeys.chatting.messages(chattingRoomId));
      const oldest = flattenMessages(data)[0]?.seq ?? 0;
      if (stored.seq >= oldest) merge([stored]);
      // My message came back with a sequence past a hole: something (the shop's answer) was written in between
      // and has not reached this screen, the socket being down or slow. Fetch it now, not at the next reconnect.
      if (lastSeqOf(queryClient.getQueryData(queryKeys.chatting.messages(chattingRoomId))) < stored.seq)
        void resync();
      dropUnsent(chattingRoomId, [p.clientId]);
    } catch (e) {
      const refusal = refusalOf(e, p.mediaSeqs.length > 0);
      markUnsentFailed(chattingRoomId, p.clientId, refusal);
      // A refusal is read out as it shows (role="alert"); a send the network lost says only 전송 실패 beside it.
      if (!refusal) announce('메시지를 보내지 못했어요. 재전송하거나 삭제할 수 있어요.');
      // A 401 (the session ended: the password was changed, or a logout, on another phone) has had that alert; once
      // it is read the session ends, the person logs in and comes back here, where the message waits as 전송 실패.
    }
  };

  const send = (p: Pick<UnsentMessage, 'clientId' | 'text' | 'mediaSeqs'>) => {
    addUnsent(chattingRoomId, p);
    stickToBottom.current = true;
    void deliver(p);
  };
  // 재전송: only a message that failed, so a double tap (its second tap before the button has gone) sends it once.
  const resend = (p: UnsentMessage) => {
    if (markUnsentSending(chattingRoomId, p.clientId)) void deliver(p);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = typed.current.trim();
    if (!body || messageTooLong(typed.current)) return;
    changeText('');
    send({ clientId: newClientId(), text: body, mediaSeqs: [] });
    // The next message is typed at once, as in KakaoTalk: 보내기 (disabled now the box is empty) would drop the focus
    // to the page's top. A tap on it never takes the focus from the box (see its onMouseDown), so the keyboard stays.
    if (composer.current?.contains(document.activeElement)) input.current?.focus();
  };
  const composer = useRef<HTMLFormElement>(null);

  const sendPhotos = (mediaSeqs: number[]) => {
    setPhotoSheet(false);
    send({ clientId: newClientId(), text: `사진 ${mediaSeqs.length}장`, mediaSeqs });
  };
  const [photoSheet, setPhotoSheet] = useState(false);

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
  }, [list, pending, oldestSeq, readMark, catchingUp, resyncing, messages.isSuccess, roomReady]);
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
  }, [messages.isSuccess]);
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
    // The button goes as the newest comes into sight: the focus goes on to the box, not to the page's top. Not on a
    // phone, where it would open the keyboard over what was to be read.
    if (!touchKeyboard) input.current?.focus({ preventScroll: true });
  };
  const input = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(input, text);
  // The box growing takes its lines from the list: the last messages stay in sight above it.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stickToBottom.current) scrollListTo(el);
  }, [text]);

  return (
    <>
      <div className={styles.listArea}>
        <div className={styles.list} ref={scroller} onScroll={onScroll} data-testid="chat-scroll">
          <div className={styles.inner} ref={inner}>
            {!roomReady ? (
              <MessagesSkeleton />
            ) : (
              // Only with nothing to show: older messages that fail to load keep the conversation (the button says so).
              <QueryState
                query={messages}
                skeleton={<MessagesSkeleton />}
                errorFallback="메시지를 불러오지 못했어요."
              >
                {() => (
                  <>
                    {closed && <ClosedNotice message={closed.message} schedule={closed.schedule} />}
                    {messages.hasNextPage ? (
                      <button
                        type="button"
                        className={styles.older}
                        onClick={loadOlder}
                        disabled={messages.isFetchingNextPage}
                      >
                        {messages.isFetchingNextPage
                          ? '불러오는 중…'
                          : messages.isFetchNextPageError
                            ? '이전 메시지를 불러오지 못했어요. 다시 시도'
                            : '이전 메시지 보기'}
                      </button>
                    ) : (
                      list.length > 0 && <p className={styles.beginning}>대화의 처음이에요.</p>
                    )}
                    {list.length === 0 && pending.length === 0 && (
                      <p className={styles.beginning}>
                        궁금한 점을 남겨주세요.
                        <br />
                        매장에서 확인 후 답변드려요.
                      </p>
                    )}
                    {timeline.map((item, i) =>
                      item.kind === 'day' ? (
                        <p key={item.key} className={styles.day} role="separator">
                          {item.label}
                        </p>
                      ) : item.kind === 'unread' ? (
                        <p
                          key={item.key}
                          className={styles.unreadFrom}
                          role="separator"
                          aria-label="여기까지 읽었어요"
                          data-unread-divider
                        >
                          <span>여기까지 읽었어요</span>
                        </p>
                      ) : (
                        <MessageBubble
                          key={item.key}
                          message={item.message}
                          shopName={shopName}
                          // The shop's name heads a run of its messages, as in a messenger: over each one, a long
                          // name took two lines per message.
                          firstOfRun={!isShopMessage(timeline[i - 1]) || !isShopMessage(item)}
                          lastOfRun={runEnds[i]}
                          read={item.message.seq <= readUpTo}
                          onEdit={setEditing}
                        />
                      ),
                    )}
                    {pending.map((p) => (
                      <div key={p.clientId} className={styles.rowMine} data-testid="chat-pending">
                        <div className={styles.line}>
                          <div className={`${styles.bubble} ${styles.bubbleMine} ${styles.pending}`}>
                            {p.text}
                          </div>
                          <span className={styles.meta}>
                            {p.state === 'failed' ? '전송 실패' : '보내는 중'}
                          </span>
                        </div>
                        {p.refusal && (
                          <p className={styles.refusal} role="alert">
                            {p.refusal}
                          </p>
                        )}
                        {p.state === 'failed' && (
                          <span className={styles.failedActions}>
                            {!p.refusal && (
                              <button type="button" onClick={() => resend(p)}>
                                재전송
                              </button>
                            )}
                            <button
                              type="button"
                              onClick={() => {
                                dropUnsent(chattingRoomId, [p.clientId]);
                                // The button goes with the message: the focus goes on to the box, not to the page's top.
                                input.current?.focus();
                              }}
                            >
                              삭제
                            </button>
                          </span>
                        )}
                      </div>
                    ))}
                  </>
                )}
              </QueryState>
            )}
          </div>
        </div>
        {awaySince !== null && (
          <button
            type="button"
            className={arrivedAway ? `${styles.toLatest} ${styles.toLatestNew}` : styles.toLatest}
            onClick={toLatest}
            aria-label={arrivedAway ? undefined : '최신 메시지로 이동'}
          >
            {arrivedAway ? `새 메시지 ${formatCount(arrivedAway)}개` : null}
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M12 5v14M6 13l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      <p className={styles.announcer} aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </p>
      <form className={styles.composer} onSubmit={submit} ref={composer}>
        {tooLong && (
          <p id="message-too-long" className={styles.composerError} role="alert">
            {tooLong}
          </p>
        )}
        <button
          type="button"
          className={styles.attach}
          aria-label="사진 첨부"
          onClick={() => setPhotoSheet(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
            />
          </svg>
        </button>
        <textarea
          ref={input}
          className={styles.input}
          aria-label="메시지 입력"
          placeholder="메시지 입력"
          rows={1}
          value={text}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={tooLong ? 'message-too-long' : undefined}
          onChange={(e) => changeText(e.target.value)}
          enterKeyHint={touchKeyboard ? 'enter' : 'send'}
          onKeyDown={(e) => {
            if (touchKeyboard) return;
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
          }}
        />
        <Button
          type="submit"
          fullWidth={false}
          disabled={!text.trim() || !!tooLong}
          className={styles.send}
          // A tap keeps the focus (and the phone's keyboard) in the box.
          onMouseDown={(e) => e.preventDefault()}
        >
          보내기
        </Button>
      </form>
      <PhotoSheet open={photoSheet} onClose={() => setPhotoSheet(false)} onSend={sendPhotos} />
      <EditSheet
        chattingRoomId={chattingRoomId}
        message={editing}
        onClose={() => setEditing(null)}
        onChanged={(m) => merge([m])}
        onSaved={(m) => {
          merge([m]);
          setEditing(null);
        }}
        onReopen={setEditing}
      />
    </>
  );
}

const isShopMessage = (item: TimelineItem | undefined) =>
  item?.kind === 'message' && item.message.sender === 'SHOP';

/**
 * What a screen reader reads out next (the room's polite live region), and a way to say it. The same words twice (a
 * second send lost) are read twice: a no-break space at the end alternates, so the region's text changes.
 */
function useAnnouncement(): [string, (text: string) => void] {
  const [said, setSaid] = useState({ text: '', count: 0 });
  const announce = useCallback((text: string) => setSaid((s) => ({ text, count: s.count + 1 })), []);
  return [said.text + (said.count % 2 ? '\u00a0' : ''), announce];
}

function MessagesSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="메시지를 불러오는 중">
      <Skeleton width={180} height={40} radius={16} />
      <div className={styles.skeletonMine}>
        <Skeleton width={140} height={40} radius={16} />
      </div>
      <Skeleton width={220} height={56} radius={16} />
      <div className={styles.skeletonMine}>
        <Skeleton width={120} height={40} radius={16} />
      </div>
    </div>
  );
}
