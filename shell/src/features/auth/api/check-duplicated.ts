import { publicPost, type ApiBody, type ApiPost } from '@guardian/shared';

type DuplicatedBody = ApiBody<'/v2/user/duplicated'>;
export type DuplicateType = DuplicatedBody['type'];

export const checkDuplicated = (type: DuplicateType, value: string) =>
  publicPost<ApiPost<'/v2/user/duplicated'>>('/v2/user/duplicated', { type, value } satisfies DuplicatedBody);
