// What was typed in a room's message box and not sent, kept on the device per room (as KakaoTalk does): leaving the
// room, the app closing or a reload does not lose it, and the room opens with it. It is the signed-in person's
// (shared's storedText: a logout, or someone else logging in here, forgets it).
import { storedJson, storedText } from '@guardian/shared/forms';

const messageDraft = (chattingRoomId: number) => storedText(`chat.${chattingRoomId}`);

export const readMessageDraft = (chattingRoomId: number): string => messageDraft(chattingRoomId).read() ?? '';

/** Keeps `text` as the room's draft; an empty box (sent, or cleared) leaves none. */
export const keepMessageDraft = (chattingRoomId: number, text: string): void =>
  messageDraft(chattingRoomId).keep(text.trim() ? text : null);

/** An edit of one of my messages refused because the session had ended: what was typed, for the message it was. */
export interface EditDraft {
  messageSeq: number;
  text: string;
}

// Kept like the box's draft, per room: after §8's alert, the login page and back, the room opens 메시지 수정 with it.
const editDraft = (chattingRoomId: number) =>
  storedJson(`chat.${chattingRoomId}.edit`, (value): EditDraft | null => {
    const draft = value as Partial<EditDraft> | null;
    return typeof draft?.messageSeq === 'number' && typeof draft.text === 'string'
      ? { messageSeq: draft.messageSeq, text: draft.text }
      : null;
  });

export const readEditDraft = (chattingRoomId: number): EditDraft | null => editDraft(chattingRoomId).read();

/** Keeps `draft` as the room's unsaved edit; null leaves none. */
export const keepEditDraft = (chattingRoomId: number, draft: EditDraft | null): void =>
  editDraft(chattingRoomId).keep(draft);
