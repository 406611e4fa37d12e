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

/** Returns 'gallery' when the app saved it, 'download' when the browser did. */
export async function saveImage(url: string, fileName: string): Promise<'gallery' | 'download'> {
  if (postToNative({ type: 'SAVE_IMAGE', payload: { url, fileName } })) return 'gallery';
  const res = await fetch(url);
  if (!res.ok) throw new Error('사진을 받지 못했어요. 잠시 후 다시 시도해 주세요.');
  saveBlob(await res.blob(), fileName);
  return 'download';
}
