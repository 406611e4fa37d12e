import { publicPost, type Session } from '@guardian/shared';

export interface LoginInput {
  userId: string;
  password: string;
}

export const login = (input: LoginInput) => publicPost<Session>('/v2/login', input);
