// POST /v2/chatting/message/read?chattingRoomId&lastSeq: I have read up to lastSeq.
import { apiPost, type ApiPost } from '@guardian/shared';

export const readMessages = (chattingRoomId: number, lastSeq: number) =>
  apiPost<ApiPost<'/v2/chatting/message/read'>>('/v2/chatting/message/read', undefined, {
    params: { chattingRoomId, lastSeq },
  });
