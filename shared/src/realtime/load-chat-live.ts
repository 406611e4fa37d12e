// The chat socket client, loaded on demand so it stays out of every tab's first load.
import type { ChatLive } from './chat-live-types';

export const loadChatLive = (): Promise<ChatLive> => import('./chat-live');
