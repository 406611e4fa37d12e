import { publicPost } from '@guardian/shared';

export type DuplicateType = 'EMAIL' | 'NICKNAME';

export const checkDuplicated = (type: DuplicateType, value: string) =>
  publicPost<{ duplicated: boolean }>('/v2/user/duplicated', { type, value });
