// The out-of-hours notice of a room kept open: read from the room as fetched, but against the page's clock. A room
// opened before the shop's hours kept saying "오늘 오전 10:00부터 답변드려요" after 10:00, the shop answering meanwhile
// (nothing reads the room again on a page that simply stays open), and "내일(화) …" past midnight, that day being
// today by then. At `nextOpenAt` the notice goes and the room is read again (the shop's answer then, whether it is
// answering, or its next opening should its hours have changed); its 오늘/내일 follow the clock.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useNow } from '@guardian/shared';
import { consultSchedule, nextOpenText } from '../../../lib/consult-schedule';
import type { ChatRoomDetail } from '../api/get-room';

export type ClosedNoticeProps = { message: string; schedule: ReturnType<typeof consultSchedule> };

/** What the closed shop's notice says now, or null while the shop answers (as fetched, or since its opening time). */
export function useClosedNotice(
  chattingRoomId: number,
  room: ChatRoomDetail | undefined,
): ClosedNoticeProps | null {
  const closed = room !== undefined && !room.isOperationTime;
  const nextOpenAt = closed ? (room.nextOpenAt ?? null) : null;
  const opened = useNow((now) => nextOpenAt !== null && now >= Date.parse(nextOpenAt));
  const next = useNow((now) => (nextOpenAt ? nextOpenText(nextOpenAt, new Date(now)) : null));
  const queryClient = useQueryClient();
  useEffect(() => {
    if (opened) void queryClient.invalidateQueries({ queryKey: queryKeys.chatting.room(chattingRoomId) });
  }, [opened, chattingRoomId, queryClient]);
  if (!closed || opened) return null;
  return { message: room.notOperationTimeMessage, schedule: { ...consultSchedule(room), next } };
}
