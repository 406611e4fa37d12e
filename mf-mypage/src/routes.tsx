// The route table this remote exposes to the shell: its built screens by manifest key; every
// other route the manifest gives mf-mypage shows the shared "not open yet" screen.
import { defineRemoteRoutes } from '@guardian/shared';

export default defineRemoteRoutes({
  remote: 'mypage',
  // Compiled in by the remote's own build (the shared code runs as the shell's copy).
  buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
  screens: {
    myInfo: async () => ({
      Component: (await import('./features/my-info/components/my-info-screen')).MyInfoScreen,
    }),
    myInfoProfile: async () => ({
      Component: (await import('./features/profile/components/profile-screen')).ProfileScreen,
    }),
    myInfoProfileEdit: async () => ({
      Component: (await import('./features/profile/components/profile-edit-screen')).ProfileEditScreen,
    }),
    myInfoSetting: async () => ({
      Component: (await import('./features/setting/components/setting-screen')).SettingScreen,
    }),
    myInfoSettingSns: async () => ({
      Component: (await import('./features/setting/components/sns-screen')).SnsScreen,
    }),
    news: async () => ({
      Component: (await import('./features/news/components/news-screen')).NewsScreen,
    }),
    newsSetting: async () => ({
      Component: (await import('./features/news/components/news-setting-screen')).NewsSettingScreen,
    }),
    myInfoCommunityFeed: async () => ({
      Component: (await import('./features/community/components/my-community-screen')).MyPostsScreen,
    }),
    myInfoCommunityLike: async () => ({
      Component: (await import('./features/community/components/my-community-screen')).MyLikesScreen,
    }),
    myInfoCommunityComment: async () => ({
      Component: (await import('./features/community/components/my-community-screen')).MyCommentsScreen,
    }),
    myInfoTerms: async () => ({
      Component: (await import('./features/terms/components/terms-list-screen')).TermsListScreen,
    }),
    myInfoTermsDetail: async () => ({
      Component: (await import('./features/terms/components/terms-screen')).TermsScreen,
    }),
  },
});
