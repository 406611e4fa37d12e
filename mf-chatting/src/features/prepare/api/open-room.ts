// POST /v2/chatting/room?shopId=: my room with the shop (made when there is none yet).
import { apiPost, type ApiPost } from '@guardian/shared';

export const openRoom = (shopId: number) =>
  apiPost<ApiPost<'/v2/chatting/room'>>('/v2/chatting/room', undefined, { params: { shopId } });
