// POST /v2/media through the authenticated API client: the session token, error mapping and
// reporting of every other call apply. Photos are shrunk in the browser first (shrink-image.ts).
// The request goes over XMLHttpRequest (api/xhr-transport.ts) because fetch reports no upload progress.
import { authClient } from '../index';
import { xhrTransport } from '../api/xhr-transport';
import type { ApiPost, ApiEnvelope } from '../index';

/** An uploaded photo: its size and signed links that expire (ask the API again for fresh ones). */
export type UploadedMedia = ApiPost<'/v2/media'>;

export interface UploadMediaOptions {
  /** 0..1 as the bytes leave (the server then still resizes for a moment). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads are slower than JSON calls; a photo over a weak mobile link may take this long. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Uploads one photo (owner or partner session). Rejects with an ApiError: `MEDIA_TOO_LARGE`,
 * `MEDIA_UNSUPPORTED_TYPE`, `MEDIA_UNREADABLE`, a network error, `TIMEOUT`… and `CANCELED` when
 * `signal` aborts.
 */
export async function uploadMedia(
  file: Blob,
  { onProgress, signal }: UploadMediaOptions = {},
): Promise<UploadedMedia> {
  const form = new FormData();
  const name = file instanceof File ? file.name : 'photo.jpg';
  form.append('file', file, name);
  const envelope = await authClient.request<ApiEnvelope<UploadedMedia>>({
    method: 'POST',
    url: '/v2/media',
    body: form,
    signal,
    timeout: UPLOAD_TIMEOUT_MS,
    transport: xhrTransport((loaded, total) => {
      if (onProgress && total) onProgress(Math.min(1, loaded / total));
    }),
  });
  onProgress?.(1);
  return envelope.data;
}
