// The route table this remote exposes to the shell: its one screen, by manifest key.
import { defineRemoteRoutes } from '@guardian/shared';

export default defineRemoteRoutes({
  remote: 'shopping',
  // Compiled in by the remote's own build (the shared code runs as the shell's copy).
  buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
  screens: {
    shopping: async () => ({
      Component: (await import('./features/mall/components/mall-screen')).MallScreen,
    }),
  },
});
