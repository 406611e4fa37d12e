// Uploading one photo to the media module (POST /v2/media, multipart field `file`).
import { apiPost } from '@guardian/shared';

export interface UploadedMedia {
  mediaSeq: number;
  width: number;
  height: number;
  url: string;
  thumbnailUrl: string;
}

export function uploadPhoto(file: File, signal?: AbortSignal): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file);
  return apiPost<UploadedMedia>('/v2/media', form, { signal });
}
