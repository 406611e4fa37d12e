// The route table this remote exposes to the shell: every route the manifest gives mf-community,
// none built yet, so each shows the shared "not open yet" screen. A built screen goes here.
import { defineRemoteRoutes } from '@guardian/shared';

export default defineRemoteRoutes({
  remote: 'community',
  // Compiled in by the remote's own build (the shared code runs as the shell's copy).
  buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
  screens: {},
});
