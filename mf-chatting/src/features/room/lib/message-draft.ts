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

/** An edit of one of my messages refused because the session had ended: what was typed, for the message it was. */
export interface EditDraft {
  messageSeq: number;
  text: string;
}

// Kept like the box's draft, per room: after §8's alert, the login page and back, the room opens 메시지 수정 with it.
const editDraftKey = (chattingRoomId: number) => `${DRAFT_KEY_PREFIX}chat.${chattingRoomId}.edit`;

export function readEditDraft(chattingRoomId: number): EditDraft | null {
  try {
    const raw = localStorage.getItem(editDraftKey(chattingRoomId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<EditDraft>;
    return typeof draft.messageSeq === 'number' && typeof draft.text === 'string'
      ? { messageSeq: draft.messageSeq, text: draft.text }
      : null;
  } catch {
    return null;
  }
}

/** Keeps `draft` as the room's unsaved edit; null leaves none. */
export function keepEditDraft(chattingRoomId: number, draft: EditDraft | null): void {
  try {
    if (draft) localStorage.setItem(editDraftKey(chattingRoomId), JSON.stringify(draft));
    else localStorage.removeItem(editDraftKey(chattingRoomId));
  } catch {
    // No storage: the edit lives as long as the sheet is open.
  }
}
