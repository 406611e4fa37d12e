// A file the API answers with instead of the JSON envelope (a signed consent form's PDF), fetched
// with the session like every other call and handed to the browser as a download.
import { authClient } from '../index';

/** GETs `url` as a Blob with the session's token. */
export async function apiGetBlob(url: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  return authClient.request<Blob>({ method: 'GET', url, responseType: 'blob', signal: options.signal });
}

/** Saves a Blob under `fileName` (an `<a download>` click; the object URL is released after). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
