// Screens of the 알림장 feature, by manifest key.
import type { ScreenMap } from '@guardian/shared';

export const alimPaperScreens: ScreenMap<'shops'> = {
  alimPaper: async () => ({
    Component: (await import('./components/alim-paper-list-screen')).AlimPaperListScreen,
  }),
  alimPaperDetail: async () => ({
    Component: (await import('./components/alim-paper-screen')).AlimPaperScreen,
  }),
  alimPaperByToken: async () => ({
    Component: (await import('./components/shared-alim-paper-screen')).SharedAlimPaperScreen,
  }),
  alarmPaper: async () => ({
    Component: (await import('./components/shared-alim-paper-screen')).SharedAlimPaperScreen,
  }),
};
