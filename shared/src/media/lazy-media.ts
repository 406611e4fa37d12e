// The photo helpers as the apps import them: each loads its code on first use, so shared (in every
// tab's first load) carries only these few lines. The picker is lazy the same way (lazy-photo-picker.tsx).
import type { Permission } from '../bridge/messages';
import type { ShrinkOptions } from './shrink-image';
import type { UploadedMedia, UploadMediaOptions } from './upload-media';

/** POST /v2/media through the authenticated API client (see upload-media.ts). */
export const uploadMedia = async (file: Blob, options?: UploadMediaOptions): Promise<UploadedMedia> =>
  (await import('./upload-media')).uploadMedia(file, options);

/** A smaller JPEG of a phone photo before it is uploaded (see shrink-image.ts). */
export const shrinkImage = async (file: File, options?: ShrinkOptions): Promise<File> =>
  (await import('./shrink-image')).shrinkImage(file, options);

/** Camera or photo-library permission through the app's bridge; true at once in a browser. */
export const requestPermission = async (permission: Permission): Promise<boolean> =>
  (await import('./request-permission')).requestPermission(permission);
