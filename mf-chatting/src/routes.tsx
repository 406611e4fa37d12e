// The route table this remote exposes to the shell: every route the manifest gives mf-chatting, each a
// lazy screen.
import { defineRemoteRoutes } from '@guardian/shared';

export default defineRemoteRoutes({
  remote: 'chatting',
  // Compiled in by the remote's own build (the shared code runs as the shell's copy).
  buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
  screens: {
    chatting: async () => ({
      Component: (await import('./features/rooms/components/rooms-screen')).RoomsScreen,
    }),
    chattingRoom: async () => ({
      Component: (await import('./features/room/components/room-screen')).RoomScreen,
    }),
    chattingPrepare: async () => ({
      Component: (await import('./features/prepare/components/prepare-screen')).PrepareScreen,
    }),
    chattingPrepareDeepLink: async () => ({
      Component: (await import('./features/prepare/components/deep-link-screens')).PrepareDeepLinkScreen,
    }),
    deepChatting: async () => ({
      Component: (await import('./features/prepare/components/deep-link-screens')).DeepChattingScreen,
    }),
  },
});
