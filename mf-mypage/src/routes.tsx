// The route table this remote exposes to the shell (absolute paths, lazy screens).
import type { RouteObject } from 'react-router-dom';
import { stampRemoteRoutes } from '@guardian/shared';
import { paths } from './config/paths';

const { myInfo, profile, profileEdit, setting, settingSns, ...unopenedPaths } = paths;

const unopened = ({ path, title }: { path: string; title: string }): RouteObject => ({
  path,
  handle: { title },
  lazy: async () => ({ Component: (await import('./components/unopened-screen')).UnopenedScreen }),
});

const routes: RouteObject[] = [
  {
    path: myInfo.path,
    lazy: async () => ({
      Component: (await import('./features/my-info/components/my-info-screen')).MyInfoScreen,
    }),
  },
  {
    path: profile.path,
    lazy: async () => ({
      Component: (await import('./features/profile/components/profile-screen')).ProfileScreen,
    }),
  },
  {
    path: profileEdit.path,
    lazy: async () => ({
      Component: (await import('./features/profile/components/profile-edit-screen')).ProfileEditScreen,
    }),
  },
  {
    path: setting.path,
    lazy: async () => ({
      Component: (await import('./features/setting/components/setting-screen')).SettingScreen,
    }),
  },
  {
    path: settingSns.path,
    lazy: async () => ({ Component: (await import('./features/setting/components/sns-screen')).SnsScreen }),
  },
  ...Object.values(unopenedPaths).map(unopened),
];
// Stamped with this remote's build id (compiled in by the remote's own build).
export default stampRemoteRoutes(typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev', routes);
