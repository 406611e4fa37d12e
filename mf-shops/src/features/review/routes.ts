// Screens of the review feature (/review), by manifest key.
import type { ScreenMap } from '@guardian/shared';

export const reviewScreens: ScreenMap<'shops'> = {
  review: async () => ({ Component: (await import('./components/review-screen')).ReviewScreen }),
};
