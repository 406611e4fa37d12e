import { apiPost, type ApiBody, type ApiPost } from '@guardian/shared';

type Duplicated = ApiPost<'/v2/user/duplicated'>;

export function checkNicknameDuplicated(nickname: string): Promise<Duplicated> {
  const body: ApiBody<'/v2/user/duplicated'> = { type: 'NICKNAME', value: nickname };
  return apiPost<Duplicated>('/v2/user/duplicated', body);
}
