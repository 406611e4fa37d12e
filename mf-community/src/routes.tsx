// The route table this remote exposes to the shell: every route the manifest gives mf-community,
// each a lazy screen.
import { defineRemoteRoutes } from '@guardian/shared';

export default defineRemoteRoutes({
  remote: 'community',
  // Compiled in by the remote's own build (the shared code runs as the shell's copy).
  buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
  screens: {
    community: async () => ({
      Component: (await import('./features/feed/components/feed-screen')).FeedScreen,
    }),
    communityPost: async () => ({
      Component: (await import('./features/post/components/post-screen')).PostScreen,
    }),
    communityEdit: async () => ({
      Component: (await import('./features/editor/components/edit-screen')).EditScreen,
    }),
    communityEditPost: async () => ({
      Component: (await import('./features/editor/components/edit-screen')).EditScreen,
    }),
    communitySearch: async () => ({
      Component: (await import('./features/search/components/search-screen')).SearchScreen,
    }),
    communityResult: async () => ({
      Component: (await import('./features/search/components/result-screen')).ResultScreen,
    }),
  },
});
