// PUT /v2/chatting/message/{messageSeq}: my own text message only (shown as 수정됨). `editedAt` is the message as
// this phone shows it: one edited since on another phone is refused (409 CHAT_MESSAGE_CHANGED), not overwritten.
import { apiPut, isApiError, type ApiBody, type ChatMessage } from '@guardian/shared';

export const editMessage = ({
  messageSeq,
  ...body
}: { messageSeq: number } & ApiBody<'/v2/chatting/message/{messageSeq}', 'put'>) =>
  apiPut<ChatMessage>(`/v2/chatting/message/${messageSeq}`, body);

/**
 * The message as it is now, when an edit was refused because another phone edited it first: the 409
 * CHAT_MESSAGE_CHANGED carries it (`data.message`). Null for any other failure.
 */
export function changedMessageOf(error: unknown, messageSeq: number): ChatMessage | null {
  if (!isApiError(error) || error.resultCode !== 'CHAT_MESSAGE_CHANGED') return null;
  const now = (error.data as { message?: ChatMessage } | null | undefined)?.message;
  return now?.messageSeq === messageSeq ? now : null;
}
