// Saving pictures: in the app the native side saves a picture to the gallery (SAVE_IMAGE); on the web the
// file is fetched and handed to the browser's download.
import { postToNative, saveBlob } from '@guardian/shared';

/**
 * In the app the native side saves the picture at `url` (signed, no token needed) to the gallery; on the web
 * `fetchFile` gets the file and the browser downloads it. Says which happened.
 */
export async function saveImage(
  url: string,
  fileName: string,
  fetchFile: () => Promise<Blob>,
): Promise<'gallery' | 'download'> {
  if (postToNative({ type: 'SAVE_IMAGE', payload: { url, fileName } })) return 'gallery';
  await saveBlob(await fetchFile(), fileName);
  return 'download';
}
