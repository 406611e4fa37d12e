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
    aiProfile: async () => ({
      Component: (await import('./features/ai-profile/components/landing-screen')).LandingScreen,
    }),
    aiProfileHistory: async () => ({
      Component: (await import('./features/ai-profile/components/history-screen')).HistoryScreen,
    }),
    aiProfileDetail: async () => ({
      Component: (await import('./features/ai-profile/components/detail-screen')).DetailScreen,
    }),
    aiProfileById: async () => ({
      Component: (await import('./features/ai-profile/components/detail-screen')).DetailScreen,
    }),
    aiProfileProductExample: async () => ({
      Component: (await import('./features/ai-profile/components/product-example-screen'))
        .ProductExampleScreen,
    }),
    aiProfileInputInfo: async () => ({
      Component: (await import('./features/ai-profile/components/input-info-screen')).InputInfoScreen,
    }),
    aiProfileUploadImages: async () => ({
      Component: (await import('./features/ai-profile/components/upload-images-screen')).UploadImagesScreen,
    }),
    aiProfileUploadImagesExample: async () => ({
      Component: (await import('./features/ai-profile/components/upload-images-example-screen'))
        .UploadImagesExampleScreen,
    }),
    aiProfilePayment: async () => ({
      Component: (await import('./features/ai-profile/components/payment-screen')).PaymentScreen,
    }),
    aiProfileSuccess: async () => ({
      Component: (await import('./features/ai-profile/components/success-screen')).SuccessScreen,
    }),
    aiProfileFail: async () => ({
      Component: (await import('./features/ai-profile/components/fail-screen')).FailScreen,
    }),
    aiProfileCompleteDownload: async () => ({
      Component: (await import('./features/ai-profile/components/complete-download-screen'))
        .CompleteDownloadScreen,
    }),
  },
});
