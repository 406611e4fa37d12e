import { apiPut } from '@guardian/shared';

export interface ChangePasswordInput {
  userId: string;
  phoneNumber: string;
  certificationToken: string;
  password: string;
}

export const changePassword = (input: ChangePasswordInput) => apiPut<null>('/v2/user/password', input);
