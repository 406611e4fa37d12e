// The messages of a room that have not reached the shop (sending, or 전송 실패), kept on the device per room as
// KakaoTalk does: leaving the room, a reload or the app closing does not lose them, and the room shows them again at
// the end of the conversation with 재전송 and 삭제. Each keeps its client id, so a 재전송 of one the server stored after
// all (its answer lost, or a send still in flight when the room was left) is answered, not stored twice; and one that
// turns up in the conversation is dropped here.
// Like the message box's draft they are the signed-in person's: the key starts with DRAFT_KEY_PREFIX, and the ones
// held in memory are emptied with the stored ones at a logout, or when someone else logs in (personal-drafts.ts).
// A photo message keeps the ids of its photos, uploaded before it was sent; the server keeps photos nobody attached
// for a day, so a 재전송 after that is refused: the room says so, and offers only 삭제.
import { useSyncExternalStore } from 'react';
import { DRAFT_KEY_PREFIX, onDraftsForgotten } from '@guardian/shared';

export interface UnsentMessage {
  clientId: string;
  /** What the bubble shows: the text, or 사진 N장 for photos. */
  text: string;
  mediaSeqs: number[];
  /** `sending` only while this page's request is on its way; anything read back from storage has `failed`. */
  state: 'sending' | 'failed';
  /** Why the server refused it (a 재전송 would be refused again); null after a network failure. */
  refusal: string | null;
}

export const unsentMessagesKey = (chattingRoomId: number) =>
  `${DRAFT_KEY_PREFIX}chat.${chattingRoomId}.unsent`;

type Stored = Pick<UnsentMessage, 'clientId' | 'text' | 'mediaSeqs'>;

const isStored = (x: unknown): x is Stored => {
  const s = x as Stored | null;
  return (
    typeof s?.clientId === 'string' &&
    typeof s.text === 'string' &&
    Array.isArray(s.mediaSeqs) &&
    s.mediaSeqs.every((m) => Number.isInteger(m))
  );
};

function readStored(chattingRoomId: number): UnsentMessage[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(unsentMessagesKey(chattingRoomId)) ?? '[]');
    if (!Array.isArray(saved)) return [];
    return saved.filter(isStored).map(({ clientId, text, mediaSeqs }) => ({
      clientId,
      text,
      mediaSeqs,
      state: 'failed',
      refusal: null,
    }));
  } catch {
    return [];
  }
}

function writeStored(chattingRoomId: number, messages: UnsentMessage[]): void {
  try {
    const key = unsentMessagesKey(chattingRoomId);
    if (messages.length === 0) localStorage.removeItem(key);
    else
      localStorage.setItem(
        key,
        JSON.stringify(messages.map(({ clientId, text, mediaSeqs }) => ({ clientId, text, mediaSeqs }))),
      );
  } catch {
    // No storage (private mode, a full one): they live as long as the page.
  }
}

const rooms = new Map<number, UnsentMessage[]>();
const listeners = new Set<() => void>();

/** The room's unsent messages, read from storage the first time (the same array until they change). */
function roomOf(chattingRoomId: number): UnsentMessage[] {
  let messages = rooms.get(chattingRoomId);
  if (!messages) {
    messages = readStored(chattingRoomId);
    rooms.set(chattingRoomId, messages);
  }
  return messages;
}

function change(
  chattingRoomId: number,
  next: (messages: UnsentMessage[]) => UnsentMessage[],
  store: boolean,
) {
  const before = roomOf(chattingRoomId);
  const after = next(before);
  if (after === before) return;
  rooms.set(chattingRoomId, after);
  if (store) writeStored(chattingRoomId, after);
  for (const listener of listeners) listener();
}

function patch(chattingRoomId: number, clientId: string, fields: Partial<UnsentMessage>) {
  change(
    chattingRoomId,
    (all) =>
      all.some((m) => m.clientId === clientId)
        ? all.map((m) => (m.clientId === clientId ? { ...m, ...fields } : m))
        : all,
    false,
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useUnsentMessages(chattingRoomId: number): UnsentMessage[] {
  return useSyncExternalStore(subscribe, () => roomOf(chattingRoomId));
}

/** A message about to be sent: kept (stored) until the server has it, or it is deleted. */
export function addUnsent(chattingRoomId: number, message: Stored): void {
  change(chattingRoomId, (all) => [...all, { ...message, state: 'sending', refusal: null }], true);
}

/**
 * A 재전송: the failed message is on its way again. False when it is not 전송 실패 (already on its way: a double tap's
 * second tap comes before the button has gone; or deleted): then nothing is to be sent.
 */
export function markUnsentSending(chattingRoomId: number, clientId: string): boolean {
  if (!roomOf(chattingRoomId).some((m) => m.clientId === clientId && m.state === 'failed')) return false;
  patch(chattingRoomId, clientId, { state: 'sending', refusal: null });
  return true;
}

/** Its send failed: 전송 실패, with why when the server refused it. A message forgotten meanwhile stays forgotten. */
export function markUnsentFailed(
  chattingRoomId: number,
  clientId: string,
  refusal: string | null = null,
): void {
  patch(chattingRoomId, clientId, { state: 'failed', refusal });
}

/** The server has them (a send's answer, or the conversation holds them), or they were deleted. */
export function dropUnsent(chattingRoomId: number, clientIds: string[]): void {
  change(
    chattingRoomId,
    (all) =>
      all.some((m) => clientIds.includes(m.clientId))
        ? all.filter((m) => !clientIds.includes(m.clientId))
        : all,
    true,
  );
}

// A logout, or someone else logging in: the stored ones are gone by their key; those held here go with them.
onDraftsForgotten(() => {
  rooms.clear();
  for (const listener of listeners) listener();
});
