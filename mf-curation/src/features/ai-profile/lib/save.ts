// Saving pictures: in the app the native side saves a picture to the gallery (SAVE_IMAGE); on the web the
// file is fetched and handed to the browser's download.
import { postToNative } from '@guardian/shared';

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
  saveBlob(await fetchFile(), fileName);
  return 'download';
}
