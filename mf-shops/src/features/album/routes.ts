// Screens of the album feature (앨범), by manifest key.
import type { ScreenMap } from '@guardian/shared';

export const albumScreens: ScreenMap<'shops'> = {
  album: async () => ({ Component: (await import('./components/album-list-screen')).AlbumListScreen }),
  albumDetail: async () => ({
    Component: (await import('./components/album-detail-screen')).AlbumDetailScreen,
  }),
};
