// What was typed in a room's message box and not sent, kept on the device per room (as KakaoTalk does): leaving the
// room, the app closing or a reload does not lose it, and the room opens with it. It is the signed-in person's: the
// key starts with DRAFT_KEY_PREFIX, so a logout, or someone else logging in here, forgets it (personal-drafts.ts).
import { DRAFT_KEY_PREFIX } from '@guardian/shared';

export const messageDraftKey = (chattingRoomId: number) => `${DRAFT_KEY_PREFIX}chat.${chattingRoomId}`;

export function readMessageDraft(chattingRoomId: number): string {
  try {
    return localStorage.getItem(messageDraftKey(chattingRoomId)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `text` as the room's draft; an empty box (sent, or cleared) leaves none. */
export function keepMessageDraft(chattingRoomId: number, text: string): void {
  try {
    if (text.trim()) localStorage.setItem(messageDraftKey(chattingRoomId), text);
    else localStorage.removeItem(messageDraftKey(chattingRoomId));
  } catch {
    // No storage (private mode, a full one): the draft lives as long as the room is open.
  }
}
