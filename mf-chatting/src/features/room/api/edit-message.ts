// PUT /v2/chatting/message/{messageSeq}: my own text message only (shown as 수정됨). `editedAt` is the message as
// this phone shows it: one edited since on another phone is refused (409 CHAT_MESSAGE_CHANGED), not overwritten.
import { apiPut, type ApiBody, type ChatMessage } from '@guardian/shared';
import { getMessagesAfter } from './get-messages';

export const editMessage = ({
  messageSeq,
  ...body
}: { messageSeq: number } & ApiBody<'/v2/chatting/message/{messageSeq}', 'put'>) =>
  apiPut<ChatMessage>(`/v2/chatting/message/${messageSeq}`, body);

/** The message as it is now (edited on another phone): the first of the room's messages from it on. */
export const messageNow = async ({ chattingRoomId, seq, messageSeq }: ChatMessage) =>
  (await getMessagesAfter(chattingRoomId, seq - 1)).find((m) => m.messageSeq === messageSeq) ?? null;
