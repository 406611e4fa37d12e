// What the chat channel tells its listeners (GET /v2/chatting/ws, api/src/modules/chatting/socket.ts).
import type { ApiGet } from '../api/openapi-types';

export type ChatMessage = ApiGet<'/v2/chatting/message'>[number];

export type ChatLiveEvent =
  | { type: 'message' | 'edited'; message: ChatMessage }
  | { type: 'read'; chattingRoomId: number; reader: 'USER' | 'SHOP'; seq: number }
  /** The socket is (re)subscribed, or the tab came back / the network returned: resync from your last sequence. */
  | { type: 'resync' };

export type ChatLiveListener = (event: ChatLiveEvent) => void;

export interface ChatLive {
  /** Listens to the channel; the socket opens with the first listener and closes after the last. */
  subscribeChat(listener: ChatLiveListener): () => void;
  /** Whether the socket is open now (tests, status badges). */
  isChatLiveOpen(): boolean;
}
