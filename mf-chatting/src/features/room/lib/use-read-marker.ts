// What is read, both ways: "여기까지 읽었어요" where my reading had stopped when the room opened (open-at-unread.ts),
// the room marked read as the shop's messages are seen (use-mark-read.ts), and how far the shop has read mine (읽음).
// With them, the timeline drawn: the messages with their days and the divider.
import { useMemo } from 'react';
import type { ChatMessage } from '@guardian/shared';
import { endsRun, withDaySeparators } from './message-pages';
import { useReadMarkAtOpen } from './open-at-unread';
import { useMarkRead } from './use-mark-read';

export function useReadMarker(
  chattingRoomId: number,
  {
    list,
    lastSeq,
    lastShopSeq,
    shopReadSeq,
  }: { list: ChatMessage[]; lastSeq: number; lastShopSeq: number; shopReadSeq: number },
) {
  // Where the reading had stopped when the room opened ("여기까지 읽었어요"): taken before the room is marked read.
  const [readMark, lastSeqAtOpen] = useReadMarkAtOpen(chattingRoomId);
  useMarkRead(chattingRoomId, lastSeq, lastShopSeq, readMark !== undefined);
  const timeline = useMemo(() => withDaySeparators(list, readMark ?? null), [list, readMark]);
  // Which bubbles end a run (the time under them): once per change of the list, not per drawing of it.
  const runEnds = useMemo(() => timeline.map((_, i) => endsRun(timeline, i)), [timeline]);
  // The shop answering means it has read everything before its answer (the API moves its mark too). Taken
  // from the messages themselves, so 읽음 shows whichever way the answer came (the socket, a resync) and
  // whenever the room itself was last read: a room read beside a resync can answer with the mark from just
  // before the shop wrote.
  const readUpTo = Math.max(shopReadSeq, lastShopSeq);
  return { readMark, lastSeqAtOpen, timeline, runEnds, readUpTo };
}
