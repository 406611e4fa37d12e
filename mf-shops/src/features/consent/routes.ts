// Screens of the consent feature (/consent, /consent/{id}), by manifest key.
import type { ScreenMap } from '@guardian/shared';

export const consentScreens: ScreenMap<'shops'> = {
  consent: async () => ({ Component: (await import('./components/consent-list-screen')).ConsentListScreen }),
  consentDetail: async () => ({
    Component: (await import('./components/consent-detail-screen')).ConsentDetailScreen,
  }),
};
