// POST /v2/chatting/cs/input-info: the filled-in form becomes the room's first message; answers the room.
import { apiPost, type ApiBody, type ApiPost } from '@guardian/shared';

export type InputInfo = ApiBody<'/v2/chatting/cs/input-info', 'post'>;

export const sendInputInfo = (input: InputInfo) =>
  apiPost<ApiPost<'/v2/chatting/cs/input-info'>>('/v2/chatting/cs/input-info', input);
