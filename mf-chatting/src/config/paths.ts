// Every route mf-chatting owns (spec §2, SCREENS.md), each string once, with the title its screen shows.
import { paths as app } from '@guardian/shared';

export const paths = {
  chatting: { path: app.chatting, title: '채팅' },
  // Not app.chattingRoom(':url'): that builder URL-encodes its argument.
  chattingRoom: { path: `${app.chatting}/:url`, title: '채팅방' },
  chattingPrepare: { path: app.chattingPrepare, title: '상담 준비' },
  chattingPrepareDeepLink: { path: app.chattingPrepareDeepLink, title: '채팅 연결' },
  deepChatting: { path: app.deepChatting, title: '채팅 연결' },
} as const;
