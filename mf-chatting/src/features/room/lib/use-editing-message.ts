// The message being edited (메시지 수정, edit-sheet.tsx), if any. An edit refused because the session had ended (kept by
// EditSheet, message-draft.ts): back in the room, it is open again as it was.
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@guardian/shared';
import { readEditDraft } from './message-draft';

export function useEditingMessage(
  chattingRoomId: number,
  list: ChatMessage[],
): [ChatMessage | null, (message: ChatMessage | null) => void] {
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [keptEdit] = useState(() => readEditDraft(chattingRoomId));
  const reopened = useRef(false);
  useEffect(() => {
    if (!keptEdit || reopened.current) return;
    const m = list.find((x) => x.messageSeq === keptEdit.messageSeq);
    if (!m) return;
    reopened.current = true;
    setEditing(m);
  }, [keptEdit, list]);
  return [editing, setEditing];
}
