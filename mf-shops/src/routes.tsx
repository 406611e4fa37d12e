// The route table this remote exposes to the shell. Each feature maps manifest keys to its
// screens; every other route the manifest gives mf-shops shows the shared "not open yet" screen.
import { defineRemoteRoutes } from '@guardian/shared';
import { discoveryScreens } from './features/discovery/routes';
import { bookingScreens } from './features/booking/routes';
import { alimPaperScreens } from './features/alim-paper/routes';

export default defineRemoteRoutes({
  remote: 'shops',
  // Compiled in by the remote's own build (the shared code runs as the shell's copy).
  buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
  screens: { ...discoveryScreens, ...bookingScreens, ...alimPaperScreens },
});
