import { apiPut, type ApiBody } from '@guardian/shared';

export type ChangePasswordInput = ApiBody<'/v2/user/password', 'put'>;

export const changePassword = (input: ChangePasswordInput) => apiPut<null>('/v2/user/password', input);
