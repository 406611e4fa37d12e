// POST /v2/chatting/message/send: the client id is made once per message, so a 재전송 of a failed send
// is the same message to the API (stored once).
import { apiPost, type ApiBody, type ChatMessage } from '@guardian/shared';

export type SendInput = ApiBody<'/v2/chatting/message/send', 'post'>;

export const sendMessage = (input: SendInput) => apiPost<ChatMessage>('/v2/chatting/message/send', input);
