// A room opened with unread messages, as KakaoTalk opens one: "여기까지 읽었어요" where the reading stopped, and, when
// more came than a screen holds, the room opened there (the divider at the top, under the out-of-hours notice) rather
// than at the newest, with the first of them above the screen. Where the reading stopped is the room's read mark as it
// was when the room opened, before this screen marks it read.
import { useState } from 'react';
import { useRoom } from '../api/get-room';

/**
 * How many unread messages the room reads back to find the first of them (pages of ten, then thirty); more than that
 * and it opens at the newest, as before.
 */
export const CATCH_UP_MAX = 100;

/**
 * The sequence the owner had read up to when the room opened, if anything was unread then; null when nothing was (or the
 * room could not be read); undefined until the room's answer of this opening has come (a room kept from an earlier
 * visit says where the reading stopped then). With it, the room's last sequence then: the unread messages a room kept
 * from an earlier visit does not hold yet come with its resync.
 */
export function useReadMarkAtOpen(chattingRoomId: number): [number | null | undefined, number] {
  const room = useRoom(chattingRoomId);
  const [mark, setMark] = useState<[number | null | undefined, number]>([undefined, 0]);
  if (mark[0] === undefined && !room.isFetching && (room.data || room.isError)) {
    const data = room.isError ? undefined : room.data;
    const unread = data && data.unreadCount > 0 && typeof data.userReadSeq === 'number';
    setMark([unread ? data.userReadSeq : null, data?.lastSeq ?? 0]);
  }
  return mark;
}

/**
 * Where the room opens, once it can tell: a scroll position (the divider under the notice), 'bottom' (as before: nothing
 * unread, few enough to fit, too many to read back, or the reader has scrolled already), or 'wait' (the read mark or the
 * first unread message is still on its way: the newest is shown meanwhile).
 */
export function openingTop(
  list: HTMLElement,
  state: {
    readMark: number | null | undefined;
    loaded: boolean;
    /** The first unread message is on its way: read back (older pages) or resynced (a room kept from a visit). */
    unreadComing: boolean;
  },
): number | 'bottom' | 'wait' {
  if (state.readMark === undefined || !state.loaded) return 'wait';
  if (state.readMark === null) return 'bottom';
  const divider = list.querySelector<HTMLElement>('[data-unread-divider]');
  if (!divider) return state.unreadComing ? 'wait' : 'bottom';
  const top = divider.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
  // The unread messages fit on the screen: the newest at the bottom shows them all, the divider above them.
  if (list.scrollHeight - top <= list.clientHeight) return 'bottom';
  // The out-of-hours notice is held over the top of the list: the divider goes just under it.
  const notice = list.querySelector<HTMLElement>('[data-sticky-notice]');
  return Math.max(0, top - (notice?.getBoundingClientRect().height ?? 0));
}
