// The route table this remote exposes to the shell: its built screens by manifest key; every
// other route the manifest gives mf-curation shows the shared "not open yet" screen.
import { defineRemoteRoutes } from '@guardian/shared';

export default defineRemoteRoutes({
  remote: 'curation',
  // Compiled in by the remote's own build (the shared code runs as the shell's copy).
  buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
  screens: {
    curation: async () => ({
      Component: (await import('./features/home/components/home-screen')).HomeScreen,
    }),
    curationBreed: async () => ({
      Component: (await import('./features/breeds/components/breed-guide-screen')).BreedGuideScreen,
    }),
    curationContents: async () => ({
      Component: (await import('./features/curation/components/content-screen')).ContentScreen,
    }),
    curationReview: async () => ({
      Component: (await import('./features/curation/components/review-screen')).ReviewScreen,
    }),
    event: async () => ({
      Component: (await import('./features/events/components/event-list-screen')).EventListScreen,
    }),
    eventDetail: async () => ({
      Component: (await import('./features/events/components/event-detail-screen')).EventDetailScreen,
    }),
  },
});
