// One room's conversation under its header: the messages (paged upward, live, marked read while visible), mine still
// being sent, and the box to write in. Each job lives in its hook (lib/use-*.ts); this puts them together, in the
// order their effects run.
import { useLayoutEffect, useState } from 'react';
import { newClientId } from '@guardian/shared/forms';
import { QueryState, VisuallyHidden, useAutoGrow } from '@guardian/shared';
import type { consultSchedule } from '../../../lib/consult-schedule';
import { useEditingMessage } from '../lib/use-editing-message';
import { useMessageBox } from '../lib/use-message-box';
import { useReadMarker } from '../lib/use-read-marker';
import { useRoomAnnouncer } from '../lib/use-room-announcer';
import { useRoomMessages } from '../lib/use-room-messages';
import { useListPosition, useRoomScroll } from '../lib/use-room-scroll';
import { useRoomSends } from '../lib/use-room-sends';
import { ClosedNotice } from './closed-notice';
import { ConversationStart } from './conversation-start';
import { EditSheet } from './edit-sheet';
import { MessageComposer } from './message-composer';
import { MessageTimeline } from './message-timeline';
import { MessagesSkeleton } from './messages-skeleton';
import { PendingMessage } from './pending-message';
import { PhotoSheet } from './photo-sheet';
import { ToLatestButton } from './to-latest-button';
import styles from './room.module.css';

/**
 * The messages wait for the room as well as for their first page, and the out-of-hours notice comes
 * in the same paint, inside the list (sticky at its top): a notice added above a list already on the
 * screen pushed every message down (CLS 0.07 on a closed shop's room). `roomReady`: the room has been read
 * once; a later read that failed keeps its last answer, and the messages stay on screen.
 */
export function Conversation({
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
  const position = useListPosition();
  const { messages, list, lastSeq, lastShopSeq, resync, merge } = useRoomMessages(
    chattingRoomId,
    () => position.readingBack.current,
  );
  const { readMark, lastSeqAtOpen, timeline, runEnds, readUpTo } = useReadMarker(chattingRoomId, {
    list,
    lastSeq,
    lastShopSeq,
    shopReadSeq,
  });
  const [announcement, announce] = useRoomAnnouncer({
    list,
    lastShopSeq,
    loaded: messages.isSuccess,
    shopName,
  });
  const { pending, send, resend, drop } = useRoomSends(chattingRoomId, {
    list,
    merge,
    resync,
    announce,
    // A message sent takes the list to the newest, to follow it there.
    onQueued: () => {
      position.stickToBottom.current = true;
    },
  });
  const box = useMessageBox(chattingRoomId, (body) =>
    send({ clientId: newClientId(), text: body, mediaSeqs: [] }),
  );
  const [editing, setEditing] = useEditingMessage(chattingRoomId, list);

  const [photoSheet, setPhotoSheet] = useState(false);
  const sendPhotos = (mediaSeqs: number[]) => {
    setPhotoSheet(false);
    send({ clientId: newClientId(), text: `사진 ${mediaSeqs.length}장`, mediaSeqs });
  };

  const scroll = useRoomScroll(position, {
    messages,
    list,
    pending,
    readMark,
    lastSeq,
    lastSeqAtOpen,
    roomReady,
    // The button goes as the newest comes into sight: the focus goes on to the box, not to the page's top. Not on a
    // phone, where it would open the keyboard over what was to be read.
    onToLatest: () => {
      if (!box.touchKeyboard) box.input.current?.focus({ preventScroll: true });
    },
  });
  useAutoGrow(box.input, box.text);
  // The box growing takes its lines from the list: the last messages stay in sight above it.
  const { followNewest } = position;
  useLayoutEffect(() => followNewest(), [followNewest, box.text]);

  return (
    <>
      <div className={styles.listArea}>
        <div
          className={styles.list}
          ref={position.scroller}
          onScroll={scroll.onScroll}
          data-testid="chat-scroll"
        >
          <div className={styles.inner} ref={scroll.inner}>
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
                    <ConversationStart
                      hasOlder={messages.hasNextPage}
                      loadingOlder={messages.isFetchingNextPage}
                      olderFailed={messages.isFetchNextPageError}
                      onOlder={scroll.loadOlder}
                      hasMessages={list.length > 0}
                      empty={list.length === 0 && pending.length === 0}
                    />
                    <MessageTimeline
                      timeline={timeline}
                      runEnds={runEnds}
                      shopName={shopName}
                      readUpTo={readUpTo}
                      onEdit={setEditing}
                    />
                    {pending.map((p) => (
                      <PendingMessage
                        key={p.clientId}
                        message={p}
                        onResend={() => resend(p)}
                        onDelete={() => {
                          drop(p);
                          // The button goes with the message: the focus goes on to the box, not to the page's top.
                          box.input.current?.focus();
                        }}
                      />
                    ))}
                  </>
                )}
              </QueryState>
            )}
          </div>
        </div>
        {scroll.awaySince !== null && (
          <ToLatestButton arrived={scroll.arrivedAway} onClick={scroll.toLatest} />
        )}
      </div>
      <p className={styles.announcer} aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </p>
      <MessageComposer
        formRef={box.composer}
        inputRef={box.input}
        text={box.text}
        tooLong={box.tooLong}
        touchKeyboard={box.touchKeyboard}
        onChange={box.changeText}
        onSubmit={box.submit}
        onAttach={() => setPhotoSheet(true)}
      />
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
