// POST /v2/media through the authenticated API client: the session token, error mapping and
// reporting of every other call apply. Photos are shrunk in the browser first (shrink-image.ts).
// The request goes over XMLHttpRequest (api/xhr-transport.ts) because fetch reports no upload progress.
import { ApiError, authClient } from '../index';
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

/** The API's limit (MEDIA_MAX_BYTES there): a bigger file is refused here, before its megabytes go over LTE. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;

/**
 * Uploads one photo (owner or partner session). Rejects with an ApiError: `MEDIA_TOO_LARGE`,
 * `MEDIA_UNSUPPORTED_TYPE`, `MEDIA_UNREADABLE`, a network error, `TIMEOUT`… and `CANCELED` when
 * `signal` aborts.
 */
export async function uploadMedia(
  file: Blob,
  { onProgress, signal }: UploadMediaOptions = {},
): Promise<UploadedMedia> {
  if (file.size > MEDIA_MAX_BYTES)
    throw new ApiError({
      status: 413,
      resultCode: 'MEDIA_TOO_LARGE',
      message: `사진이 너무 커요. ${MEDIA_MAX_BYTES / (1024 * 1024)}MB 이하의 사진을 올려 주세요.`,
      method: 'POST',
      url: '/v2/media',
    });
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
