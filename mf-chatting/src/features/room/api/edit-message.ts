// PUT /v2/chatting/message/{messageSeq}: my own text message only (shown as 수정됨).
import { apiPut, type ChatMessage } from '@guardian/shared';

export const editMessage = ({ messageSeq, message }: { messageSeq: number; message: string }) =>
  apiPut<ChatMessage>(`/v2/chatting/message/${messageSeq}`, { message });
