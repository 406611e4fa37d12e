// Screens of the notice feature (공지), by manifest key.
import type { ScreenMap } from '@guardian/shared';

export const noticeScreens: ScreenMap<'shops'> = {
  notice: async () => ({ Component: (await import('./components/notice-list-screen')).NoticeListScreen }),
  noticeDetail: async () => ({
    Component: (await import('./components/notice-detail-screen')).NoticeDetailScreen,
  }),
};
