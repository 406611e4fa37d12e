// POST /v2/ai-profile/photo-checks: size, blur and "is there a pet" for one uploaded photo.
import { apiPost } from '@guardian/shared';
import type { PhotoCheck } from './types';

export function checkPhoto(mediaSeq: number, signal?: AbortSignal): Promise<PhotoCheck> {
  return apiPost<PhotoCheck>('/v2/ai-profile/photo-checks', { mediaSeq }, { signal });
}
