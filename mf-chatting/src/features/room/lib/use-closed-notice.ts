// The out-of-hours notice of a room kept open: read from the room as fetched, but against the page's clock
// (useNextOpen): it goes at the shop's opening time, and its 오늘/내일 follow the clock.
import { queryKeys } from '@guardian/shared';
import { consultSchedule } from '../../../lib/consult-schedule';
import { useNextOpen } from '../../../lib/use-next-open';
import type { ChatRoomDetail } from '../api/get-room';

export type ClosedNoticeProps = { message: string; schedule: ReturnType<typeof consultSchedule> };

/** What the closed shop's notice says now, or null while the shop answers (as fetched, or since its opening time). */
export function useClosedNotice(
  chattingRoomId: number,
  room: ChatRoomDetail | undefined,
): ClosedNoticeProps | null {
  const closed = room !== undefined && !room.isOperationTime;
  const { opened, next } = useNextOpen(
    closed ? (room.nextOpenAt ?? null) : null,
    queryKeys.chatting.room(chattingRoomId),
  );
  if (!closed || opened) return null;
  return { message: room.notOperationTimeMessage, schedule: { ...consultSchedule(room), next } };
}
